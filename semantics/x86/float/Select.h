#pragma once
// The x86 floating-point selections: blendvps/pd and vpermilvar ps/pd. Lanes move as bit
// patterns; no arithmetic, so no NaN rule applies.
#include "semantics/x86/permute/Select.h"

namespace theseus::semantics::x86::fpx {

// blendv(a, b, mask): lane i is b[i] when mask[i]'s sign bit is set, else a[i]. Poison: mask[i],
// or the picked lane.
template <class D> Lanes<D> blendLanes(D& d, const Lanes<D>& a, const Lanes<D>& b, const Lanes<D>& mask) {
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    typename D::Bool pickB = permute::topBitSet(d, mask[i].value);
    out.push_back({d.ite(pickB, b[i].value, a[i].value), d.bOr(mask[i].poison, d.iteBool(pickB, b[i].poison, a[i].poison))});
  }
  return out;
}

// vpermilvar: lane i is a's lane, within i's 128-bit lane, that index[i] picks: by bits 1:0 for
// ps, by bit 1 for pd. Poison: index[i], or the picked lane.
template <class D> Lanes<D> permilLanes(D& d, unsigned laneBits, const Lanes<D>& a, const Lanes<D>& index) {
  unsigned k = 128 / laneBits;
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    typename D::BV pick = k == 2 ? d.extract(index[i].value, 1, 1) : index[i].value;
    out.push_back(withPoison(d, permute::laneAtIndex(d, a, i - i % k, k, pick), index[i].poison));
  }
  return out;
}

} // namespace theseus::semantics::x86::fpx
