#include "semantics/FloatKernels.h"

#include <cfenv>
#include <cmath>
#include <cstring>

#pragma STDC FENV_ACCESS ON

namespace theseus::semantics::fpk {

namespace {

constexpr ir::FloatFormat kDouble{11, 53};

u128 mask(unsigned bits) { return bits >= 128 ? ~u128(0) : (u128(1) << bits) - 1; }

unsigned highestBit(u128 v) {
  uint64_t hi = uint64_t(v >> 64);
  return hi ? 127 - unsigned(__builtin_clzll(hi)) : 63 - unsigned(__builtin_clzll(uint64_t(v)));
}

// A finite value (-1)^negative * mantissa * 2^exponent, or a special one.
struct Unpacked {
  enum class Kind { Finite, Infinity, NaN } kind = Kind::Finite;
  bool negative = false;
  u128 mantissa = 0;
  int exponent = 0;
};

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

// Whether rounding the magnitude m + r/2^shift (r the dropped bits, `sticky` anything below
// them) in direction `rm` moves up to m + 1.
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

// (-1)^negative * mantissa * 2^exponent (plus a sticky bit below it) correctly rounded into `f`.
u128 pack(ir::FloatFormat f, bool negative, u128 mantissa, int exponent, Rounding rm, bool sticky = false) {
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

u128 repack(ir::FloatFormat to, const Unpacked& u, ir::FloatFormat from, u128 bits, Rounding rm) {
  if (u.kind == Unpacked::Kind::NaN) return quietNaN(to);
  if (u.kind == Unpacked::Kind::Infinity) return infinity(to, u.negative);
  (void)from;
  (void)bits;
  return pack(to, u.negative, u.mantissa, u.exponent, rm);
}

double toHostDouble(ir::FloatFormat f, u128 a) {
  uint64_t bits = uint64_t(f == kDouble ? a : repack(kDouble, unpack(f, a), f, a, Rounding::NearestEven));
  double d;
  std::memcpy(&d, &bits, 8);
  return d;
}

uint64_t hostBits(double d) {
  uint64_t bits;
  std::memcpy(&bits, &d, 8);
  return bits;
}

int hostRounding(Rounding rm) {
  switch (rm) {
  case Rounding::TowardZero: return FE_TOWARDZERO;
  case Rounding::Up: return FE_UPWARD;
  case Rounding::Down: return FE_DOWNWARD;
  default: return FE_TONEAREST;
  }
}

// Runs `op` on the host's binary64 unit and rounds its result into `f` in direction `rm`:
// directly for double, else by round-to-odd in binary64 and one rounding into `f`. An exact zero
// is computed again in direction `rm`, which decides its sign (x - x is -0 rounding down).
template <class Op> u128 onHost(ir::FloatFormat f, Rounding rm, Op op) {
  if (f.precision > 53) throw UnsupportedFloat("fp128 arithmetic in the concrete evaluator");
  int saved = std::fegetround();
  double r;
  bool inexact;
  if (f == kDouble) {
    if (rm == Rounding::NearestAway) throw UnsupportedFloat("round-to-nearest-away arithmetic");
    std::fesetround(hostRounding(rm));
    r = op();
    std::fesetround(saved);
    return hostBits(r);
  }
  std::fesetround(FE_TOWARDZERO);
  std::feclearexcept(FE_INEXACT);
  r = op();
  inexact = std::fetestexcept(FE_INEXACT);
  if (r == 0 && !inexact) {
    std::fesetround(hostRounding(rm));
    r = op();
  }
  std::fesetround(saved);
  uint64_t bits = hostBits(r) | uint64_t(inexact && std::isfinite(r));
  return convert(kDouble, f, rm, bits);
}

} // namespace

u128 arith(FloatArith op, ir::FloatFormat f, Rounding rm, u128 a, u128 b) {
  double x = toHostDouble(f, a), y = toHostDouble(f, b);
  return onHost(f, rm, [&]() -> double {
    volatile double vx = x, vy = y;
    switch (op) {
    case FloatArith::Add: return vx + vy;
    case FloatArith::Sub: return vx - vy;
    case FloatArith::Mul: return vx * vy;
    case FloatArith::Div: return vx / vy;
    default: return std::fmod(vx, vy);
    }
  });
}

u128 fma(ir::FloatFormat f, Rounding rm, u128 a, u128 b, u128 c) {
  double x = toHostDouble(f, a), y = toHostDouble(f, b), z = toHostDouble(f, c);
  return onHost(f, rm, [&]() -> double {
    volatile double vx = x, vy = y, vz = z;
    return std::fma(vx, vy, vz);
  });
}

u128 sqrt(ir::FloatFormat f, Rounding rm, u128 a) {
  double x = toHostDouble(f, a);
  return onHost(f, rm, [&]() -> double {
    volatile double vx = x;
    return std::sqrt(vx);
  });
}

u128 roundToIntegral(ir::FloatFormat f, Rounding rm, u128 a) {
  Unpacked u = unpack(f, a);
  if (u.kind != Unpacked::Kind::Finite) return u.kind == Unpacked::Kind::NaN ? quietNaN(f) : a;
  if (u.exponent >= 0 || u.mantissa == 0) return a;
  unsigned shift = unsigned(-u.exponent);
  u128 kept = shift >= 128 ? 0 : u.mantissa >> shift;
  u128 dropped = shift >= 128 ? u.mantissa : u.mantissa & mask(shift);
  bool up = shift > 127 ? (dropped && ((rm == Rounding::Up && !u.negative) || (rm == Rounding::Down && u.negative)))
                        : roundsUp(rm, u.negative, kept, dropped, shift, false);
  return pack(f, u.negative, kept + up, 0, Rounding::NearestEven);
}

u128 convert(ir::FloatFormat from, ir::FloatFormat to, Rounding rm, u128 a) { return repack(to, unpack(from, a), from, a, rm); }

u128 fromInt(u128 a, unsigned w, bool isSigned, ir::FloatFormat f, Rounding rm) {
  a &= mask(w);
  bool negative = isSigned && ((a >> (w - 1)) & 1);
  u128 magnitude = negative ? (u128(0) - (a | ~mask(w))) : a;
  return pack(f, negative, magnitude, 0, rm);
}

u128 toInt(ir::FloatFormat f, u128 a, unsigned w, bool isSigned) {
  (void)isSigned;
  Unpacked u = unpack(f, a);
  if (u.kind != Unpacked::Kind::Finite) return 0;
  u128 magnitude;
  if (u.exponent >= 0) magnitude = u.exponent >= 128 ? 0 : u.mantissa << u.exponent;
  else magnitude = -u.exponent >= 128 ? 0 : u.mantissa >> -u.exponent;
  u128 v = u.negative ? u128(0) - magnitude : magnitude;
  return v & mask(w);
}

namespace {

// A key whose signed order is the order of the non-NaN values (+0 and -0 equal).
__int128 orderKey(ir::FloatFormat f, u128 a) {
  u128 magnitude = a & mask(f.width() - 1);
  bool negative = (a >> (f.width() - 1)) & 1;
  return negative ? -__int128(magnitude) : __int128(magnitude);
}

bool isNaN(ir::FloatFormat f, u128 a) { return unpack(f, a).kind == Unpacked::Kind::NaN; }

} // namespace

bool less(ir::FloatFormat f, u128 a, u128 b) { return !isNaN(f, a) && !isNaN(f, b) && orderKey(f, a) < orderKey(f, b); }

bool equal(ir::FloatFormat f, u128 a, u128 b) { return !isNaN(f, a) && !isNaN(f, b) && orderKey(f, a) == orderKey(f, b); }

} // namespace theseus::semantics::fpk
