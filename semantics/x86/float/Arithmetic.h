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

// The IEEE sums of the pairwise tree over `terms` ((t0 + t1) + (t2 + t3)), level by level: level 0
// is t0 + t1 and t2 + t3, the last level one sum. They stand for every NaN order: where neither
// operand of an addition is NaN the order does not change its operands.
template <class D> std::vector<std::vector<typename D::BV>> dotProductLevels(D& d, ir::FloatFormat f, std::vector<typename D::BV> terms) {
  std::vector<std::vector<typename D::BV>> levels;
  while (terms.size() > 1) {
    std::vector<typename D::BV> sums, rounded;
    for (size_t i = 0; i < terms.size(); i += 2) {
      sums.push_back(d.fpArith(FloatArith::Add, f, Rounding::NearestEven, terms[i], terms[i + 1]));
      rounded.push_back(withSseNaNRules(d, f, sums.back(), terms[i], terms[i + 1]));
    }
    levels.push_back(std::move(sums));
    terms = std::move(rounded);
  }
  return levels;
}

// One lane's sum of `terms` with SSE's NaN rules, each addition's order chosen by `swapped()`
// (true: where two NaNs meet the right one wins; Intel's pseudo-code keeps the left one, and
// processors differ, lane by lane and addition by addition), over the IEEE sums `levels`
// (dotProductLevels) the lanes share.
template <class D, class Choice>
typename D::BV dotProductLaneSum(D& d, ir::FloatFormat f, std::vector<typename D::BV> terms, const std::vector<std::vector<typename D::BV>>& levels,
                                 Choice swapped) {
  for (const std::vector<typename D::BV>& sums : levels) {
    std::vector<typename D::BV> next;
    for (size_t i = 0; i < sums.size(); ++i) {
      const typename D::BV &x = terms[2 * i], &y = terms[2 * i + 1];
      next.push_back(d.ite(swapped(), withSseNaNRules(d, f, sums[i], y, x), withSseNaNRules(d, f, sums[i], x, y)));
    }
    terms = std::move(next);
  }
  return terms[0];
}

// dpps/dppd on the k lanes from `base` of one 128-bit lane: the sum of dotProductTerms in the
// lanes whose imm bit i is set (else +0), each lane with NaN orders of its own
// (dotProductLaneSum, each order a choice). Poison: the immediate, or a lane of a product the sum
// uses.
template <class D>
void dotProductBlock(D& d, ir::FloatFormat f, const Lanes<D>& a, const Lanes<D>& b, const Lane<D>& imm, size_t base, size_t k, Lanes<D>& out) {
  typename D::BV zero = d.constantU(f.width(), 0);
  typename D::Bool poison = imm.poison;
  for (size_t i = 0; i < k; ++i) {
    typename D::Bool used = immediateBit(d, imm.value, unsigned(4 + i));
    poison = d.bOr(poison, d.bAnd(used, d.bOr(a[base + i].poison, b[base + i].poison)));
  }
  std::vector<typename D::BV> terms = dotProductTerms(d, f, a, b, imm, base, k);
  std::vector<std::vector<typename D::BV>> levels = dotProductLevels(d, f, terms);
  for (size_t i = 0; i < k; ++i)
    out.push_back({d.ite(immediateBit(d, imm.value, unsigned(i)), dotProductLaneSum(d, f, terms, levels, [&] { return d.toBool(d.choice(1)); }), zero), poison});
}

// dpps (per 128-bit lane) and dppd.
template <class D> Lanes<D> dotProductLanes(D& d, ir::FloatFormat f, const Lanes<D>& a, const Lanes<D>& b, const Lane<D>& imm) {
  size_t k = 128 / f.width();
  Lanes<D> out;
  for (size_t base = 0; base < a.size(); base += k) dotProductBlock(d, f, a, b, imm, base, k, out);
  return out;
}

} // namespace theseus::semantics::x86::fpx
