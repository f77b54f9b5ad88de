#pragma once
// The byte families: pshuf.b, pblendvb, pmovmskb, pmultishift.qb.
#include "semantics/x86/Poison.h"
#include "semantics/x86/permute/Select.h"

namespace theseus::semantics::x86::permute {

// pshuf.b: result byte i is 0 when index byte i has its top bit set, else the byte of `table`'s
// 128-bit lane picked by the index's low 4 bits. Poison: the index byte, or the picked byte
// when it is not zeroed.
template <class D> Lanes<D> shuffleBytes(D& d, const Lanes<D>& table, const Lanes<D>& index) {
  Lanes<D> out;
  for (size_t i = 0; i < table.size(); ++i) {
    Lane<D> picked = laneAtIndex(d, table, i / 16 * 16, 16, index[i].value);
    typename D::Bool zeroed = topBitSet(d, index[i].value);
    typename D::BV value = d.ite(zeroed, d.constantU(8, 0), picked.value);
    out.push_back({value, d.bOr(index[i].poison, d.bAnd(d.bNot(zeroed), picked.poison))});
  }
  return out;
}

// pblendvb(a, b, mask): byte i is b[i] when mask[i]'s top bit is set, else a[i]. Poison: the
// mask byte, or the picked byte.
template <class D> Lanes<D> blendBytes(D& d, const Lanes<D>& a, const Lanes<D>& b, const Lanes<D>& mask) {
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    typename D::Bool takeB = topBitSet(d, mask[i].value);
    typename D::Bool picked = d.iteBool(takeB, b[i].poison, a[i].poison);
    out.push_back({d.ite(takeB, b[i].value, a[i].value), d.bOr(mask[i].poison, picked)});
  }
  return out;
}

// pmovmskb: bit i of the i32 is the top bit of byte i, upper bits 0; poison when any byte is.
template <class D> Lanes<D> moveMaskBytes(D& d, const Lanes<D>& bytes) {
  typename D::BV bits = d.extract(bytes[0].value, 7, 7);
  for (size_t i = 1; i < bytes.size(); ++i) bits = d.concat(d.extract(bytes[i].value, 7, 7), bits);
  if (d.width(bits) < 32) bits = d.zext(bits, 32 - d.width(bits));
  return {{bits, anyPoison(d, bytes)}};
}

// Whether the 8 bits of the 64-bit group `data[first, first + 8)` starting at bit `offset` (6
// bits, wrapping around) read a poison byte.
template <class D> typename D::Bool windowPoison(D& d, const Lanes<D>& data, size_t first, const typename D::BV& offset) {
  typename D::BV byte = d.extract(offset, 5, 3);
  typename D::Bool straddles = d.bNot(isZero(d, d.extract(offset, 2, 0)));
  typename D::Bool out = d.boolConst(false);
  for (unsigned k = 0; k < 8; ++k) {
    typename D::Bool here = d.bOr(data[first + k].poison, d.bAnd(straddles, data[first + (k + 1) % 8].poison));
    out = d.iteBool(d.eq(byte, d.constantU(3, k)), here, out);
  }
  return out;
}

// pmultishift.qb(control, data): byte j of 64-bit group g is the 8 bits of data's group g
// rotated right by control byte j's low 6 bits. Poison: the control byte, or a data byte the
// window reads.
template <class D> Lanes<D> multiShiftBytes(D& d, const Lanes<D>& control, const Lanes<D>& data) {
  Lanes<D> out;
  for (size_t g = 0; g < data.size(); g += 8) {
    typename D::BV group = data[g].value;
    for (size_t k = 1; k < 8; ++k) group = d.concat(data[g + k].value, group);
    for (size_t j = g; j < g + 8; ++j) {
      typename D::BV offset = d.extract(control[j].value, 5, 0);
      typename D::BV amount = d.zext(offset, 58);
      typename D::BV rotated = d.bvOr(d.lshr(group, amount), d.shl(group, d.sub(d.constantU(64, 64), amount)));
      out.push_back({d.extract(rotated, 7, 0), d.bOr(control[j].poison, windowPoison(d, data, g, offset))});
    }
  }
  return out;
}

} // namespace theseus::semantics::x86::permute
