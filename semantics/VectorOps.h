#pragma once
// The semantics of the instructions that move lanes around: bitcast (with the datalayout's
// endianness), extractelement, insertelement, shufflevector, extractvalue and insertvalue.
#include "ir/Function.h"
#include "semantics/Lane.h"

#include <algorithm>

namespace theseus::semantics {

// Where lane `i` of `count` lanes of `width` bits sits in the integer a bitcast reads or writes,
// counted from the least significant bit: lane 0 is lowest on little-endian targets and highest
// on big-endian ones (a bitcast is a store followed by a load).
inline unsigned laneBitOffset(unsigned i, unsigned count, unsigned width, bool bigEndian) {
  return (bigEndian ? count - 1 - i : i) * width;
}

// bitcast between integer and vector types of the same total width. A result lane is poison
// when any source lane it takes bits from is poison.
template <class D> Lanes<D> bitcastLanes(D& d, const Lanes<D>& src, const ir::Type& from, const ir::Type& to, bool bigEndian) {
  unsigned sw = from.bits(), sn = from.lanes(), dw = to.bits(), dn = to.lanes();
  Lanes<D> out;
  for (unsigned j = 0; j < dn; ++j) {
    unsigned lo = laneBitOffset(j, dn, dw, bigEndian), hi = lo + dw;
    std::optional<typename D::BV> bits;
    typename D::Bool poison = d.boolConst(false);
    for (unsigned k = lo; k < hi;) {
      unsigned i = bigEndian ? sn - 1 - k / sw : k / sw;
      unsigned base = laneBitOffset(i, sn, sw, bigEndian);
      unsigned pieceHi = std::min(hi, base + sw);
      typename D::BV piece = d.extract(src[i].value, pieceHi - base - 1, k - base);
      bits = bits ? d.concat(piece, *bits) : piece;
      poison = d.bOr(poison, src[i].poison);
      k = pieceHi;
    }
    out.push_back({*bits, poison});
  }
  return out;
}

// Whether `index` (of its own width) equals lane number `lane`; false when `lane` does not fit.
template <class D> typename D::Bool indexIs(D& d, const typename D::BV& index, unsigned lane) {
  unsigned w = d.width(index);
  if (w < 32 && lane >= (1u << w)) return d.boolConst(false);
  return d.eq(index, d.constantU(w, lane));
}

// Whether `index` is at least `count`, the lane count.
template <class D> typename D::Bool indexOutOfRange(D& d, const typename D::BV& index, unsigned count) {
  unsigned w = d.width(index);
  if (w < 32 && count >= (1u << w)) return d.boolConst(false);
  return d.bNot(d.ult(index, d.constantU(w, count)));
}

// extractelement: poison when the index is poison or out of range.
template <class D> Lane<D> extractElementLane(D& d, const Lanes<D>& vec, const Lane<D>& index) {
  Lane<D> out = poisonLane(d, d.width(vec[0].value));
  for (unsigned i = 0; i < vec.size(); ++i) {
    typename D::Bool hit = indexIs(d, index.value, i);
    out = {d.ite(hit, vec[i].value, out.value), d.iteBool(hit, vec[i].poison, out.poison)};
  }
  out.poison = d.bOr(out.poison, d.bOr(index.poison, indexOutOfRange(d, index.value, unsigned(vec.size()))));
  return out;
}

// insertelement: every lane poison when the index is poison or out of range.
template <class D> Lanes<D> insertElementLanes(D& d, const Lanes<D>& vec, const Lane<D>& elt, const Lane<D>& index) {
  typename D::Bool bad = d.bOr(index.poison, indexOutOfRange(d, index.value, unsigned(vec.size())));
  Lanes<D> out;
  for (unsigned i = 0; i < vec.size(); ++i) {
    typename D::Bool hit = indexIs(d, index.value, i);
    out.push_back({d.ite(hit, elt.value, vec[i].value), d.bOr(bad, d.iteBool(hit, elt.poison, vec[i].poison))});
  }
  return out;
}

// shufflevector: lane i is a[m], or b[m - n], or poison for a mask lane of -1.
template <class D> Lanes<D> shuffleLanes(D& d, const Lanes<D>& a, const Lanes<D>& b, const std::vector<int>& mask) {
  Lanes<D> out;
  unsigned n = unsigned(a.size()), w = d.width(a[0].value);
  for (int m : mask) {
    if (m < 0) out.push_back(poisonLane(d, w));
    else out.push_back(unsigned(m) < n ? a[m] : b[m - n]);
  }
  return out;
}

// The flat lanes [first, first + count) that extractvalue/insertvalue `indices` name in `agg`.
inline std::pair<unsigned, unsigned> aggregateSlice(const ir::Type& agg, const std::vector<unsigned>& indices) {
  unsigned first = 0;
  ir::Type t = agg;
  for (unsigned idx : indices) {
    first += t.fieldLaneOffset(idx);
    ir::Type next = t.fields()[idx];
    t = next;
  }
  return {first, t.flatLaneCount()};
}

} // namespace theseus::semantics
