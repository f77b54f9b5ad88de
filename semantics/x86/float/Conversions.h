#pragma once
// The x86 rounding and conversion families: roundps/pd/ss/sd, rndscale, cvtps2dq/cvttps2dq, cvtdq2ps,
// cvtph2ps and cvtps2ph. NaN operands give their own NaN, quieted (its payload moved between
// formats as LLVM's fptrunc/fpext do); conversions to int32 give the "integer indefinite"
// 0x80000000 for NaN and out-of-range values.
#include "semantics/x86/float/Arithmetic.h"

namespace theseus::semantics::x86::fpx {

// `op(rm)` in the direction the 3-bit Rounding number `mode` names (NearestEven, TowardZero, Up,
// Down; other values read as NearestEven).
template <class D, class Op> typename D::BV inRounding(D& d, const typename D::BV& mode, Op op) {
  typename D::BV v = op(Rounding::NearestEven);
  for (Rounding r : {Rounding::TowardZero, Rounding::Up, Rounding::Down})
    v = d.ite(d.eq(mode, d.constantU(3, unsigned(r))), op(r), v);
  return v;
}

// The Rounding number of an SSE rounding immediate (roundps, cvtps2ph): bits 1:0 are nearest,
// down, up, toward zero; bit 2 selects MXCSR's mode, round to nearest even.
template <class D> typename D::BV immediateRounding(D& d, const typename D::BV& imm) {
  typename D::BV rc = d.extract(imm, 1, 0);
  auto is = [&](unsigned v) { return d.eq(rc, d.constantU(2, v)); };
  typename D::BV mode = d.ite(is(1), d.constantU(3, unsigned(Rounding::Down)),
                              d.ite(is(2), d.constantU(3, unsigned(Rounding::Up)),
                                    d.ite(is(3), d.constantU(3, unsigned(Rounding::TowardZero)), d.constantU(3, unsigned(Rounding::NearestEven)))));
  return d.ite(immediateBit(d, imm, 2), d.constantU(3, unsigned(Rounding::NearestEven)), mode);
}

// The Rounding number of an AVX-512 rounding-control operand: 8..11 embedded nearest, down, up,
// toward zero; 4 (MXCSR's) and anything else nearest even.
template <class D> typename D::BV controlRounding(D& d, const typename D::BV& control) {
  auto is = [&](unsigned v) { return d.eq(control, d.constantU(d.width(control), v)); };
  return d.ite(is(9), d.constantU(3, unsigned(Rounding::Down)),
               d.ite(is(10), d.constantU(3, unsigned(Rounding::Up)),
                     d.ite(is(11), d.constantU(3, unsigned(Rounding::TowardZero)), d.constantU(3, unsigned(Rounding::NearestEven)))));
}

// `x` rounded to an integral value in `mode`; a NaN quieted.
template <class D> typename D::BV roundedValue(D& d, ir::FloatFormat f, const typename D::BV& mode, const typename D::BV& x) {
  typename D::BV r = inRounding(d, mode, [&](Rounding rm) { return d.fpRoundToIntegral(f, rm, x); });
  return d.ite(fp::isNaN(d, f, x), fp::quieted(d, f, x), r);
}

// roundps/pd (every lane of ops[0]) and roundss/sd (lane 0 of ops[1]; the others ops[0]'s).
template <class D> Lanes<D> roundLanes(D& d, uint8_t op, ir::FloatFormat f, const std::vector<Lanes<D>>& ops) {
  bool scalar = op & ir::kScalarOp;
  const Lanes<D>& src = ops[scalar ? 1 : 0];
  const Lane<D>& imm = ops[scalar ? 2 : 1][0];
  typename D::BV mode = immediateRounding(d, imm.value);
  Lanes<D> out = ops[0];
  for (size_t i = 0; i < (scalar ? 1 : src.size()); ++i) out[i] = {roundedValue(d, f, mode, src[i].value), d.bOr(src[i].poison, imm.poison)};
  return out;
}

// 2^m (2^-m when `negativeExponent`) in format `f` for the 4-bit scale `m`: one pattern with a
// computed exponent field, so the value is built once for every scale.
template <class D> typename D::BV powerOfTwoScale(D& d, ir::FloatFormat f, const typename D::BV& m, bool negativeExponent) {
  typename D::BV bias = d.constantU(f.exponentBits, unsigned(f.bias())), wide = d.zext(m, f.exponentBits - 4);
  typename D::BV field = negativeExponent ? d.sub(bias, wide) : d.add(bias, wide);
  return d.concat(d.concat(d.constantU(1, 0), field), d.constantU(f.fractionBits(), 0));
}

// rndscale of `x` under immediate `imm` (Intel: ROUND(x * 2^m) * 2^-m, m = imm[7:4], the mode
// imm[2:0] as roundps's): x * 2^m is exact unless it overflows, and then x is already a multiple
// of 2^-m; the product by 2^-m of a nonzero integral value is exact. A NaN quieted; zeros keep
// their sign.
template <class D> typename D::BV rndScaleValue(D& d, ir::FloatFormat f, const typename D::BV& imm, const typename D::BV& x) {
  typename D::BV mode = immediateRounding(d, imm), m = d.extract(imm, 7, 4);
  typename D::BV scaled = d.fpArith(FloatArith::Mul, f, Rounding::NearestEven, x, powerOfTwoScale(d, f, m, false));
  typename D::BV rounded = inRounding(d, mode, [&](Rounding rm) { return d.fpRoundToIntegral(f, rm, scaled); });
  typename D::BV back = d.fpArith(FloatArith::Mul, f, Rounding::NearestEven, rounded, powerOfTwoScale(d, f, m, true));
  typename D::BV r = d.ite(d.bAnd(fp::isInfinity(d, f, scaled), d.bNot(fp::isInfinity(d, f, x))), x, back);
  return d.ite(fp::isNaN(d, f, x), fp::quieted(d, f, x), r);
}

// rndscale ps/pd (every lane of ops[0], immediate ops[1]) and ss/sd (lane 0 of ops[1],
// immediate ops[4]; the other lanes ops[0]'s).
template <class D> Lanes<D> rndScaleLanes(D& d, uint8_t op, ir::FloatFormat f, const std::vector<Lanes<D>>& ops) {
  bool scalar = op & ir::kScalarOp;
  const Lanes<D>& src = ops[scalar ? 1 : 0];
  const Lane<D>& imm = ops[scalar ? 4 : 1][0];
  Lanes<D> out = ops[0];
  for (size_t i = 0; i < (scalar ? 1 : src.size()); ++i) out[i] = {rndScaleValue(d, f, imm.value, src[i].value), d.bOr(src[i].poison, imm.poison)};
  return out;
}

// cvtps2dq (in `mode`) / cvttps2dq (`mode` toward zero): the int32 of `x`, or 0x80000000 when
// it is NaN or out of range.
template <class D> typename D::BV toInt32Value(D& d, ir::FloatFormat f, const typename D::BV& mode, const typename D::BV& x) {
  typename D::BV r = inRounding(d, mode, [&](Rounding rm) { return d.fpRoundToIntegral(f, rm, x); });
  typename D::Bool fits = d.bAnd(truncatesAboveMinimum(d, f, r, 32, true), truncatesBelowMaximum(d, f, r, 32, true));
  return d.ite(fits, d.fpToInt(f, r, 32, true), signedMin(d, 32));
}

// cvtph2ps: the binary16 pattern `h` widened to float (exact); a NaN quieted, its payload kept.
template <class D> typename D::BV halfToFloatValue(D& d, const typename D::BV& h) {
  ir::FloatFormat half = ir::floatFormat(ir::FloatKind::Half), single = ir::floatFormat(ir::FloatKind::Float);
  typename D::BV nan = fp::quieted(d, single, nanPayloadIn(d, half, single, h));
  return d.ite(fp::isNaN(d, half, h), nan, d.fpConvert(half, single, Rounding::NearestEven, h));
}

// cvtps2ph: float `x` narrowed to binary16 in `mode`; a NaN quieted, its payload's top bits kept.
template <class D> typename D::BV floatToHalfValue(D& d, const typename D::BV& mode, const typename D::BV& x) {
  ir::FloatFormat half = ir::floatFormat(ir::FloatKind::Half), single = ir::floatFormat(ir::FloatKind::Float);
  typename D::BV nan = fp::quieted(d, half, nanPayloadIn(d, single, half, x));
  typename D::BV r = inRounding(d, mode, [&](Rounding rm) { return d.fpConvert(single, half, rm, x); });
  return d.ite(fp::isNaN(d, single, x), nan, r);
}

// The lanes of `fn(lane value)` for each lane of `src`, poison where the lane or `control` is,
// padded with zero lanes to `resultLanes`.
template <class D, class Fn>
Lanes<D> convertedLanes(D& d, const Lanes<D>& src, const typename D::Bool& control, size_t resultLanes, unsigned resultWidth, Fn fn) {
  Lanes<D> out;
  for (auto& l : src) out.push_back({fn(l.value), d.bOr(l.poison, control)});
  while (out.size() < resultLanes) out.push_back({d.constantU(resultWidth, 0), control});
  return out;
}

} // namespace theseus::semantics::x86::fpx
