#pragma once
// AVX-512's rcp14/rsqrt14 (ps/pd, 128/256/512, and the ss/sd forms): approximations whose exact
// values differ between implementations. Intel documents a relative error below 2^-14; so a lane
// is the value of an unknown function of x (the implementation's table: one per format and run,
// the same in src and tgt, never quantified) that is any value of the format within 2^-14 of the
// exact 1/x (1/sqrt(x)). No proof can rely on an exact result, yet rcp14(x) equals rcp14(x).
// Subnormal operands are numbers (MXCSR's DAZ is off), and the documented special cases are exact:
//   rcp14:   NaN -> the NaN quieted; +-0 -> +-inf; +-inf -> +-0; where (1 + 2^-14)/|x| exceeds the
//            largest finite value (|x| near or below 2^-emax) the result may also be +-inf.
//   rsqrt14: NaN -> the NaN quieted; +-0 -> +-inf; +inf -> +0; other negative values (-inf
//            included) -> the default NaN.
#include "semantics/x86/float/Arithmetic.h"

#include <bit>
#include <limits>
#include <string>

namespace theseus::semantics::x86::fpx {

// The bound 2^-14.
inline constexpr double kFourteenBitError = 1.0 / 16384.0;

// The constant `v` (exact in float and double) as a value of format `f` (float or double).
template <class D> typename D::BV formatConstant(D& d, ir::FloatFormat f, double v) {
  if (f.width() == 32) return d.constantU(32, std::bit_cast<uint32_t>(float(v)));
  return d.constantU(64, std::bit_cast<uint64_t>(v));
}

// Whether `c` is within the bound of 1/x for a finite nonzero x of format `f`: c has x's sign and
// (1 - e)/|x| <= |c| <= (1 + e)/|x|, exactly when |c| lies between those quotients rounded up and
// down (c is of the format); or c is infinite of x's sign where (1 + e)/|x| rounded up overflows.
template <class D> typename D::Bool reciprocal14WithinBound(D& d, ir::FloatFormat f, const typename D::BV& x, const typename D::BV& c) {
  typename D::BV ax = fp::absolute(d, f, x), ac = fp::absolute(d, f, c);
  typename D::BV lowEnd = formatConstant(d, f, 1.0 - kFourteenBitError), highEnd = formatConstant(d, f, 1.0 + kFourteenBitError);
  typename D::BV low = d.fpArith(FloatArith::Div, f, Rounding::Up, lowEnd, ax), high = d.fpArith(FloatArith::Div, f, Rounding::Down, highEnd, ax);
  typename D::Bool inside = d.bAnd(d.bNot(d.fpLess(f, ac, low)), d.bNot(d.fpLess(f, high, ac)));
  typename D::Bool overflows = d.bAnd(fp::isInfinity(d, f, d.fpArith(FloatArith::Div, f, Rounding::Up, highEnd, ax)), fp::isInfinity(d, f, c));
  typename D::Bool sameSign = d.eq(fp::signOf(d, f, c), fp::signOf(d, f, x));
  return d.bAnd(d.bAnd(sameSign, d.bNot(fp::isNaN(d, f, c))), d.bOr(inside, overflows));
}

// Whether `c` is within the bound of 1/sqrt(x) for a finite x > 0 of format `f`: c > 0 and
// (1 - e)^2/x <= c*c <= (1 + e)^2/x in the format of twice the precision (double for float,
// binary128 for double), where c*c and both squares are exact, so exactly when c*c lies between
// those quotients rounded up and down.
template <class D> typename D::Bool reciprocalSqrt14WithinBound(D& d, ir::FloatFormat f, const typename D::BV& x, const typename D::BV& c) {
  ir::FloatFormat dbl = ir::floatFormat(ir::FloatKind::Double);
  ir::FloatFormat wide = f.width() == 32 ? dbl : ir::floatFormat(ir::FloatKind::FP128);
  typename D::BV cw = d.fpConvert(f, wide, Rounding::NearestEven, c), xw = d.fpConvert(f, wide, Rounding::NearestEven, x);
  typename D::BV square = d.fpArith(FloatArith::Mul, wide, Rounding::NearestEven, cw, cw);
  double lowSquare = (1.0 - kFourteenBitError) * (1.0 - kFourteenBitError), highSquare = (1.0 + kFourteenBitError) * (1.0 + kFourteenBitError);
  auto wideConstant = [&](double v) { return d.fpConvert(dbl, wide, Rounding::NearestEven, formatConstant(d, dbl, v)); };
  typename D::BV low = d.fpArith(FloatArith::Div, wide, Rounding::Up, wideConstant(lowSquare), xw);
  typename D::BV high = d.fpArith(FloatArith::Div, wide, Rounding::Down, wideConstant(highSquare), xw);
  typename D::Bool inside = d.bAnd(d.bNot(d.fpLess(wide, square, low)), d.bNot(d.fpLess(wide, high, square)));
  return d.bAnd(d.bAnd(d.bNot(fp::isNegative(d, f, c)), d.bNot(fp::isNaN(d, f, c))), inside);
}

// The one value every implementation returns on a special operand, and for other operands one
// value within the bound: the correctly rounded 1/x (1/sqrt(x) rounded twice).
template <class D> typename D::BV approximation14Fallback(D& d, bool isSqrt, ir::FloatFormat f, const typename D::BV& x) {
  typename D::BV one = formatConstant(d, f, 1.0);
  typename D::BV signedZero = fp::withSign(d, f, formatConstant(d, f, 0.0), fp::signOf(d, f, x));
  typename D::BV signedInfinity = fp::withSign(d, f, formatConstant(d, f, std::numeric_limits<double>::infinity()), fp::signOf(d, f, x));
  typename D::BV regular = isSqrt ? d.fpArith(FloatArith::Div, f, Rounding::NearestEven, one, d.fpSqrt(f, Rounding::NearestEven, x))
                                  : d.fpArith(FloatArith::Div, f, Rounding::NearestEven, one, x);
  if (isSqrt) regular = d.ite(fp::isNegative(d, f, x), defaultNaN(d, f), regular);
  typename D::BV special = d.ite(fp::isInfinity(d, f, x), isSqrt ? d.ite(fp::isNegative(d, f, x), defaultNaN(d, f), signedZero) : signedZero, regular);
  return d.ite(fp::isNaN(d, f, x), fp::quieted(d, f, x), d.ite(fp::isZeroValue(d, f, x), signedInfinity, special));
}

// Whether `c`, other than the fallback, is an allowed lane value for operand `x`: x finite and
// nonzero (and positive for rsqrt14) and c within the bound.
template <class D> typename D::Bool approximation14Alternative(D& d, bool isSqrt, ir::FloatFormat f, const typename D::BV& x, const typename D::BV& c) {
  typename D::Bool regular = d.bAnd(d.bNot(fp::exponentAllOnes(d, f, x)), d.bNot(fp::isZeroValue(d, f, x)));
  if (isSqrt) return d.bAnd(d.bAnd(regular, d.bNot(fp::isNegative(d, f, x))), reciprocalSqrt14WithinBound(d, f, x, c));
  return d.bAnd(regular, reciprocal14WithinBound(d, f, x, c));
}

// Whether `c` is an allowed value of rcp14 (rsqrt14 when `isSqrt`) of `x`: the test the
// differential sweep applies to the host's results, from the same two functions as the value.
template <class D> typename D::Bool approximation14Allows(D& d, bool isSqrt, ir::FloatFormat f, const typename D::BV& x, const typename D::BV& c) {
  return d.bOr(d.eq(c, approximation14Fallback(d, isSqrt, f, x)), approximation14Alternative(d, isSqrt, f, x, c));
}

// One lane of rcp14/rsqrt14: the implementation's value, a value that approximation14Allows.
template <class D> typename D::BV approximation14Value(D& d, bool isSqrt, ir::FloatFormat f, const typename D::BV& x) {
  std::string name = std::string(isSqrt ? "x86.rsqrt14." : "x86.rcp14.") + (f.width() == 32 ? "f32" : "f64");
  typename D::BV c = d.environmentFunction(name, x, f.width());
  return d.ite(approximation14Alternative(d, isSqrt, f, x, c), c, approximation14Fallback(d, isSqrt, f, x));
}

// rcp14/rsqrt14 ps/pd (every lane of the first operand) and ss/sd (lane 0 of the second operand;
// the other lanes the first operand's), before the merge mask.
template <class D> Lanes<D> approximation14Lanes(D& d, uint8_t op, ir::FloatFormat f, const std::vector<Lanes<D>>& ops) {
  bool scalar = op & ir::kScalarOp;
  const Lanes<D>& source = scalar ? ops[1] : ops[0];
  Lanes<D> out = ops[0];
  for (size_t i = 0; i < (scalar ? 1 : out.size()); ++i) out[i] = {approximation14Value(d, op & 1, f, source[i].value), source[i].poison};
  return out;
}

} // namespace theseus::semantics::x86::fpx
