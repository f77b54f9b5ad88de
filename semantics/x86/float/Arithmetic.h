#pragma once
// The x86 floating-point arithmetic families: min/max, hadd/hsub, addsub and dpps/dppd, with
// SSE's NaN rules (Intel SDM vol. 1, table 4-7) rather than LLVM's nondeterministic ones:
//   - an operation with a NaN operand returns the first NaN operand, quieted;
//   - an invalid operation without NaN operands returns the default NaN ("real indefinite":
//     negative, quiet, payload 0);
//   - min/max return the second operand when either is NaN or both are zero (of either sign).
// MXCSR is its default: round to nearest even, exceptions masked, DAZ and FTZ off.
#include "ir/X86Intrinsics.h"
#include "ir/Function.h"
#include "semantics/FloatOps.h"
#include "semantics/x86/Poison.h"

namespace theseus::semantics::x86::fpx {

// The default NaN of format `f`: negative, quiet, payload 0.
template <class D> typename D::BV defaultNaN(D& d, ir::FloatFormat f) {
  return fp::pattern(d, f, true, fp::allOnesField(f.exponentBits), fp::u128(1) << (f.fractionBits() - 1));
}

// `r`, the IEEE result of an operation on `a` and `b`, with SSE's NaN rules applied.
template <class D>
typename D::BV withSseNaNRules(D& d, ir::FloatFormat f, const typename D::BV& r, const typename D::BV& a, const typename D::BV& b) {
  typename D::BV invalid = d.ite(fp::isNaN(d, f, r), defaultNaN(d, f), r);
  return d.ite(fp::isNaN(d, f, a), fp::quieted(d, f, a), d.ite(fp::isNaN(d, f, b), fp::quieted(d, f, b), invalid));
}

// a op b (add, sub, mul) as SSE computes it, in rounding `rm`.
template <class D>
typename D::BV sseArith(D& d, FloatArith op, ir::FloatFormat f, const typename D::BV& a, const typename D::BV& b, Rounding rm = Rounding::NearestEven) {
  return withSseNaNRules(d, f, d.fpArith(op, f, rm, a, b), a, b);
}

// maxps: a > b ? a : b; minps: a < b ? a : b (ordered comparisons: b on NaN and on two zeros).
template <class D> typename D::BV minMaxValue(D& d, bool isMax, ir::FloatFormat f, const typename D::BV& a, const typename D::BV& b) {
  return d.ite(isMax ? d.fpLess(f, b, a) : d.fpLess(f, a, b), a, b);
}

// The lanes of min/max ps/pd (all lanes) or ss/sd (lane 0; the others a's).
template <class D> Lanes<D> minMaxLanes(D& d, uint8_t op, ir::FloatFormat f, const Lanes<D>& a, const Lanes<D>& b) {
  Lanes<D> out = a;
  size_t n = (op & ir::kScalarOp) ? 1 : a.size();
  for (size_t i = 0; i < n; ++i) out[i] = lanePoisonIfEither(d, minMaxValue(d, op & 1, f, a[i].value, b[i].value), a[i], b[i]);
  return out;
}

// x op y on two lanes, poison when either is.
template <class D> Lane<D> sseLane(D& d, FloatArith op, ir::FloatFormat f, const Lane<D>& x, const Lane<D>& y) {
  return lanePoisonIfEither(d, sseArith(d, op, f, x.value, y.value), x, y);
}

// hadd/hsub: per 128-bit lane of k lanes, the first k/2 results are a's adjacent pairs combined
// (a0 op a1, ...), the rest b's.
template <class D> Lanes<D> horizontalLanes(D& d, bool subtract, ir::FloatFormat f, const Lanes<D>& a, const Lanes<D>& b) {
  size_t k = 128 / f.width();
  FloatArith op = subtract ? FloatArith::Sub : FloatArith::Add;
  Lanes<D> out;
  for (size_t base = 0; base < a.size(); base += k)
    for (const Lanes<D>* src : {&a, &b})
      for (size_t j = 0; j < k; j += 2) out.push_back(sseLane(d, op, f, (*src)[base + j], (*src)[base + j + 1]));
  return out;
}

// addsub: a - b in even lanes, a + b in odd lanes.
template <class D> Lanes<D> addSubLanes(D& d, ir::FloatFormat f, const Lanes<D>& a, const Lanes<D>& b) {
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) out.push_back(sseLane(d, i % 2 ? FloatArith::Add : FloatArith::Sub, f, a[i], b[i]));
  return out;
}

