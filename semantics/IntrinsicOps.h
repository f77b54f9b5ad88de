#pragma once
// The per-lane semantics of the llvm.* integer intrinsics (LLVM 19 LangRef), for every Domain.
// Poison in any operand makes the result lane poison unless a rule below says more.
#include "ir/Opcode.h"
#include "semantics/IntOps.h"

namespace theseus::semantics {

template <class D> typename D::BV minMaxValue(D& d, ir::Intrinsic id, const typename D::BV& a, const typename D::BV& b) {
  switch (id) {
  case ir::Intrinsic::UMin: return d.ite(d.ult(a, b), a, b);
  case ir::Intrinsic::UMax: return d.ite(d.ult(a, b), b, a);
  case ir::Intrinsic::SMin: return d.ite(d.slt(a, b), a, b);
  default: return d.ite(d.slt(a, b), b, a);
  }
}

// Saturating add/sub: the exact result clamped to the type's range.
template <class D> typename D::BV saturatingValue(D& d, ir::Intrinsic id, const typename D::BV& a, const typename D::BV& b) {
  unsigned w = d.width(a);
  typename D::BV smin = signedMin(d, w), smax = d.bvNot(smin), zero = d.constantU(w, 0), ones = allOnes(d, w);
  switch (id) {
  case ir::Intrinsic::UAddSat: return d.ite(d.uaddOverflow(a, b), ones, d.add(a, b));
  case ir::Intrinsic::USubSat: return d.ite(d.usubOverflow(a, b), zero, d.sub(a, b));
  case ir::Intrinsic::SAddSat:
    return d.ite(d.saddOverflow(a, b), d.ite(d.slt(a, zero), smin, smax), d.add(a, b));
  default:
    return d.ite(d.ssubOverflow(a, b), d.ite(d.slt(a, zero), smin, smax), d.sub(a, b));
  }
}

template <class D> typename D::BV unsignedShiftClamp(D& d, const typename D::BV& a, const typename D::BV& b, const typename D::BV& shifted) {
  return d.ite(ne(d, d.lshr(shifted, b), a), allOnes(d, d.width(a)), shifted);
}

template <class D> typename D::BV signedShiftClamp(D& d, const typename D::BV& a, const typename D::BV& b, const typename D::BV& shifted) {
  unsigned w = d.width(a);
  typename D::BV smin = signedMin(d, w);
  typename D::BV clamp = d.ite(d.slt(a, d.constantU(w, 0)), smin, d.bvNot(smin));
  return d.ite(ne(d, d.ashr(shifted, b), a), clamp, shifted);
}

// sshl.sat / ushl.sat: the shift clamped on overflow; poison when the amount >= the width.
template <class D> Lane<D> shiftSaturatingLane(D& d, ir::Intrinsic id, const Lane<D>& a, const Lane<D>& b) {
  unsigned w = d.width(a.value);
  typename D::BV shifted = d.shl(a.value, b.value);
  typename D::BV v = id == ir::Intrinsic::UShlSat ? unsignedShiftClamp(d, a.value, b.value, shifted) : signedShiftClamp(d, a.value, b.value, shifted);
  typename D::Bool tooFar = d.bNot(d.ult(b.value, d.constantU(w, w)));
  return {v, d.bOr(d.bOr(a.poison, b.poison), tooFar)};
}

// fshl/fshr: the funnel shift of a:b by c modulo the width. A shift by the full width gives 0 in
// every domain, so an amount of 0 needs no special case.
template <class D> typename D::BV funnelShiftValue(D& d, ir::Intrinsic id, const typename D::BV& a, const typename D::BV& b, const typename D::BV& c) {
  unsigned w = d.width(a);
  typename D::BV width = d.constantU(w, w);
  typename D::BV amount = d.urem(c, width);
  typename D::BV rest = d.sub(width, amount);
  if (id == ir::Intrinsic::FShl) return d.bvOr(d.shl(a, amount), d.lshr(b, rest));
  return d.bvOr(d.lshr(b, amount), d.shl(a, rest));
}

// abs(a, is_int_min_poison), ctlz/cttz(a, is_zero_poison), ctpop, bswap, bitreverse.
template <class D> Lane<D> unaryIntrinsicLane(D& d, ir::Intrinsic id, const Lane<D>& a, bool poisonFlag) {
  unsigned w = d.width(a.value);
  switch (id) {
  case ir::Intrinsic::Abs: {
    typename D::BV zero = d.constantU(w, 0);
    typename D::BV v = d.ite(d.slt(a.value, zero), d.sub(zero, a.value), a.value);
    typename D::Bool p = a.poison;
    if (poisonFlag) p = d.bOr(p, d.eq(a.value, signedMin(d, w)));
    return {v, p};
  }
  case ir::Intrinsic::Ctlz:
  case ir::Intrinsic::Cttz: {
    typename D::BV v = id == ir::Intrinsic::Ctlz ? d.countLeadingZeros(a.value) : d.countTrailingZeros(a.value);
    typename D::Bool p = a.poison;
    if (poisonFlag) p = d.bOr(p, isZero(d, a.value));
    return {v, p};
  }
  case ir::Intrinsic::Ctpop: return {d.popcount(a.value), a.poison};
  case ir::Intrinsic::BSwap: return {d.byteSwap(a.value), a.poison};
  default: return {d.bitReverse(a.value), a.poison};
  }
}

// scmp/ucmp: -1, 0 or 1 in the result width `to`.
template <class D> Lane<D> threeWayCompareLane(D& d, ir::Intrinsic id, const Lane<D>& a, const Lane<D>& b, unsigned to) {
  bool isSigned = id == ir::Intrinsic::SCmp;
  typename D::Bool less = isSigned ? d.slt(a.value, b.value) : d.ult(a.value, b.value);
  typename D::Bool greater = isSigned ? d.slt(b.value, a.value) : d.ult(b.value, a.value);
  typename D::BV v = d.ite(less, allOnes(d, to), d.ite(greater, d.constantU(to, 1), d.constantU(to, 0)));
  return lanePoisonIfEither(d, v, a, b);
}

template <class D> typename D::BV withOverflowValue(D& d, ir::Intrinsic id, const typename D::BV& a, const typename D::BV& b) {
  switch (id) {
  case ir::Intrinsic::SAddO: case ir::Intrinsic::UAddO: return d.add(a, b);
  case ir::Intrinsic::SSubO: case ir::Intrinsic::USubO: return d.sub(a, b);
  default: return d.mul(a, b);
  }
}

template <class D> typename D::Bool overflowOf(D& d, ir::Intrinsic id, const typename D::BV& a, const typename D::BV& b) {
  switch (id) {
  case ir::Intrinsic::SAddO: return d.saddOverflow(a, b);
  case ir::Intrinsic::UAddO: return d.uaddOverflow(a, b);
  case ir::Intrinsic::SSubO: return d.ssubOverflow(a, b);
  case ir::Intrinsic::USubO: return d.usubOverflow(a, b);
  case ir::Intrinsic::SMulO: return d.smulOverflow(a, b);
  default: return d.umulOverflow(a, b);
  }
}

// {s,u}{add,sub,mul}.with.overflow: the wrapped result and the overflow bit, both poison when an
// operand is.
template <class D> std::pair<Lane<D>, Lane<D>> withOverflowLanes(D& d, ir::Intrinsic id, const Lane<D>& a, const Lane<D>& b) {
  typename D::BV v = withOverflowValue(d, id, a.value, b.value);
  typename D::Bool o = overflowOf(d, id, a.value, b.value);
  typename D::Bool p = d.bOr(a.poison, b.poison);
  return {Lane<D>{v, p}, Lane<D>{d.fromBool(o), p}};
}

// The binary step of a vector.reduce.* intrinsic.
template <class D> typename D::BV reduceStep(D& d, ir::Intrinsic id, const typename D::BV& acc, const typename D::BV& x) {
  switch (id) {
  case ir::Intrinsic::ReduceAdd: return d.add(acc, x);
  case ir::Intrinsic::ReduceMul: return d.mul(acc, x);
  case ir::Intrinsic::ReduceAnd: return d.bvAnd(acc, x);
  case ir::Intrinsic::ReduceOr: return d.bvOr(acc, x);
  case ir::Intrinsic::ReduceXor: return d.bvXor(acc, x);
  case ir::Intrinsic::ReduceSMax: return minMaxValue(d, ir::Intrinsic::SMax, acc, x);
  case ir::Intrinsic::ReduceSMin: return minMaxValue(d, ir::Intrinsic::SMin, acc, x);
  case ir::Intrinsic::ReduceUMax: return minMaxValue(d, ir::Intrinsic::UMax, acc, x);
  default: return minMaxValue(d, ir::Intrinsic::UMin, acc, x);
  }
}

// vector.reduce.*: poison when any lane is.
template <class D> Lane<D> reduceLanes(D& d, ir::Intrinsic id, const Lanes<D>& v) {
  Lane<D> acc = v.front();
  for (size_t i = 1; i < v.size(); ++i) acc = lanePoisonIfEither(d, reduceStep(d, id, acc.value, v[i].value), acc, v[i]);
  return acc;
}

} // namespace theseus::semantics
