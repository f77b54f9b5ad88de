#include "semantics/FloatKernels.h"
#include "semantics/FloatPacking.h"
#include "semantics/FloatSoftArith.h"

#include <cfenv>
#include <cmath>
#include <cstring>

#pragma STDC FENV_ACCESS ON

namespace theseus::semantics::fpk {

namespace {

constexpr ir::FloatFormat kDouble{11, 53};

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
// Only for formats and directions where !needsSoftware.
template <class Op> u128 onHost(ir::FloatFormat f, Rounding rm, Op op) {
  int saved = std::fegetround();
  double r;
  bool inexact;
  if (f == kDouble) {
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

// Whether arithmetic in `f` and direction `rm` is beyond the host's binary64 unit: fp128 (more
// than 53 bits of precision) and double rounding to nearest away.
bool needsSoftware(ir::FloatFormat f, Rounding rm) { return f.precision > 53 || (f == kDouble && rm == Rounding::NearestAway); }

} // namespace

u128 arith(FloatArith op, ir::FloatFormat f, Rounding rm, u128 a, u128 b) {
  if (needsSoftware(f, rm)) return soft::arith(op, f, rm, a, b);
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
  if (needsSoftware(f, rm)) return soft::fma(f, rm, a, b, c);
  double x = toHostDouble(f, a), y = toHostDouble(f, b), z = toHostDouble(f, c);
  return onHost(f, rm, [&]() -> double {
    volatile double vx = x, vy = y, vz = z;
    return std::fma(vx, vy, vz);
  });
}

u128 sqrt(ir::FloatFormat f, Rounding rm, u128 a) {
  if (needsSoftware(f, rm)) return soft::sqrt(f, rm, a);
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
