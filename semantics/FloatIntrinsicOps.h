#pragma once
// The per-lane semantics of the floating-point llvm.* intrinsics (LLVM 19 LangRef), for every
// FloatDomain. Poison in any operand makes the lane poison; fast-math flags as in FloatOps.h.
#include "semantics/FloatOps.h"

namespace theseus::semantics {

// minnum/maxnum: a NaN operand yields the other one; both NaN, a quiet NaN; +0 and -0 compare
// equal, so either may be returned.
template <class D> typename D::BV minMaxNumValue(D& d, bool isMax, ir::FloatFormat f, const typename D::BV& a, const typename D::BV& b) {
  typename D::Bool aNaN = fp::isNaN(d, f, a), bNaN = fp::isNaN(d, f, b);
  typename D::Bool aWins = isMax ? d.fpLess(f, b, a) : d.fpLess(f, a, b);
  typename D::Bool bWins = isMax ? d.fpLess(f, a, b) : d.fpLess(f, b, a);
  typename D::BV tie = d.ite(d.toBool(d.choice(1)), a, b);
  typename D::BV ordered = d.ite(aWins, a, d.ite(bWins, b, tie));
  typename D::BV bothNaN = nanResult(d, f, {a, b}, false);
  return d.ite(aNaN, d.ite(bNaN, bothNaN, b), d.ite(bNaN, a, ordered));
}

// minimum/maximum: NaN if either operand is; -0 is less than +0.
template <class D> typename D::BV minimumMaximumValue(D& d, bool isMax, ir::FloatFormat f, const typename D::BV& a, const typename D::BV& b) {
  typename D::Bool bothZero = d.bAnd(fp::isZeroValue(d, f, a), fp::isZeroValue(d, f, b));
  typename D::Bool aNegative = fp::isNegative(d, f, a);
  typename D::BV zeroPick = isMax ? d.ite(aNegative, b, a) : d.ite(aNegative, a, b);
  typename D::Bool aWins = isMax ? d.fpLess(f, b, a) : d.fpLess(f, a, b);
  typename D::BV ordered = d.ite(bothZero, zeroPick, d.ite(aWins, a, b));
  return d.ite(d.bOr(fp::isNaN(d, f, a), fp::isNaN(d, f, b)), nanResult(d, f, {a, b}), ordered);
}

// The rounding direction of floor, ceil, trunc, rint, nearbyint, round and roundeven.
inline Rounding integralRounding(ir::Intrinsic id) {
  switch (id) {
  case ir::Intrinsic::Floor: return Rounding::Down;
  case ir::Intrinsic::Ceil: return Rounding::Up;
  case ir::Intrinsic::FTrunc: return Rounding::TowardZero;
  case ir::Intrinsic::Round: return Rounding::NearestAway;
  default: return Rounding::NearestEven;
  }
}

// is.fpclass: whether `a` is in one of the classes set in `mask` (bit 0 signaling NaN, 1 quiet
// NaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf).
template <class D> typename D::Bool isFPClass(D& d, ir::FloatFormat f, const typename D::BV& a, uint64_t mask) {
  typename D::Bool neg = fp::isNegative(d, f, a), pos = d.bNot(neg), snan = fp::isSignalingNaN(d, f, a);
  typename D::Bool classes[10] = {
      snan, d.bAnd(fp::isNaN(d, f, a), d.bNot(snan)), d.bAnd(neg, fp::isInfinity(d, f, a)), d.bAnd(neg, fp::isNormal(d, f, a)),
      d.bAnd(neg, fp::isSubnormal(d, f, a)), d.bAnd(neg, fp::isZeroValue(d, f, a)), d.bAnd(pos, fp::isZeroValue(d, f, a)),
      d.bAnd(pos, fp::isSubnormal(d, f, a)), d.bAnd(pos, fp::isNormal(d, f, a)), d.bAnd(pos, fp::isInfinity(d, f, a))};
  typename D::Bool out = d.boolConst(false);
  for (unsigned i = 0; i < 10; ++i)
    if (mask & (uint64_t(1) << i)) out = d.bOr(out, classes[i]);
  return out;
}

// canonicalize under IEEE denormals: the value itself, and for a NaN the target's canonical NaN,
// one NaN per run (its payload an environment value; quiet or not is the target's choice).
template <class D> typename D::BV canonicalValue(D& d, ir::FloatFormat f, const typename D::BV& a) {
  typename D::BV payload = d.environmentValue("canonical-nan." + std::to_string(f.width()), f.width() - 1 - f.exponentBits);
  typename D::BV quietBit = fp::pattern(d, f, false, 0, fp::u128(1) << (f.fractionBits() - 1));
  typename D::BV fraction = d.ite(isZero(d, payload), d.extract(quietBit, f.fractionBits() - 1, 0), payload);
  typename D::BV nan = d.concat(d.concat(d.constantU(1, 0), allOnes(d, f.exponentBits)), fraction);
  return d.ite(fp::isNaN(d, f, a), nan, a);
}

// fma, or for fmuladd either the fused or the unfused result. Either way a NaN result is one of
// the NaNs allowed from a, b and c (the unfused product's NaN comes from a, b or is preferred),
// so one NaN choice serves both.
template <class D>
typename D::BV fusedValue(D& d, bool mayUnfuse, ir::FloatFormat f, const typename D::BV& a, const typename D::BV& b, const typename D::BV& c) {
  typename D::BV r = d.fpFma(f, Rounding::NearestEven, a, b, c);
  if (mayUnfuse) {
    typename D::BV unfused = d.fpArith(FloatArith::Add, f, Rounding::NearestEven, d.fpArith(FloatArith::Mul, f, Rounding::NearestEven, a, b), c);
    r = d.ite(d.toBool(d.choice(1)), r, unfused);
  }
  return withNaNRules(d, f, r, {a, b, c});
}

// One lane of a floating-point intrinsic returning a floating-point value of format `f`
// (everything above but is.fpclass and the saturating conversions).
template <class D>
Lane<D> floatIntrinsicLane(D& d, ir::Intrinsic id, uint8_t fmf, ir::FloatFormat f, const std::vector<const Lane<D>*>& in) {
  std::vector<typename D::BV> x;
  typename D::Bool poison = d.boolConst(false);
  std::vector<typename D::BV> raw;
  for (auto* l : in) {
    x.push_back(nszOperand(d, fmf, f, l->value));
    raw.push_back(l->value);
    poison = d.bOr(poison, l->poison);
  }
  typename D::BV v = x[0];
  using ir::Intrinsic;
  switch (id) {
  case Intrinsic::FAbs: v = fp::absolute(d, f, x[0]); break;
  case Intrinsic::CopySign: v = fp::withSign(d, f, x[0], fp::signOf(d, f, x[1])); break;
  case Intrinsic::MinNum: case Intrinsic::MaxNum: v = minMaxNumValue(d, id == Intrinsic::MaxNum, f, x[0], x[1]); break;
  case Intrinsic::Minimum: case Intrinsic::Maximum: v = minimumMaximumValue(d, id == Intrinsic::Maximum, f, x[0], x[1]); break;
  case Intrinsic::Fma: case Intrinsic::FMulAdd: v = fusedValue(d, id == Intrinsic::FMulAdd, f, x[0], x[1], x[2]); break;
  case Intrinsic::Sqrt: v = withNaNRules(d, f, d.fpSqrt(f, Rounding::NearestEven, x[0]), {x[0]}); break;
  case Intrinsic::Canonicalize: v = canonicalValue(d, f, x[0]); break;
  default: v = withNaNRules(d, f, d.fpRoundToIntegral(f, integralRounding(id), x[0]), {x[0]}); break;
  }
  return fastMathResult(d, fmf, f, {v, poison}, raw);
}

// The environment's rounding mode as a Rounding number (the values 5..7 of its 3 bits count as
// round to nearest even).
template <class D> typename D::BV environmentMode(D& d) {
  typename D::BV env = d.environmentRounding();
  return d.ite(d.ult(env, d.constantU(3, 5)), env, d.constantU(3, 0));
}

// `op(rm)` in the rounding a constrained intrinsic declares: a static mode other than the
// environment's is UB (added to `ub`); round.dynamic uses the environment's.
template <class D, class Op> typename D::BV inDeclaredRounding(D& d, uint8_t rounding, Op op, typename D::Bool& ub) {
  typename D::BV env = environmentMode(d);
  if (rounding != ir::kDynamicRounding) {
    ub = d.bOr(ub, ne(d, env, d.constantU(3, rounding)));
    return op(Rounding(rounding));
  }
  typename D::BV v = op(Rounding::NearestEven);
  for (uint8_t r = 1; r <= 4; ++r) v = d.ite(d.eq(env, d.constantU(3, r)), op(Rounding(r)), v);
  return v;
}

// One lane of llvm.experimental.constrained.{fadd,fsub,fmul,fdiv,fma,sqrt}: the operation in
// its declared rounding, with the NaN and fast-math rules; exceptions are not observable.
template <class D>
Lane<D> constrainedLane(D& d, ir::Intrinsic id, const ir::Instruction& call, ir::FloatFormat f, const std::vector<const Lane<D>*>& in, typename D::Bool& ub) {
  std::vector<typename D::BV> x, raw;
  typename D::Bool poison = d.boolConst(false);
  for (auto* l : in) {
    x.push_back(nszOperand(d, call.fastMath, f, l->value));
    raw.push_back(l->value);
    poison = d.bOr(poison, l->poison);
  }
  auto op = [&](Rounding rm) -> typename D::BV {
    switch (id) {
    case ir::Intrinsic::ConstrainedFAdd: return d.fpArith(FloatArith::Add, f, rm, x[0], x[1]);
    case ir::Intrinsic::ConstrainedFSub: return d.fpArith(FloatArith::Sub, f, rm, x[0], x[1]);
    case ir::Intrinsic::ConstrainedFMul: return d.fpArith(FloatArith::Mul, f, rm, x[0], x[1]);
    case ir::Intrinsic::ConstrainedFDiv: return d.fpArith(FloatArith::Div, f, rm, x[0], x[1]);
    case ir::Intrinsic::ConstrainedFma: return d.fpFma(f, rm, x[0], x[1], x[2]);
    default: return d.fpSqrt(f, rm, x[0]);
    }
  };
  typename D::BV v = withNaNRules(d, f, inDeclaredRounding(d, call.constrained.rounding, op, ub), x);
  return fastMathResult(d, call.fastMath, f, {v, poison}, raw);
}

// Whether `id` is a floating-point intrinsic floatIntrinsicLane computes.
inline bool isFloatValuedIntrinsic(ir::Intrinsic id) { return id >= ir::Intrinsic::FAbs && id <= ir::Intrinsic::Canonicalize; }

} // namespace theseus::semantics
