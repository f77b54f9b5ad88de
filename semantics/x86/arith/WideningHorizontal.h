#pragma once
// The widening horizontal x86 families: pmadd.wd (i16 pairs multiplied and summed into i32),
// pmadd.ub.sw (u8 x s8 pairs, sums saturated to i16) and psad.bw (sums of |a - b| over 8 u8
// lanes into i64). A result lane is poison when any lane of either operand's group is.
#include "ir/X86Intrinsics.h"
#include "semantics/x86/arith/Common.h"

namespace theseus::semantics::x86::arith {

// The exact product of `a` (signed when `aSigned`) and signed `b`, computed in twice their width
// (where it fits), sign-extended to `to` bits.
template <class D> typename D::BV wideProduct(D& d, const typename D::BV& a, const typename D::BV& b, unsigned to, bool aSigned) {
  unsigned w = d.width(a);
  return widen(d, d.mul(widen(d, a, 2 * w, aSigned), widen(d, b, 2 * w, true)), to, true);
}

// The sum of the products of lanes [first, first + count) of `a` (signed when `aSigned`) and
// signed `b`, modulo 2^to.
template <class D>
typename D::BV sumOfProducts(D& d, const Lanes<D>& a, const Lanes<D>& b, size_t first, size_t count, unsigned to,
                             bool aSigned) {
  typename D::BV sum = d.constantU(to, 0);
  for (size_t i = first; i < first + count; ++i)
    sum = d.add(sum, wideProduct(d, a[i].value, b[i].value, to, aSigned));
  return sum;
}

// The sum of |a[i] - b[i]| over lanes [first, first + count), in `to` bits.
template <class D>
typename D::BV sumOfAbsDifferences(D& d, const Lanes<D>& a, const Lanes<D>& b, size_t first, size_t count, unsigned to) {
  typename D::BV sum = d.constantU(to, 0);
  for (size_t i = first; i < first + count; ++i) sum = d.add(sum, absDifference(d, a[i].value, b[i].value, to));
  return sum;
}

// The result lanes of pmadd.wd, pmadd.ub.sw or psad.bw: result lane j sums the group of
// `a.size() / out` input lanes at j.
template <class D> Lanes<D> horizontalLanes(D& d, const ir::X86Row& row, const Lanes<D>& a, const Lanes<D>& b) {
  size_t outLanes = row.result.lanes(), group = a.size() / outLanes;
  unsigned outBits = row.result.bits();
  Lanes<D> out;
  for (size_t j = 0; j < outLanes; ++j) {
    size_t first = j * group;
    typename D::BV v = d.constantU(outBits, 0);
    if (row.family == ir::X86Family::PMAddWD) v = sumOfProducts(d, a, b, first, group, 32, true);
    if (row.family == ir::X86Family::PMAddUBSW) v = signedSaturate(d, sumOfProducts(d, a, b, first, group, 32, false), 16);
    if (row.family == ir::X86Family::PSadBW) v = widen(d, sumOfAbsDifferences(d, a, b, first, group, 16), 64, false);
    typename D::Bool p = d.bOr(anyPoison(d, a, first, group), anyPoison(d, b, first, group));
    out.push_back({std::move(v), std::move(p)});
  }
  return out;
}

} // namespace theseus::semantics::x86::arith
