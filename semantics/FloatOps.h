#pragma once
// The per-lane semantics of LLVM 19's floating-point instructions, for every FloatDomain: the
// NaN rules ("Behavior of Floating-Point NaN values"), the fast-math flags nnan, ninf and nsz,
// fadd..frem, fneg, fcmp and the floating-point casts. Operations run in the default
// environment: round to nearest, ties to even; IEEE denormals.
#include "ir/Opcode.h"
#include "semantics/FloatBits.h"
#include "semantics/FloatDomain.h"

#include <vector>

namespace theseus::semantics {

// The NaN an operation returns where IEEE 754 says NaN: any sign, and for the quiet bit and
// payload one of: the preferred NaN (quiet, payload 0); a NaN input's payload quieted; a NaN input
// unchanged (when `mayStaySignaling`). `nanInputs` are the inputs already in the result's format.
// The choice is the domain's (a solver variable; 0, the positive preferred NaN, in tests).
template <class D>
typename D::BV nanResult(D& d, ir::FloatFormat f, const std::vector<typename D::BV>& nanInputs, bool mayStaySignaling = true) {
  unsigned options = 1 + unsigned(nanInputs.size()) * (mayStaySignaling ? 2 : 1);
  unsigned selectorBits = 0;
  while ((1u << selectorBits) < options) ++selectorBits;
  typename D::BV pick = d.choice(1 + selectorBits);
  typename D::BV body = d.extract(fp::pattern(d, f, false, fp::allOnesField(f.exponentBits), fp::u128(1) << (f.fractionBits() - 1)), f.width() - 2, 0);
  unsigned option = 1;
  for (const auto& in : nanInputs) {
    typename D::Bool inputIsNaN = fp::isNaN(d, f, in);
    auto take = [&](const typename D::BV& candidate) {
      typename D::Bool chosen = d.bAnd(inputIsNaN, d.eq(d.extract(pick, selectorBits, 1), d.constantU(selectorBits, option++)));
      body = d.ite(chosen, d.extract(candidate, f.width() - 2, 0), body);
    };
    take(fp::quieted(d, f, in));
    if (mayStaySignaling) take(in);
  }
  return d.concat(d.extract(pick, 0, 0), body);
}

// `result` where it is not NaN, else the NaN nanResult allows.
template <class D>
typename D::BV withNaNRules(D& d, ir::FloatFormat f, const typename D::BV& result, const std::vector<typename D::BV>& nanInputs) {
  return d.sameNumberAs(d.ite(fp::isNaN(d, f, result), nanResult(d, f, nanInputs), result), result);
}

// An operand under nsz: a zero's sign is insignificant, so it is either.
template <class D> typename D::BV nszOperand(D& d, uint8_t fmf, ir::FloatFormat f, const typename D::BV& a) {
  if (!(fmf & ir::FastMathNSZ)) return a;
  return d.ite(fp::isZeroValue(d, f, a), fp::withSign(d, f, a, d.choice(1)), a);
}

// The result rules of nnan, ninf and nsz: poison where an operand or the result is NaN (nnan) or
// infinite (ninf); a zero result of either sign (nsz).
template <class D>
Lane<D> fastMathResult(D& d, uint8_t fmf, ir::FloatFormat f, Lane<D> r, const std::vector<typename D::BV>& operands) {
  if (fmf & ir::FastMathNNaN) {
    r.poison = d.bOr(r.poison, fp::isNaN(d, f, r.value));
    for (auto& a : operands) r.poison = d.bOr(r.poison, fp::isNaN(d, f, a));
  }
  if (fmf & ir::FastMathNInf) {
    r.poison = d.bOr(r.poison, fp::isInfinity(d, f, r.value));
    for (auto& a : operands) r.poison = d.bOr(r.poison, fp::isInfinity(d, f, a));
  }
  if (fmf & ir::FastMathNSZ) r.value = nszOperand(d, fmf, f, r.value);
  return r;
}

// An operand under a flushing input mode: a subnormal reads as zero (of its sign, or +0).
template <class D> typename D::BV flushedInput(D& d, ir::DenormalMode mode, ir::FloatFormat f, const typename D::BV& a) {
  if (mode == ir::DenormalMode::IEEE) return a;
  typename D::BV zero = mode == ir::DenormalMode::PositiveZero ? d.constantU(f.width(), 0) : fp::withSign(d, f, d.constantU(f.width(), 0), fp::signOf(d, f, a));
  return d.ite(fp::isSubnormal(d, f, a), zero, a);
}

// A result under a flushing output mode: a subnormal may be flushed to zero (a choice).
template <class D> typename D::BV flushedOutput(D& d, ir::DenormalMode mode, ir::FloatFormat f, const typename D::BV& r) {
  if (mode == ir::DenormalMode::IEEE) return r;
  typename D::BV zero = mode == ir::DenormalMode::PositiveZero ? d.constantU(f.width(), 0) : fp::withSign(d, f, d.constantU(f.width(), 0), fp::signOf(d, f, r));
  return d.ite(d.bAnd(fp::isSubnormal(d, f, r), d.toBool(d.choice(1))), zero, r);
}

inline FloatArith floatArithOf(ir::Opcode op) {
  switch (op) {
  case ir::Opcode::FAdd: return FloatArith::Add;
  case ir::Opcode::FSub: return FloatArith::Sub;
  case ir::Opcode::FMul: return FloatArith::Mul;
  case ir::Opcode::FDiv: return FloatArith::Div;
  default: return FloatArith::Rem;
  }
}

// One lane of fadd/fsub/fmul/fdiv/frem with fast-math flags `fmf`.
template <class D> Lane<D> floatBinaryLane(D& d, ir::Opcode op, uint8_t fmf, ir::FloatFormat f, const Lane<D>& a, const Lane<D>& b) {
  typename D::BV x = nszOperand(d, fmf, f, a.value), y = nszOperand(d, fmf, f, b.value);
  typename D::BV r = withNaNRules(d, f, d.fpArith(floatArithOf(op), f, Rounding::NearestEven, x, y), {x, y});
  return fastMathResult(d, fmf, f, {r, d.bOr(a.poison, b.poison)}, {a.value, b.value});
}

// One lane of fneg: the sign flipped, NaN or not.
template <class D> Lane<D> floatNegLane(D& d, uint8_t fmf, ir::FloatFormat f, const Lane<D>& a) {
  return fastMathResult(d, fmf, f, {fp::negate(d, f, a.value), a.poison}, {a.value});
}

// The truth of `a pred b`: LLVM numbers the predicates by the outcomes they accept, bit 0 equal,
// bit 1 greater, bit 2 less, bit 3 unordered.
template <class D> typename D::Bool floatCompare(D& d, ir::FCmpPred pred, ir::FloatFormat f, const typename D::BV& a, const typename D::BV& b) {
  unsigned accepts = unsigned(pred);
  typename D::Bool out = d.boolConst(false);
  if (accepts & 1) out = d.bOr(out, d.fpEqual(f, a, b));
  if (accepts & 2) out = d.bOr(out, d.fpLess(f, b, a));
  if (accepts & 4) out = d.bOr(out, d.fpLess(f, a, b));
  if (accepts & 8) out = d.bOr(out, d.bOr(fp::isNaN(d, f, a), fp::isNaN(d, f, b)));
  return out;
}

// One lane of fcmp: an i1; nnan/ninf make it poison on a NaN/infinite operand.
template <class D> Lane<D> fcmpLane(D& d, ir::FCmpPred pred, uint8_t fmf, ir::FloatFormat f, const Lane<D>& a, const Lane<D>& b) {
  typename D::BV x = nszOperand(d, fmf, f, a.value), y = nszOperand(d, fmf, f, b.value);
  Lane<D> r{d.fromBool(floatCompare(d, pred, f, x, y)), d.bOr(a.poison, b.poison)};
  for (const auto* v : {&a.value, &b.value}) {
    if (fmf & ir::FastMathNNaN) r.poison = d.bOr(r.poison, fp::isNaN(d, f, *v));
    if (fmf & ir::FastMathNInf) r.poison = d.bOr(r.poison, fp::isInfinity(d, f, *v));
  }
  return r;
}

// A NaN `a` of format `from` with its payload moved into format `to` (the top fraction bits
// kept when narrowing, zeros appended when widening); not a NaN when narrowing drops every set bit.
template <class D> typename D::BV nanPayloadIn(D& d, ir::FloatFormat from, ir::FloatFormat to, const typename D::BV& a) {
  typename D::BV fraction = fp::fractionOf(d, from, a);
  unsigned fromBits = from.fractionBits(), toBits = to.fractionBits();
  typename D::BV moved = toBits <= fromBits ? d.extract(fraction, fromBits - 1, fromBits - toBits)
                                            : d.concat(fraction, d.constantU(toBits - fromBits, 0));
  return d.concat(d.concat(fp::signOf(d, from, a), allOnes(d, to.exponentBits)), moved);
}

// One lane of fptrunc/fpext from `from` to `to`.
template <class D> Lane<D> floatResizeLane(D& d, uint8_t fmf, ir::FloatFormat from, ir::FloatFormat to, const Lane<D>& a) {
  typename D::BV r = d.fpConvert(from, to, Rounding::NearestEven, a.value);
  r = withNaNRules(d, to, r, {nanPayloadIn(d, from, to, a.value)});
  Lane<D> out = fastMathResult(d, fmf & ~ir::FastMathNNaN & ~ir::FastMathNInf, to, {r, a.poison}, {});
  if (fmf & ir::FastMathNNaN) out.poison = d.bOr(out.poison, fp::isNaN(d, from, a.value));
  if (fmf & ir::FastMathNInf) out.poison = d.bOr(out.poison, fp::isInfinity(d, from, a.value));
  return out;
}

// One lane of uitofp/sitofp (nneg on uitofp: poison when the operand is negative).
template <class D> Lane<D> intToFloatLane(D& d, bool isSigned, uint8_t flags, ir::FloatFormat to, const Lane<D>& a) {
  unsigned w = d.width(a.value);
  typename D::Bool p = a.poison;
  if (flags & ir::FlagNNeg) p = d.bOr(p, d.slt(a.value, d.constantU(w, 0)));
  return {d.fpFromInt(a.value, isSigned, to, Rounding::NearestEven), p};
}

// Whether `a` truncated toward zero is at least the w-bit integer minimum (0, or -2^(w-1)):
// a > -1, or a > -2^(w-1) - 1, which for a format too narrow to hold that bound is a >= -2^(w-1).
template <class D> typename D::Bool truncatesAboveMinimum(D& d, ir::FloatFormat f, const typename D::BV& a, unsigned w, bool isSigned) {
  if (!isSigned) return d.fpLess(f, d.constant(fp::powerOfTwoBits(f, 0, true)), a);
  unsigned k = w - 1;
  if (k == 0) return d.fpLess(f, d.constant(fp::powerOfTwoBits(f, 1, true)), a);
  if (f.precision > k && k + f.bias() < fp::allOnesField(f.exponentBits)) {
    typename D::BV bound = fp::pattern(d, f, true, fp::u128(k) + f.bias(), fp::u128(1) << (f.fractionBits() - k));
    return d.fpLess(f, bound, a);
  }
  typename D::Bool outside = d.bOr(fp::isNaN(d, f, a), fp::isInfinity(d, f, a));
  return d.bNot(d.bOr(outside, d.fpLess(f, a, d.constant(fp::powerOfTwoBits(f, k, true)))));
}

// Whether `a` truncated toward zero is at most the w-bit integer maximum: a < 2^w or 2^(w-1).
template <class D> typename D::Bool truncatesBelowMaximum(D& d, ir::FloatFormat f, const typename D::BV& a, unsigned w, bool isSigned) {
  return d.fpLess(f, a, d.constant(fp::powerOfTwoBits(f, isSigned ? w - 1 : w, false)));
}

// One lane of fptoui/fptosi to width `w`: poison when the value truncated toward zero does not
// fit (NaN and infinities included).
template <class D> Lane<D> floatToIntLane(D& d, bool isSigned, ir::FloatFormat f, const Lane<D>& a, unsigned w) {
  typename D::Bool fits = d.bAnd(truncatesAboveMinimum(d, f, a.value, w, isSigned), truncatesBelowMaximum(d, f, a.value, w, isSigned));
  return {d.fpToInt(f, a.value, w, isSigned), d.bOr(a.poison, d.bNot(fits))};
}

// One lane of fptoui.sat/fptosi.sat: NaN gives 0, out-of-range values the nearest bound.
template <class D> Lane<D> saturatingFloatToIntLane(D& d, bool isSigned, ir::FloatFormat f, const Lane<D>& a, unsigned w) {
  typename D::BV zero = d.constantU(w, 0);
  typename D::BV low = isSigned ? signedMin(d, w) : zero, high = isSigned ? d.bvNot(signedMin(d, w)) : allOnes(d, w);
  typename D::Bool below = d.bNot(truncatesAboveMinimum(d, f, a.value, w, isSigned));
  typename D::Bool above = d.bNot(truncatesBelowMaximum(d, f, a.value, w, isSigned));
  typename D::BV v = d.ite(below, low, d.ite(above, high, d.fpToInt(f, a.value, w, isSigned)));
  return {d.ite(fp::isNaN(d, f, a.value), zero, v), a.poison};
}

} // namespace theseus::semantics