// Whether bit `k` of the immediate `imm` is set.
template <class D> typename D::Bool immediateBit(D& d, const typename D::BV& imm, unsigned k) { return d.toBool(d.extract(imm, k, k)); }

// The products a_i * b_i of the k lanes from `base` where imm bit 4+i is set (else +0).
template <class D>
std::vector<typename D::BV> dotProductTerms(D& d, ir::FloatFormat f, const Lanes<D>& a, const Lanes<D>& b, const Lane<D>& imm, size_t base, size_t k) {
  typename D::BV zero = d.constantU(f.width(), 0);
  std::vector<typename D::BV> terms;
  for (size_t i = 0; i < k; ++i)
    terms.push_back(d.ite(immediateBit(d, imm.value, unsigned(4 + i)), sseArith(d, FloatArith::Mul, f, a[base + i].value, b[base + i].value), zero));
  return terms;
}

// The pairwise sum of `terms` ((t0 + t1) + (t2 + t3)) in two NaN orders: first, Intel's (where two
// NaNs meet, the left one's wins), second, the other (the right one's). Processors differ: one
// gives the upper lanes of dpps and dppd the second. Both share each IEEE addition: they differ
// only where two NaNs meet.
template <class D> std::pair<typename D::BV, typename D::BV> dotProductSums(D& d, ir::FloatFormat f, const std::vector<typename D::BV>& terms) {
  std::vector<typename D::BV> left = terms, right = terms;
  while (left.size() > 1) {
    std::vector<typename D::BV> nextLeft, nextRight;
    for (size_t i = 0; i < left.size(); i += 2) {
      typename D::BV sum = d.fpArith(FloatArith::Add, f, Rounding::NearestEven, left[i], left[i + 1]);
      nextLeft.push_back(withSseNaNRules(d, f, sum, left[i], left[i + 1]));
      nextRight.push_back(withSseNaNRules(d, f, sum, right[i + 1], right[i]));
    }
    left = std::move(nextLeft);
    right = std::move(nextRight);
  }
  return {left[0], right[0]};
}

// dpps/dppd on the k lanes from `base` of one 128-bit lane: the sum of dotProductTerms in the
// lanes whose imm bit i is set (else +0), each lane's NaN order (dotProductSums) a choice of its
// own. Poison: the immediate, or a lane of a product the sum uses.
template <class D>
void dotProductBlock(D& d, ir::FloatFormat f, const Lanes<D>& a, const Lanes<D>& b, const Lane<D>& imm, size_t base, size_t k, Lanes<D>& out) {
  typename D::BV zero = d.constantU(f.width(), 0);
  typename D::Bool poison = imm.poison;
  for (size_t i = 0; i < k; ++i) {
    typename D::Bool used = immediateBit(d, imm.value, unsigned(4 + i));
    poison = d.bOr(poison, d.bAnd(used, d.bOr(a[base + i].poison, b[base + i].poison)));
  }
  auto [intelOrder, otherOrder] = dotProductSums(d, f, dotProductTerms(d, f, a, b, imm, base, k));
  for (size_t i = 0; i < k; ++i) {
    typename D::BV sum = d.ite(d.toBool(d.choice(1)), otherOrder, intelOrder);
    out.push_back({d.ite(immediateBit(d, imm.value, unsigned(i)), sum, zero), poison});
  }
}

// dpps (per 128-bit lane) and dppd.
template <class D> Lanes<D> dotProductLanes(D& d, ir::FloatFormat f, const Lanes<D>& a, const Lanes<D>& b, const Lane<D>& imm) {
  size_t k = 128 / f.width();
  Lanes<D> out;
  for (size_t base = 0; base < a.size(); base += k) dotProductBlock(d, f, a, b, imm, base, k, out);
  return out;
}

} // namespace theseus::semantics::x86::fpx
