#include "semantics/FloatPacking.h"

#include <algorithm>

namespace theseus::semantics::fpk {

u128 mask(unsigned bits) { return bits >= 128 ? ~u128(0) : (u128(1) << bits) - 1; }

unsigned highestBit(u128 v) {
  uint64_t hi = uint64_t(v >> 64);
  return hi ? 127 - unsigned(__builtin_clzll(hi)) : 63 - unsigned(__builtin_clzll(uint64_t(v)));
}

Unpacked unpack(ir::FloatFormat f, u128 bits) {
  Unpacked u;
  unsigned fracBits = f.fractionBits();
  u.negative = (bits >> (f.width() - 1)) & 1;
  u128 expField = (bits >> fracBits) & mask(f.exponentBits);
  u128 fraction = bits & mask(fracBits);
  if (expField == mask(f.exponentBits)) {
    u.kind = fraction ? Unpacked::Kind::NaN : Unpacked::Kind::Infinity;
    return u;
  }
  int minExponent = 1 - f.bias() - int(fracBits);
  if (expField == 0) {
    u.mantissa = fraction;
    u.exponent = minExponent;
  } else {
    u.mantissa = fraction | (u128(1) << fracBits);
    u.exponent = int(expField) - f.bias() - int(fracBits);
  }
  return u;
}

u128 signBit(ir::FloatFormat f, bool negative) { return negative ? u128(1) << (f.width() - 1) : 0; }
u128 infinity(ir::FloatFormat f, bool negative) { return signBit(f, negative) | (mask(f.exponentBits) << f.fractionBits()); }
u128 largestFinite(ir::FloatFormat f, bool negative) { return infinity(f, negative) - 1; }
u128 quietNaN(ir::FloatFormat f) { return infinity(f, false) | (u128(1) << (f.fractionBits() - 1)); }

bool roundsUp(Rounding rm, bool negative, u128 m, u128 dropped, unsigned shift, bool sticky) {
  bool inexact = dropped != 0 || sticky;
  if (!inexact) return false;
  switch (rm) {
  case Rounding::TowardZero: return false;
  case Rounding::Up: return !negative;
  case Rounding::Down: return negative;
  default: break;
  }
  u128 half = shift == 0 ? 0 : u128(1) << (shift - 1);
  if (shift == 0) return false;
  if (dropped > half || (dropped == half && sticky)) return true;
  if (dropped < half) return false;
  return rm == Rounding::NearestAway || (m & 1);
}

u128 pack(ir::FloatFormat f, bool negative, u128 mantissa, int exponent, Rounding rm, bool sticky) {
  if (mantissa == 0 && !sticky) return signBit(f, negative);
  int p = int(f.precision);
  int minQuantum = 1 - f.bias() - (p - 1);
  int top = mantissa ? int(highestBit(mantissa)) + exponent : minQuantum - 2;
  int quantum = std::max(top - (p - 1), minQuantum);
  u128 m;
  if (quantum <= exponent) {
    m = mantissa << (exponent - quantum);
  } else {
    unsigned shift = unsigned(quantum - exponent);
    if (shift > 128) {
      m = ((rm == Rounding::Up && !negative) || (rm == Rounding::Down && negative)) ? 1 : 0;
    } else {
      u128 kept = shift == 128 ? 0 : mantissa >> shift;
      u128 dropped = shift == 128 ? mantissa : mantissa & mask(shift);
      m = kept + (roundsUp(rm, negative, kept, dropped, shift, sticky) ? 1 : 0);
    }
  }
  if (m >> p) {
    m >>= 1;
    ++quantum;
  }
  if (m == 0) return signBit(f, negative);
  u128 hidden = u128(1) << (p - 1);
  int expField = (m & hidden) ? quantum + (p - 1) + f.bias() : 0;
  if (expField >= int(mask(f.exponentBits))) {
    bool toInfinity = rm == Rounding::NearestEven || rm == Rounding::NearestAway || (rm == Rounding::Up && !negative) ||
                      (rm == Rounding::Down && negative);
    return toInfinity ? infinity(f, negative) : largestFinite(f, negative);
  }
  return signBit(f, negative) | (u128(expField) << f.fractionBits()) | (m & (hidden - 1));
}


} // namespace theseus::semantics::fpk
