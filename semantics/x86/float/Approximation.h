#pragma once
// rcpps/rsqrtps and their ss forms: approximations whose exact values differ between
// implementations. Intel documents a relative error of at most 1.5 * 2^-12; so a lane is the
// value of an unknown function of x (the implementation's table: one per run, the same in src and
// tgt, never quantified) that is any float within that bound of the exact 1/x (1/sqrt(x)). No
// proof can rely on an exact result, yet rcp(x) equals rcp(x). The documented special cases are exact:
//   rcp:   NaN -> the NaN quieted; +-0 and subnormals (read as zero) -> +-inf; +-inf -> +-0;
//          |x| > 2^125 (results near the smallest normal, "tiny", may be flushed) -> also +-0.
//   rsqrt: NaN -> the NaN quieted; +-0 and subnormals -> +-inf; +inf -> +0; other negative
//          values -> the default NaN.
#include "semantics/x86/float/Arithmetic.h"

#include <bit>

namespace theseus::semantics::x86::fpx {

// The documented bound, 1.5 * 2^-12, as 3 * 2^-13.
inline constexpr double kApproximationError = 3.0 / 8192.0;

// The double constant `v` in domain `d`.
template <class D> typename D::BV doubleConstant(D& d, double v) { return d.constantU(64, std::bit_cast<uint64_t>(v)); }

// Whether float `c` is within the bound of 1/x for a normal x: c has x's sign and
// (1 - bound)/|x| <= |c| <= (1 + bound)/|x|; as c is a float, exactly when |c| lies between those
// quotients rounded up and down (both bounds are floats).
template <class D> typename D::Bool reciprocalWithinBound(D& d, const typename D::BV& x, const typename D::BV& c) {
  ir::FloatFormat f = ir::floatFormat(ir::FloatKind::Float);
  typename D::BV ax = fp::absolute(d, f, x), ac = fp::absolute(d, f, c);
  typename D::BV low = d.fpArith(FloatArith::Div, f, Rounding::Up, d.constantU(32, std::bit_cast<uint32_t>(float(1.0 - kApproximationError))), ax);
  typename D::BV high = d.fpArith(FloatArith::Div, f, Rounding::Down, d.constantU(32, std::bit_cast<uint32_t>(float(1.0 + kApproximationError))), ax);
  typename D::Bool inside = d.bAnd(d.bNot(d.fpLess(f, ac, low)), d.bNot(d.fpLess(f, high, ac)));
  return d.bAnd(d.bAnd(d.eq(fp::signOf(d, f, c), fp::signOf(d, f, x)), d.bNot(fp::isNaN(d, f, c))), inside);
}

// Whether float `c` is within the bound of 1/sqrt(x) for a normal x > 0: c > 0 and
// (1 - bound)^2/x <= c*c <= (1 + bound)^2/x in double, where c*c is exact, so exactly when c*c lies
// between those quotients rounded up and down.
template <class D> typename D::Bool reciprocalSqrtWithinBound(D& d, const typename D::BV& x, const typename D::BV& c) {
  ir::FloatFormat single = ir::floatFormat(ir::FloatKind::Float), dbl = ir::floatFormat(ir::FloatKind::Double);
  typename D::BV cd = d.fpConvert(single, dbl, Rounding::NearestEven, c), xd = d.fpConvert(single, dbl, Rounding::NearestEven, x);
  typename D::BV square = d.fpArith(FloatArith::Mul, dbl, Rounding::NearestEven, cd, cd);
  double high = (1.0 + kApproximationError) * (1.0 + kApproximationError), low = (1.0 - kApproximationError) * (1.0 - kApproximationError);
  typename D::BV lowBound = d.fpArith(FloatArith::Div, dbl, Rounding::Up, doubleConstant(d, low), xd);
  typename D::BV highBound = d.fpArith(FloatArith::Div, dbl, Rounding::Down, doubleConstant(d, high), xd);
  typename D::Bool inside = d.bAnd(d.bNot(d.fpLess(dbl, square, lowBound)), d.bNot(d.fpLess(dbl, highBound, square)));
  return d.bAnd(d.bAnd(d.bNot(fp::isNegative(d, single, c)), d.bNot(fp::isNaN(d, single, c))), inside);
}

// Whether |x| > 2^125 (float x, not NaN).
template <class D> typename D::Bool mayBeFlushed(D& d, const typename D::BV& x) {
  ir::FloatFormat single = ir::floatFormat(ir::FloatKind::Float);
  return d.fpLess(single, fp::pattern(d, single, false, 125 + 127, 0), fp::absolute(d, single, x));
}

// rsqrt's value for a normal or infinite x: the correctly rounded 1/sqrt(x); negative x, the
// default NaN.
template <class D> typename D::BV reciprocalSqrtFallback(D& d, const typename D::BV& x) {
  ir::FloatFormat f = ir::floatFormat(ir::FloatKind::Float);
  typename D::BV root = d.fpArith(FloatArith::Div, f, Rounding::NearestEven, fp::pattern(d, f, false, 127, 0), d.fpSqrt(f, Rounding::NearestEven, x));
  return d.ite(fp::isNegative(d, f, x), defaultNaN(d, f), root);
}

// rcp's value for a normal x: the correctly rounded 1/x; +-0 when |x| > 2^126 (1/x tiny).
template <class D> typename D::BV reciprocalFallback(D& d, const typename D::BV& x) {
  ir::FloatFormat f = ir::floatFormat(ir::FloatKind::Float);
  typename D::BV quotient = d.fpArith(FloatArith::Div, f, Rounding::NearestEven, fp::pattern(d, f, false, 127, 0), x);
  typename D::BV signedZero = fp::withSign(d, f, d.constantU(32, 0), fp::signOf(d, f, x));
  return d.ite(d.fpLess(f, fp::pattern(d, f, false, 126 + 127, 0), fp::absolute(d, f, x)), signedZero, quotient);
}

// The one value of an approximation lane every implementation returns on a special operand, and
// for other operands one value within the bound (the correctly rounded exact value, or +-0 where
// 1/x is below the smallest normal).
template <class D> typename D::BV approximationFallback(D& d, bool isSqrt, const typename D::BV& x) {
  ir::FloatFormat f = ir::floatFormat(ir::FloatKind::Float);
  typename D::BV zero = d.constantU(32, 0);
  typename D::BV signedZero = fp::withSign(d, f, zero, fp::signOf(d, f, x));
  typename D::BV infinity = fp::withSign(d, f, fp::pattern(d, f, false, 255, 0), fp::signOf(d, f, x));
  typename D::Bool readsAsZero = d.bOr(fp::isZeroValue(d, f, x), fp::isSubnormal(d, f, x));
  typename D::BV regular = isSqrt ? reciprocalSqrtFallback(d, x) : reciprocalFallback(d, x);
  typename D::Bool toZero = fp::isInfinity(d, f, x);
  if (isSqrt) toZero = d.bAnd(toZero, d.bNot(fp::isNegative(d, f, x)));
  typename D::BV special = d.ite(toZero, signedZero, regular);
  return d.ite(fp::isNaN(d, f, x), fp::quieted(d, f, x), d.ite(readsAsZero, infinity, special));
}

// Whether `c`, other than the fallback, is an allowed lane value for operand `x`: x normal (and
// positive for rsqrt) and c within the bound, or for rcp with |x| > 2^125, c zero of x's sign.
template <class D> typename D::Bool approximationAlternative(D& d, bool isSqrt, const typename D::BV& x, const typename D::BV& c) {
  ir::FloatFormat f = ir::floatFormat(ir::FloatKind::Float);
  typename D::Bool normal = fp::isNormal(d, f, x);
  if (isSqrt) return d.bAnd(d.bAnd(normal, d.bNot(fp::isNegative(d, f, x))), reciprocalSqrtWithinBound(d, x, c));
  typename D::Bool flushed = d.bAnd(mayBeFlushed(d, x), d.eq(c, fp::withSign(d, f, d.constantU(32, 0), fp::signOf(d, f, x))));
  return d.bAnd(normal, d.bOr(reciprocalWithinBound(d, x, c), flushed));
}

// Whether `c` is an allowed value of rcp (rsqrt when `isSqrt`) of `x`: the test the
// differential sweep applies to the host's results, derived from the same two functions as
// approximationValue.
template <class D> typename D::Bool approximationAllows(D& d, bool isSqrt, const typename D::BV& x, const typename D::BV& c) {
  return d.bOr(d.eq(c, approximationFallback(d, isSqrt, x)), approximationAlternative(d, isSqrt, x, c));
}

// One lane of rcp/rsqrt: the implementation's value, a float that approximationAllows.
template <class D> typename D::BV approximationValue(D& d, bool isSqrt, const typename D::BV& x) {
  typename D::BV c = d.environmentFunction(isSqrt ? "x86.rsqrt" : "x86.rcp", x, 32);
  return d.ite(approximationAlternative(d, isSqrt, x, c), c, approximationFallback(d, isSqrt, x));
}

// rcp/rsqrt ps (every lane) and ss (lane 0; the others a's).
template <class D> Lanes<D> approximationLanes(D& d, uint8_t op, const Lanes<D>& a) {
  Lanes<D> out = a;
  for (size_t i = 0; i < ((op & ir::kScalarOp) ? 1 : a.size()); ++i) out[i] = {approximationValue(d, op & 1, a[i].value), a[i].poison};
  return out;
}

} // namespace theseus::semantics::x86::fpx
