#pragma once
// IEEE 754 bit patterns of any format up to 128 bits taken apart and put together again with one
// correct rounding: the shared core of the concrete floating-point kernels (FloatKernels.cpp and
// the software arithmetic of FloatSoftArith.cpp).
#include "ir/Type.h"
#include "semantics/FloatDomain.h"

namespace theseus::semantics::fpk {

using u128 = unsigned __int128;

// The low `bits` bits set.
u128 mask(unsigned bits);
// The index of `v`'s highest set bit (v != 0).
unsigned highestBit(u128 v);

// A finite value (-1)^negative * mantissa * 2^exponent, or a special one.
struct Unpacked {
  enum class Kind { Finite, Infinity, NaN } kind = Kind::Finite;
  bool negative = false;
  u128 mantissa = 0;
  int exponent = 0;
};

// The value of pattern `bits` of format `f`.
Unpacked unpack(ir::FloatFormat f, u128 bits);

// The patterns of `f`'s sign bit, infinity, largest finite value and preferred quiet NaN.
u128 signBit(ir::FloatFormat f, bool negative);
u128 infinity(ir::FloatFormat f, bool negative);
u128 largestFinite(ir::FloatFormat f, bool negative);
u128 quietNaN(ir::FloatFormat f);

// Whether rounding the magnitude m + r/2^shift (r the dropped bits, `sticky` anything below
// them) in direction `rm` moves up to m + 1.
bool roundsUp(Rounding rm, bool negative, u128 m, u128 dropped, unsigned shift, bool sticky);

// (-1)^negative * mantissa * 2^exponent (plus, when `sticky`, something positive below its
// lowest bit) correctly rounded into `f`. With `sticky`, the mantissa must have more bits than
// the format's precision, so that rounding drops at least one of them.
u128 pack(ir::FloatFormat f, bool negative, u128 mantissa, int exponent, Rounding rm, bool sticky = false);

} // namespace theseus::semantics::fpk
