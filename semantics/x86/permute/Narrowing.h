#pragma once
// The narrowing families: packss/packus (per 128-bit lane, both sources) and the masked
// truncating moves mask.pmov{,s,us}.
#include "ir/X86Intrinsics.h"
#include "semantics/x86/permute/Select.h"

namespace theseus::semantics::x86::permute {

// pack(a, b): each 128-bit lane of the result holds a's lane narrowed, then b's, with signed
// (packss) or signed-to-unsigned (packus) saturation. Poison: the source lane.
template <class D> Lanes<D> packLanes(D& d, bool isSigned, const Lanes<D>& a, const Lanes<D>& b) {
  unsigned to = d.width(a[0].value) / 2;
  size_t perLane = 128 / d.width(a[0].value);
  Lanes<D> out;
  for (size_t first = 0; first < a.size(); first += perLane)
    for (const Lanes<D>* source : {&a, &b})
      for (size_t i = first; i < first + perLane; ++i) {
        const Lane<D>& x = (*source)[i];
        out.push_back({isSigned ? signedSaturate(d, x.value, to) : signedToUnsignedSaturate(d, x.value, to), x.poison});
      }
  return out;
}

// mask.pmov(source, passthru, mask): lane i below the source's lane count is source[i]
// truncated (or saturated: signed, or unsigned from unsigned) when mask bit i is set, else
// passthru[i]; the lanes above are 0. Poison: the mask, or the picked lane.
template <class D> Lanes<D> truncatingMoveLanes(D& d, const ir::X86Row& row, const Lanes<D>& source, const Lanes<D>& passthru,
                                               const Lane<D>& mask) {
  unsigned to = row.result.bits();
  Lanes<D> out;
  for (size_t i = 0; i < passthru.size(); ++i) {
    if (i >= source.size()) {
      out.push_back({d.constantU(to, 0), d.boolConst(false)});
      continue;
    }
    const typename D::BV& x = source[i].value;
    typename D::BV narrowed = !row.saturating ? d.extract(x, to - 1, 0)
                              : row.isSigned  ? signedSaturate(d, x, to)
                                              : unsignedSaturate(d, x, to);
    typename D::Bool keep = d.toBool(d.extract(mask.value, unsigned(i), unsigned(i)));
    typename D::Bool picked = d.iteBool(keep, source[i].poison, passthru[i].poison);
    out.push_back({d.ite(keep, narrowed, passthru[i].value), d.bOr(mask.poison, picked)});
  }
  return out;
}

} // namespace theseus::semantics::x86::permute
