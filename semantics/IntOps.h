#pragma once
// The per-lane semantics of the integer instructions of LLVM 19's LangRef: binary operators with
// their flags, icmp, select and the integer casts. Written once for every Domain.
#include "ir/Opcode.h"
#include "semantics/Lane.h"

namespace theseus::semantics {

// Poison from nuw/nsw on add, sub and mul.
template <class D>
typename D::Bool wrapPoison(D& d, ir::Opcode op, uint8_t flags, const typename D::BV& a, const typename D::BV& b) {
  typename D::Bool p = d.boolConst(false);
  bool nuw = flags & ir::FlagNUW, nsw = flags & ir::FlagNSW;
  switch (op) {
  case ir::Opcode::Add:
    if (nuw) p = d.bOr(p, d.uaddOverflow(a, b));
    if (nsw) p = d.bOr(p, d.saddOverflow(a, b));
    break;
  case ir::Opcode::Sub:
    if (nuw) p = d.bOr(p, d.usubOverflow(a, b));
    if (nsw) p = d.bOr(p, d.ssubOverflow(a, b));
    break;
  case ir::Opcode::Mul:
    if (nuw) p = d.bOr(p, d.umulOverflow(a, b));
    if (nsw) p = d.bOr(p, d.smulOverflow(a, b));
    break;
  default:
    break;
  }
  return p;
}

// Poison of shl/lshr/ashr: an amount >= the width, shifted-out bits under nuw/nsw/exact.
template <class D>
typename D::Bool shiftPoison(D& d, ir::Opcode op, uint8_t flags, const typename D::BV& a, const typename D::BV& b,
                             const typename D::BV& result) {
  unsigned w = d.width(a);
  typename D::Bool p = d.bNot(d.ult(b, d.constantU(w, w)));
  if (op == ir::Opcode::Shl) {
    if (flags & ir::FlagNUW) p = d.bOr(p, ne(d, d.lshr(result, b), a));
    if (flags & ir::FlagNSW) p = d.bOr(p, ne(d, d.ashr(result, b), a));
  } else if (flags & ir::FlagExact) {
    p = d.bOr(p, ne(d, d.shl(result, b), a));
  }
  return p;
}

// UB of udiv/urem/sdiv/srem: a zero or poison divisor; for the signed ones, INT_MIN / -1, where a
// poison dividend counts as possibly INT_MIN.
template <class D> typename D::Bool divisionUB(D& d, ir::Opcode op, const Lane<D>& a, const Lane<D>& b) {
  unsigned w = d.width(a.value);
  typename D::Bool ub = d.bOr(b.poison, isZero(d, b.value));
  if (op == ir::Opcode::SDiv || op == ir::Opcode::SRem) {
    typename D::Bool dividendMayBeMin = d.bOr(a.poison, d.eq(a.value, signedMin(d, w)));
    ub = d.bOr(ub, d.bAnd(d.eq(b.value, allOnes(d, w)), dividendMayBeMin));
  }
  return ub;
}

// The value of a binary operator, without its poison and UB rules.
template <class D> typename D::BV binaryValue(D& d, ir::Opcode op, const typename D::BV& a, const typename D::BV& b) {
  switch (op) {
  case ir::Opcode::Add: return d.add(a, b);
  case ir::Opcode::Sub: return d.sub(a, b);
  case ir::Opcode::Mul: return d.mul(a, b);
  case ir::Opcode::UDiv: return d.udiv(a, b);
  case ir::Opcode::SDiv: return d.sdiv(a, b);
  case ir::Opcode::URem: return d.urem(a, b);
  case ir::Opcode::SRem: return d.srem(a, b);
  case ir::Opcode::Shl: return d.shl(a, b);
  case ir::Opcode::LShr: return d.lshr(a, b);
  case ir::Opcode::AShr: return d.ashr(a, b);
  case ir::Opcode::And: return d.bvAnd(a, b);
  case ir::Opcode::Or: return d.bvOr(a, b);
  default: return d.bvXor(a, b);
  }
}

// One lane of `op a, b` with `flags`; adds the lane's UB condition to `fx`.
template <class D>
Lane<D> binaryLane(D& d, ir::Opcode op, uint8_t flags, const Lane<D>& a, const Lane<D>& b, Effects<D>& fx) {
  typename D::BV v = binaryValue(d, op, a.value, b.value);
  typename D::Bool p = d.bOr(a.poison, b.poison);
  switch (op) {
  case ir::Opcode::Add: case ir::Opcode::Sub: case ir::Opcode::Mul:
    p = d.bOr(p, wrapPoison(d, op, flags, a.value, b.value));
    break;
  case ir::Opcode::UDiv: case ir::Opcode::SDiv: case ir::Opcode::URem: case ir::Opcode::SRem:
    fx.ub = d.bOr(fx.ub, divisionUB(d, op, a, b));
    if ((flags & ir::FlagExact) && (op == ir::Opcode::UDiv || op == ir::Opcode::SDiv))
      p = d.bOr(p, ne(d, d.mul(v, b.value), a.value));
    break;
  case ir::Opcode::Shl: case ir::Opcode::LShr: case ir::Opcode::AShr:
    p = d.bOr(p, shiftPoison(d, op, flags, a.value, b.value, v));
    break;
  case ir::Opcode::Or:
    if (flags & ir::FlagDisjoint) p = d.bOr(p, d.bNot(isZero(d, d.bvAnd(a.value, b.value))));
    break;
  default:
    break;
  }
  return {std::move(v), std::move(p)};
}

// The truth of `a pred b`.
template <class D> typename D::Bool compare(D& d, ir::ICmpPred pred, const typename D::BV& a, const typename D::BV& b) {
  switch (pred) {
  case ir::ICmpPred::EQ: return d.eq(a, b);
  case ir::ICmpPred::NE: return ne(d, a, b);
  case ir::ICmpPred::ULT: return d.ult(a, b);
  case ir::ICmpPred::UGT: return d.ult(b, a);
  case ir::ICmpPred::ULE: return d.bNot(d.ult(b, a));
  case ir::ICmpPred::UGE: return d.bNot(d.ult(a, b));
  case ir::ICmpPred::SLT: return d.slt(a, b);
  case ir::ICmpPred::SGT: return d.slt(b, a);
  case ir::ICmpPred::SLE: return d.bNot(d.slt(b, a));
  case ir::ICmpPred::SGE: return d.bNot(d.slt(a, b));
  }
  return d.boolConst(false);
}

// One lane of `icmp pred a, b`: an i1, poison when either operand is.
template <class D> Lane<D> icmpLane(D& d, ir::ICmpPred pred, const Lane<D>& a, const Lane<D>& b) {
  return lanePoisonIfEither(d, d.fromBool(compare(d, pred, a.value, b.value)), a, b);
}

// One lane of `select c, t, f`: poison when c is, else the chosen lane.
template <class D> Lane<D> selectLane(D& d, const Lane<D>& c, const Lane<D>& t, const Lane<D>& f) {
  typename D::Bool cond = d.toBool(c.value);
  return {d.ite(cond, t.value, f.value), d.bOr(c.poison, d.iteBool(cond, t.poison, f.poison))};
}

// One lane of zext/sext/trunc to width `to`, with nneg (zext) and nuw/nsw (trunc).
template <class D> Lane<D> castLane(D& d, ir::Opcode op, uint8_t flags, const Lane<D>& a, unsigned to) {
  unsigned from = d.width(a.value);
  if (op == ir::Opcode::ZExt) {
    typename D::Bool p = a.poison;
    if (flags & ir::FlagNNeg) p = d.bOr(p, d.slt(a.value, d.constantU(from, 0)));
    return {d.zext(a.value, to - from), p};
  }
  if (op == ir::Opcode::SExt) return {d.sext(a.value, to - from), a.poison};
  typename D::BV v = d.extract(a.value, to - 1, 0);
  typename D::Bool p = a.poison;
  if (flags & ir::FlagNUW) p = d.bOr(p, ne(d, d.zext(v, from - to), a.value));
  if (flags & ir::FlagNSW) p = d.bOr(p, ne(d, d.sext(v, from - to), a.value));
  return {std::move(v), std::move(p)};
}

} // namespace theseus::semantics
