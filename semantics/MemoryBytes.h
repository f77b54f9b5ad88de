#pragma once
// Values as the bytes memory holds (docs/memory.md). A byte is 8 value bits and 8 poison bits, one
// per value bit. A value of type T is stored as the integer of T's bits: a vector's element 0 in
// the low bits (the high bits on a big-endian target), a pointer as its 64-bit word. That integer
// is extended to whole bytes with padding bits that are poison with value 0 (the padding of i17 is
// 7 such bits) and laid out from the lowest address, least significant byte first (most
// significant first on a big-endian target).
//
// Loading reverses it: a lane is poison when any of its bits is poison, and every lane is poison
// when the value of a padding bit is not zero (a load of i17 over the bytes of a <2 x i17> store
// reads element 1's bits as padding: Alive2's memory/padding-nonbyte-fail); padding's poison bits
// are ignored, so a value stored and loaded at the same type reads back. Struct types are not
// modelled here; the interpreter reports them unsupported.
#include "ir/Type.h"
#include "semantics/Lane.h"

#include <optional>
#include <stdexcept>

namespace theseus::semantics {

template <class D> struct Byte {
  typename D::BV value;  // 8 bits
  typename D::BV poison; // 8 bits, bit i set when value bit i is poison
};

// The bytes a value of `type` occupies: its bits rounded up to whole bytes.
inline unsigned storeBytes(const ir::Type& type) { return (type.totalBits() + 7) / 8; }

// Whether `type` has a memory layout here: integers, floating-point values, pointers and vectors
// of integers, floating-point values or pointers (each lane its 64-bit word).
inline bool hasByteLayout(const ir::Type& type) { return type.isInt() || type.isFloat() || type.isPtrOrPtrVector() || type.isVector(); }

namespace detail {

// The lanes of `type` packed into one integer of its total width (value, poison mask).
template <class D> std::pair<typename D::BV, typename D::BV> packLanes(D& d, const Lanes<D>& lanes, bool bigEndian) {
  std::optional<typename D::BV> value, poison;
  for (size_t k = 0; k < lanes.size(); ++k) {
    const Lane<D>& lane = lanes[bigEndian ? lanes.size() - 1 - k : k];
    unsigned w = d.width(lane.value);
    typename D::BV mask = d.ite(lane.poison, allOnes(d, w), d.constantU(w, 0));
    value = value ? d.concat(lane.value, *value) : lane.value;
    poison = poison ? d.concat(mask, *poison) : mask;
  }
  return {*value, *poison};
}

// Byte `k` (from the lowest address) of the integer `bits`, `n` bytes wide.
template <class D> typename D::BV byteOf(D& d, const typename D::BV& bits, unsigned k, unsigned n, bool bigEndian) {
  unsigned index = bigEndian ? n - 1 - k : k;
  return d.extract(bits, 8 * index + 7, 8 * index);
}

// The integer of `bytes` (value or poison side), the first byte least significant unless big-endian.
template <class D> typename D::BV joinBytes(D& d, const std::vector<typename D::BV>& bytes, bool bigEndian) {
  typename D::BV out = bytes[bigEndian ? bytes.size() - 1 : 0];
  for (size_t k = 1; k < bytes.size(); ++k) out = d.concat(bytes[bigEndian ? bytes.size() - 1 - k : k], out);
  return out;
}

} // namespace detail

// Whether each lane of `type` fills whole bytes of its own: then the packed integer of
// encodeBytes and decodeBytes never needs to be formed (lanesOwnTheirBytes's encoding and
// decoding below are that integer's, byte for byte; MemoryBytesTest checks them against it).
inline bool lanesOwnTheirBytes(const ir::Type& type) { return type.bits() % 8 == 0; }

namespace detail {

// The bytes of `lanes` of `type` (lanesOwnTheirBytes): lane k at bytes [k*B, (k+1)*B), B its byte
// count, whatever the byte order; within a lane, least significant byte first unless big-endian.
template <class D> std::vector<Byte<D>> encodeOwnBytes(D& d, const Lanes<D>& lanes, const ir::Type& type, bool bigEndian) {
  unsigned n = type.bits() / 8;
  std::vector<Byte<D>> out;
  for (const Lane<D>& lane : lanes) {
    typename D::BV poison = d.ite(lane.poison, allOnes(d, 8), d.constantU(8, 0));
    for (unsigned k = 0; k < n; ++k) out.push_back({byteOf(d, lane.value, k, n, bigEndian), poison});
  }
  return out;
}

// The lanes of `type` (lanesOwnTheirBytes) read from `bytes`, as encodeOwnBytes lays them out: a
// lane is poison when any bit of its bytes is.
template <class D> Lanes<D> decodeOwnBytes(D& d, const std::vector<Byte<D>>& bytes, const ir::Type& type, bool bigEndian) {
  unsigned n = type.bits() / 8;
  Lanes<D> out;
  for (unsigned k = 0; k < type.lanes(); ++k) {
    std::vector<typename D::BV> values, poisons;
    for (unsigned j = 0; j < n; ++j) {
      values.push_back(bytes[k * n + j].value);
      poisons.push_back(bytes[k * n + j].poison);
    }
    typename D::BV poison = joinBytes(d, poisons, bigEndian);
    out.push_back({joinBytes(d, values, bigEndian), ne(d, poison, d.constantU(type.bits(), 0))});
  }
  return out;
}

// The bytes of `lanes` of `type` through the integer of all its bits (the layout this file's comment defines).
template <class D> std::vector<Byte<D>> encodePackedBytes(D& d, const Lanes<D>& lanes, const ir::Type& type, bool bigEndian) {
  auto [value, poison] = detail::packLanes(d, lanes, bigEndian);
  unsigned n = storeBytes(type), pad = 8 * n - type.totalBits();
  value = d.zext(value, pad);
  if (pad) poison = d.concat(allOnes(d, pad), poison);
  std::vector<Byte<D>> out;
  for (unsigned k = 0; k < n; ++k) out.push_back({detail::byteOf(d, value, k, n, bigEndian), detail::byteOf(d, poison, k, n, bigEndian)});
  return out;
}

// The lanes of `type` read from `bytes` through the integer of all their bits (the layout this file's comment defines).
template <class D> Lanes<D> decodePackedBytes(D& d, const std::vector<Byte<D>>& bytes, const ir::Type& type, bool bigEndian) {
  std::vector<typename D::BV> values, poisons;
  for (auto& b : bytes) {
    values.push_back(b.value);
    poisons.push_back(b.poison);
  }
  typename D::BV value = detail::joinBytes(d, values, bigEndian), poison = detail::joinBytes(d, poisons, bigEndian);
  unsigned total = type.totalBits(), all = 8 * unsigned(bytes.size());
  typename D::Bool paddingBad = d.boolConst(false);
  if (all > total) {
    typename D::BV zero = d.constantU(all - total, 0);
    paddingBad = ne(d, d.extract(value, all - 1, total), zero);
  }
  Lanes<D> out;
  unsigned w = type.bits(), lanes = type.lanes();
  for (unsigned k = 0; k < lanes; ++k) {
    unsigned slot = bigEndian ? lanes - 1 - k : k;
    typename D::BV lanePoison = d.extract(poison, slot * w + w - 1, slot * w);
    out.push_back({d.extract(value, slot * w + w - 1, slot * w), d.bOr(paddingBad, ne(d, lanePoison, d.constantU(w, 0)))});
  }
  return out;
}

} // namespace detail

// The bytes of a value of `type` (hasByteLayout) with lanes `lanes`.
template <class D> std::vector<Byte<D>> encodeBytes(D& d, const Lanes<D>& lanes, const ir::Type& type, bool bigEndian) {
  if (lanesOwnTheirBytes(type)) return detail::encodeOwnBytes(d, lanes, type, bigEndian);
  return detail::encodePackedBytes(d, lanes, type, bigEndian);
}

// The lanes of a value of `type` (hasByteLayout) read from `bytes` (storeBytes(type) of them).
template <class D> Lanes<D> decodeBytes(D& d, const std::vector<Byte<D>>& bytes, const ir::Type& type, bool bigEndian) {
  if (lanesOwnTheirBytes(type)) return detail::decodeOwnBytes(d, bytes, type, bigEndian);
  return detail::decodePackedBytes(d, bytes, type, bigEndian);
}

} // namespace theseus::semantics
