#pragma once
// The element-wise x86 arithmetic families: pavg (rounded unsigned average), pmulh/pmulhu (high
// half of the product) and pmul.hr.sw (rounded, scaled high product). A result lane is poison
// when either operand lane at its position is.
#include "ir/X86Intrinsics.h"
#include "semantics/x86/arith/Common.h"

namespace theseus::semantics::x86::arith {

// (a + b + 1) >> 1 computed one bit wider, unsigned.
template <class D> typename D::BV averageLane(D& d, const typename D::BV& a, const typename D::BV& b) {
  unsigned w = d.width(a);
  typename D::BV sum = d.add(d.add(d.zext(a, 1), d.zext(b, 1)), d.constantU(w + 1, 1));
  return d.extract(sum, w, 1);
}

// The high half of the double-width product of `a` and `b`.
template <class D> typename D::BV mulHighLane(D& d, const typename D::BV& a, const typename D::BV& b, bool isSigned) {
  unsigned w = d.width(a);
  typename D::BV product = d.mul(widen(d, a, 2 * w, isSigned), widen(d, b, 2 * w, isSigned));
  return d.extract(product, 2 * w - 1, w);
}

// Bits 16..1 of ((a * b) >> 14) + 1 for signed 16-bit `a`, `b`, computed in 32 bits.
template <class D> typename D::BV mulHighRoundScaleLane(D& d, const typename D::BV& a, const typename D::BV& b) {
  typename D::BV product = d.mul(d.sext(a, 16), d.sext(b, 16));
  typename D::BV scaled = d.add(d.ashr(product, d.constantU(32, 14)), d.constantU(32, 1));
  return d.extract(scaled, 16, 1);
}

// The result lanes of an element-wise arithmetic row.
template <class D> Lanes<D> elementwiseLanes(D& d, const ir::X86Row& row, const Lanes<D>& a, const Lanes<D>& b) {
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    typename D::BV v = row.family == ir::X86Family::PAvg  ? averageLane(d, a[i].value, b[i].value)
                       : row.family == ir::X86Family::PMulH ? mulHighLane(d, a[i].value, b[i].value, row.isSigned)
                                                            : mulHighRoundScaleLane(d, a[i].value, b[i].value);
    out.push_back(lanePoisonIfEither(d, std::move(v), a[i], b[i]));
  }
  return out;
}

} // namespace theseus::semantics::x86::arith
