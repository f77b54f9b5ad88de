#pragma once
// Struct values as the bytes memory holds (docs/memory.md): each field's bytes
// (semantics/MemoryBytes.h) at its offset from the datalayout (ir::Instruction::fieldOffsets),
// and the padding between and after the fields poison, as Alive2 stores them. A load reads each
// field from its bytes and ignores the padding.
#include "ir/Function.h"
#include "semantics/MemoryBytes.h"

namespace theseus::semantics {

// Whether `type` is a struct whose fields all have a byte layout of their own and are no
// pointers (semantics/PointerProvenance.h follows attributed pointers into stores of pointers,
// not into structs).
inline bool isFlatStructInMemory(const ir::Type& type) {
  if (!type.isStruct()) return false;
  for (auto& f : type.fields())
    if (f.isStruct() || f.isPtr() || !hasByteLayout(f)) return false;
  return true;
}

// The bytes a load or store `access` of a value of `type` reads or writes.
inline unsigned accessBytes(const ir::Instruction& access, const ir::Type& type) {
  return type.isStruct() ? unsigned(access.allocBytes) : storeBytes(type);
}

// The bytes of struct value `lanes` of `type` with fields at `offsets`, `size` bytes in all.
template <class D>
std::vector<Byte<D>> encodeStructBytes(D& d, const Lanes<D>& lanes, const ir::Type& type, const std::vector<uint64_t>& offsets, uint64_t size,
                                       bool bigEndian) {
  std::vector<Byte<D>> out(size, Byte<D>{d.constantU(8, 0), d.constantU(8, 0xff)});
  for (unsigned k = 0; k < type.fields().size(); ++k) {
    const ir::Type& field = type.fields()[k];
    auto first = lanes.begin() + type.fieldLaneOffset(k);
    Lanes<D> fieldLanes(first, first + field.flatLaneCount());
    std::vector<Byte<D>> bytes = encodeBytes(d, fieldLanes, field, bigEndian);
    for (size_t b = 0; b < bytes.size(); ++b) out[offsets[k] + b] = bytes[b];
  }
  return out;
}

// The lanes of a struct of `type` with fields at `offsets` read from `bytes`.
template <class D>
Lanes<D> decodeStructBytes(D& d, const std::vector<Byte<D>>& bytes, const ir::Type& type, const std::vector<uint64_t>& offsets, bool bigEndian) {
  Lanes<D> out;
  for (unsigned k = 0; k < type.fields().size(); ++k) {
    const ir::Type& field = type.fields()[k];
    auto first = bytes.begin() + offsets[k];
    Lanes<D> fieldLanes = decodeBytes(d, std::vector<Byte<D>>(first, first + storeBytes(field)), field, bigEndian);
    out.insert(out.end(), fieldLanes.begin(), fieldLanes.end());
  }
  return out;
}

// The bytes access `access` (a store) writes for value `lanes` of `type`.
template <class D> std::vector<Byte<D>> encodeAccessBytes(D& d, const ir::Instruction& access, const Lanes<D>& lanes, const ir::Type& type, bool bigEndian) {
  if (type.isStruct()) return encodeStructBytes(d, lanes, type, access.fieldOffsets, access.allocBytes, bigEndian);
  return encodeBytes(d, lanes, type, bigEndian);
}

// The value of `type` access `access` (a load) reads from `bytes`.
template <class D> Lanes<D> decodeAccessBytes(D& d, const ir::Instruction& access, const std::vector<Byte<D>>& bytes, const ir::Type& type, bool bigEndian) {
  if (type.isStruct()) return decodeStructBytes(d, bytes, type, access.fieldOffsets, bigEndian);
  return decodeBytes(d, bytes, type, bigEndian);
}

} // namespace theseus::semantics
