#pragma once
// The scalar floating-point kernels of the concrete domain: IEEE 754 operations on bit patterns
// held in an unsigned __int128, exact for every format. Conversions, comparisons, rounding to an
// integral value and integer conversions are done in software (one correctly rounded packing
// routine, FloatPacking.h); +, -, *, /, fmod, fma and sqrt use the host's binary64 unit, directly
// for double and with round-to-odd for the narrower formats (half, bfloat, float), which then
// round exactly once more into their format (correct because binary64 has at least 2p + 2 bits
// for each). fp128, and double rounding to nearest away, use the software arithmetic of
// FloatSoftArith.h.
#include "ir/Type.h"
#include "semantics/FloatDomain.h"

#include <stdexcept>

namespace theseus::semantics::fpk {

using u128 = unsigned __int128;

struct UnsupportedFloat : std::runtime_error {
  using std::runtime_error::runtime_error;
};

u128 arith(FloatArith op, ir::FloatFormat f, Rounding rm, u128 a, u128 b);
u128 fma(ir::FloatFormat f, Rounding rm, u128 a, u128 b, u128 c);
u128 sqrt(ir::FloatFormat f, Rounding rm, u128 a);
u128 roundToIntegral(ir::FloatFormat f, Rounding rm, u128 a);
u128 convert(ir::FloatFormat from, ir::FloatFormat to, Rounding rm, u128 a);
// `a`, an integer of `w` bits (signed when `isSigned`), rounded into `f`.
u128 fromInt(u128 a, unsigned w, bool isSigned, ir::FloatFormat f, Rounding rm);
// `a` truncated toward zero as a `w`-bit integer (modulo 2^w); 0 for NaN and infinities.
u128 toInt(ir::FloatFormat f, u128 a, unsigned w, bool isSigned);
bool less(ir::FloatFormat f, u128 a, u128 b);
bool equal(ir::FloatFormat f, u128 a, u128 b);

} // namespace theseus::semantics::fpk
