#pragma once
// Shared helpers of the permute group: picking a lane by a symbolic index with an ite chain, and
// the saturating narrowings of pack and the truncating moves.
#include "semantics/Lane.h"

namespace theseus::semantics::x86::permute {

// log2 of the power of two `n`.
inline unsigned log2Exact(unsigned n) {
  unsigned bits = 0;
  while ((1u << bits) < n) ++bits;
  return bits;
}

// lanes[first + index] for the `count` (a power of two, at least 2) lanes from `first`, picked
// by the low log2(count) bits of `index`; poison when the picked lane is.
template <class D> Lane<D> laneAtIndex(D& d, const Lanes<D>& lanes, size_t first, unsigned count, const typename D::BV& index) {
  unsigned bits = log2Exact(count);
  typename D::BV low = d.width(index) == bits ? index : d.extract(index, bits - 1, 0);
  Lane<D> out = lanes[first];
  for (unsigned k = 1; k < count; ++k) {
    typename D::Bool hit = d.eq(low, d.constantU(bits, k));
    out = {d.ite(hit, lanes[first + k].value, out.value), d.iteBool(hit, lanes[first + k].poison, out.poison)};
  }
  return out;
}

// Whether the top bit of `x` is set.
template <class D> typename D::Bool topBitSet(D& d, const typename D::BV& x) {
  unsigned w = d.width(x);
  return d.toBool(d.extract(x, w - 1, w - 1));
}

// The signed `x` narrowed to `to` bits with signed saturation.
template <class D> typename D::BV signedSaturate(D& d, const typename D::BV& x, unsigned to) {
  unsigned w = d.width(x);
  typename D::BV lowest = d.sext(signedMin(d, to), w - to), highest = d.zext(d.bvNot(signedMin(d, to)), w - to);
  typename D::BV narrowed = d.extract(x, to - 1, 0);
  return d.ite(d.slt(x, lowest), signedMin(d, to), d.ite(d.slt(highest, x), d.bvNot(signedMin(d, to)), narrowed));
}

// The signed `x` narrowed to `to` bits with unsigned saturation (negative values give 0).
template <class D> typename D::BV signedToUnsignedSaturate(D& d, const typename D::BV& x, unsigned to) {
  unsigned w = d.width(x);
  typename D::BV highest = d.zext(allOnes(d, to), w - to);
  typename D::BV narrowed = d.extract(x, to - 1, 0);
  return d.ite(topBitSet(d, x), d.constantU(to, 0), d.ite(d.slt(highest, x), allOnes(d, to), narrowed));
}

// The unsigned `x` narrowed to `to` bits with unsigned saturation.
template <class D> typename D::BV unsignedSaturate(D& d, const typename D::BV& x, unsigned to) {
  unsigned w = d.width(x);
  typename D::BV highest = d.zext(allOnes(d, to), w - to);
  return d.ite(d.ult(highest, x), allOnes(d, to), d.extract(x, to - 1, 0));
}

} // namespace theseus::semantics::x86::permute
