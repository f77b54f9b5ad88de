#pragma once
// The horizontal and sign families: phadd/phsub{,.sw}, psign, phminposuw.
#include "ir/X86Intrinsics.h"
#include "semantics/x86/Poison.h"
#include "semantics/x86/permute/Select.h"

namespace theseus::semantics::x86::permute {

// x + y (op 0) or x - y (op 1), wrapping or with signed saturation.
template <class D> typename D::BV pairValue(D& d, uint8_t op, bool saturating, const typename D::BV& x, const typename D::BV& y) {
  if (!saturating) return op == 0 ? d.add(x, y) : d.sub(x, y);
  unsigned w = d.width(x);
  typename D::BV wx = d.sext(x, 1), wy = d.sext(y, 1);
  return signedSaturate(d, op == 0 ? d.add(wx, wy) : d.sub(wx, wy), w);
}

// phadd/phsub(a, b): each 128-bit lane of the result holds the pairs of a's lane combined, then
// b's. Poison: either lane of the pair.
template <class D> Lanes<D> horizontalLanes(D& d, const ir::X86Row& row, const Lanes<D>& a, const Lanes<D>& b) {
  size_t perLane = 128 / d.width(a[0].value);
  Lanes<D> out;
  for (size_t first = 0; first < a.size(); first += perLane)
    for (const Lanes<D>* source : {&a, &b})
      for (size_t i = first; i < first + perLane; i += 2) {
        const Lane<D>& x = (*source)[i];
        const Lane<D>& y = (*source)[i + 1];
        out.push_back(lanePoisonIfEither(d, pairValue(d, row.op, row.saturating, x.value, y.value), x, y));
      }
  return out;
}

// psign(a, b): -a[i] when b[i] < 0, 0 when b[i] == 0, else a[i]. Poison: a[i] or b[i].
template <class D> Lanes<D> signLanes(D& d, const Lanes<D>& a, const Lanes<D>& b) {
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    unsigned w = d.width(a[i].value);
    typename D::BV zero = d.constantU(w, 0);
    typename D::BV value = d.ite(d.slt(b[i].value, zero), d.sub(zero, a[i].value), d.ite(d.eq(b[i].value, zero), zero, a[i].value));
    out.push_back(lanePoisonIfEither(d, value, a[i], b[i]));
  }
  return out;
}

// phminposuw: lane 0 the minimum unsigned u16, lane 1 the lowest index holding it, lanes 2..7 0.
// Lanes 0 and 1 are poison when any input lane is.
template <class D> Lanes<D> minimumPositionLanes(D& d, const Lanes<D>& a) {
  typename D::BV best = a[0].value, position = d.constantU(16, 0);
  for (unsigned i = 1; i < a.size(); ++i) {
    typename D::Bool smaller = d.ult(a[i].value, best);
    best = d.ite(smaller, a[i].value, best);
    position = d.ite(smaller, d.constantU(16, i), position);
  }
  typename D::Bool poison = anyPoison(d, a);
  Lanes<D> out{{best, poison}, {position, poison}};
  while (out.size() < a.size()) out.push_back({d.constantU(16, 0), d.boolConst(false)});
  return out;
}

} // namespace theseus::semantics::x86::permute
