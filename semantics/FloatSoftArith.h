#pragma once
// IEEE 754 arithmetic in software for every format up to binary128 and every rounding direction
// (round to nearest away included): +, -, *, /, fmod, fma and sqrt on bit patterns, each the
// exact result (held in a 512-bit integer) correctly rounded once by fpk::pack. The concrete
// kernels use it where the host's binary64 unit cannot give the answer: fp128, and double in
// round to nearest away. A NaN result is the format's preferred quiet NaN.
#include "semantics/FloatPacking.h"

namespace theseus::semantics::fpk::soft {

u128 arith(FloatArith op, ir::FloatFormat f, Rounding rm, u128 a, u128 b);
u128 fma(ir::FloatFormat f, Rounding rm, u128 a, u128 b, u128 c);
u128 sqrt(ir::FloatFormat f, Rounding rm, u128 a);

} // namespace theseus::semantics::fpk::soft
