#pragma once
// Helpers shared by the x86 arithmetic families: widening, saturation, absolute differences,
// and lanes picked by a (possibly non-constant) selector.
#include "ir/Bits.h"
#include "semantics/x86/Poison.h"

#include <vector>

namespace theseus::semantics::x86::arith {

// `x` sign- or zero-extended to `to` bits (`to` >= its width).
template <class D> typename D::BV widen(D& d, const typename D::BV& x, unsigned to, bool isSigned) {
  unsigned w = d.width(x);
  if (w == to) return x;
  return isSigned ? d.sext(x, to - w) : d.zext(x, to - w);
}

// The signed value `x` clamped to the signed range of `to` bits and truncated to them.
template <class D> typename D::BV signedSaturate(D& d, const typename D::BV& x, unsigned to) {
  unsigned w = d.width(x);
  typename D::BV max = d.constantU(w, (uint64_t(1) << (to - 1)) - 1);
  typename D::BV min = d.bvNot(max);
  typename D::BV narrowMax = d.extract(max, to - 1, 0), narrowMin = d.extract(min, to - 1, 0);
  return d.ite(d.slt(max, x), narrowMax, d.ite(d.slt(x, min), narrowMin, d.extract(x, to - 1, 0)));
}

// The non-negative value `x` clamped to the unsigned range of `to` bits and truncated to them.
template <class D> typename D::BV unsignedSaturate(D& d, const typename D::BV& x, unsigned to) {
  unsigned w = d.width(x);
  typename D::BV max = d.constantU(w, ir::lowMask(to));
  return d.ite(d.ult(max, x), d.extract(max, to - 1, 0), d.extract(x, to - 1, 0));
}

// The 32-bit sum `acc + x` with signed saturation.
template <class D> typename D::BV saturatingAdd(D& d, const typename D::BV& acc, const typename D::BV& x) {
  unsigned w = d.width(acc);
  typename D::BV max = d.constantU(w, (uint64_t(1) << (w - 1)) - 1);
  typename D::BV bound = d.ite(d.slt(acc, d.constantU(w, 0)), d.bvNot(max), max);
  return d.ite(d.saddOverflow(acc, x), bound, d.add(acc, x));
}

// |a - b| of unsigned `a`, `b`, zero-extended to `to` bits.
template <class D> typename D::BV absDifference(D& d, const typename D::BV& a, const typename D::BV& b, unsigned to) {
  typename D::BV diff = d.ite(d.ult(a, b), d.sub(b, a), d.sub(a, b));
  return widen(d, diff, to, false);
}

// Bits `lo` .. `lo + count - 1` of `x` as a `count`-bit value.
template <class D> typename D::BV bitsOf(D& d, const typename D::BV& x, unsigned lo, unsigned count) {
  return d.extract(x, lo + count - 1, lo);
}

// The lane `candidates[selector]`, for a selector value below candidates.size(); the value and
// poison of the chosen candidate.
template <class D> Lane<D> pickLane(D& d, const typename D::BV& selector, const std::vector<Lane<D>>& candidates) {
  Lane<D> out = candidates.back();
  unsigned w = d.width(selector);
  for (size_t i = candidates.size() - 1; i-- > 0;) {
    typename D::Bool here = d.eq(selector, d.constantU(w, i));
    out = {d.ite(here, candidates[i].value, out.value), d.iteBool(here, candidates[i].poison, out.poison)};
  }
  return out;
}

} // namespace theseus::semantics::x86::arith
