#pragma once
// The memory operations' semantics (docs/memory.md), written once over a Domain and a memory
// model M that the domain provides (`d.memory()`; only the Z3 domain has one, so the concrete
// evaluator reports memory operations unsupported).
//
// A pointer is a 64-bit word: a block id in bits 63..56 and an offset in bits 55..0. Block 0 is
// the null block (address 0, size 0), so the word 0 is null. M answers what depends on the
// blocks and their bytes:
//   BV   allocate(BV bytes, uint64_t align, Bool reach)  a fresh local block's pointer
//   Bool canAccess(BV ptr, BV bytes, AccessKind kind)     a live block, [offset, offset+bytes) inside
//                                                          it, and for Read and Write the function
//                                                          allowed to (memory(...))
//   Bool inBounds(BV ptr)                                  a live block or null, offset <= size
//   Bool isAligned(BV ptr, uint64_t align)                 the block aligned to `align` and the
//                                                          offset a multiple of it (Alive2's rule)
//   BV   address(BV ptr)                                   the block's address + offset (64 bits)
//   Bool mayBeLoadedPointer(BV ptr)                        whether a word loaded as a pointer by a
//                                                          function that stores no pointer stands
//                                                          for one: it names null or a non-local block
//   BV   physicalPointer(BV address, Bool when)            inttoptr: null for 0, else a pointer
//                                                          whose address is `address` and whose
//                                                          block is no allocation (when `when`)
//   std::vector<Byte<D>> read(BV ptr, unsigned n)
//   void write(BV ptr, std::vector<Byte<D>> bytes, Bool reach)
#include "ir/Function.h"
#include "semantics/MemoryBytes.h"

namespace theseus::semantics {

// What an access does: dereferenceable(n) only asks that the bytes exist.
// dereferenceable(n) on a return value: the function's local blocks are dead by then.
enum class AccessKind { Dereference, DereferenceAtReturn, Read, Write };

inline constexpr unsigned kPointerBits = 64;
inline constexpr unsigned kOffsetBits = 56;

template <class D> typename D::BV blockIdOf(D& d, const typename D::BV& ptr) { return d.extract(ptr, kPointerBits - 1, kOffsetBits); }
template <class D> typename D::BV offsetOf(D& d, const typename D::BV& ptr) { return d.extract(ptr, kOffsetBits - 1, 0); }
template <class D> typename D::Bool isNullPointer(D& d, const typename D::BV& ptr) { return d.eq(ptr, d.constantU(kPointerBits, 0)); }

// `ptr` moved by the 64-bit byte offset `delta` within its block (the offset wraps at 2^56).
template <class D> typename D::BV movedPointer(D& d, const typename D::BV& ptr, const typename D::BV& delta) {
  typename D::BV offset = d.extract(d.add(d.zext(offsetOf(d, ptr), kPointerBits - kOffsetBits), delta), kOffsetBits - 1, 0);
  return d.concat(blockIdOf(d, ptr), offset);
}

// Whether `ptr` is not aligned to `align` (a power of two).
template <class D, class M> typename D::Bool misaligned(D& d, M& m, const typename D::BV& ptr, uint64_t align) {
  return d.bNot(m.isAligned(ptr, align));
}

// Whether `f` stores a pointer or a vector of pointers into memory.
inline bool storesPointers(const ir::Function& f) {
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      if (inst->opcode() == ir::Opcode::Store && inst->operand(0)->type().isPtrOrPtrVector()) return true;
  return false;
}

// An index operand lane as a 64-bit signed count: sign-extended or truncated.
template <class D> typename D::BV indexAs64(D& d, const typename D::BV& index) {
  unsigned w = d.width(index);
  if (w == kPointerBits) return index;
  return w < kPointerBits ? d.sext(index, kPointerBits - w) : d.extract(index, kPointerBits - 1, 0);
}

// getelementptr: `base` plus gepOffset plus index_i * scale_i. inbounds: poison unless base and
// result are in bounds of a live block (or null with a zero offset); nusw (implied by inbounds):
// poison when a product or sum overflows signed, or the address plus the offset wraps; nuw:
// poison when a product, sum or the address plus the offset overflows unsigned. A scale of 1 is
// no product (index * 1 never overflows), which keeps byte-indexed offsets free of multipliers.
template <class D, class M>
Lane<D> gepLane(D& d, M& m, const ir::Instruction& inst, const Lane<D>& base, const std::vector<Lane<D>>& indices) {
  bool nusw = inst.hasFlag(ir::FlagNUSW) || inst.hasFlag(ir::FlagInBounds), nuw = inst.hasFlag(ir::FlagNUW);
  using BV = typename D::BV;
  using Bool = typename D::Bool;
  BV delta = d.constantU(kPointerBits, uint64_t(inst.gepOffset));
  Bool poison = base.poison;
  for (size_t i = 0; i < indices.size(); ++i) {
    BV index = indexAs64(d, indices[i].value), scale = d.constantU(kPointerBits, uint64_t(inst.gepScales[i]));
    bool unitScale = inst.gepScales[i] == 1;
    BV product = unitScale ? index : d.mul(index, scale);
    poison = d.bOr(poison, indices[i].poison);
    if (nusw) poison = d.bOr(poison, d.saddOverflow(delta, product));
    if (nusw && !unitScale) poison = d.bOr(poison, d.smulOverflow(index, scale));
    if (nuw) poison = d.bOr(poison, d.uaddOverflow(delta, product));
    if (nuw && !unitScale) poison = d.bOr(poison, d.umulOverflow(index, scale));
    delta = d.add(delta, product);
  }
  BV address = m.address(base.value);
  if (nuw) poison = d.bOr(poison, d.uaddOverflow(address, delta));
  if (nusw) {
    BV wide = d.add(d.zext(address, 1), d.sext(delta, 1));
    poison = d.bOr(poison, ne(d, d.extract(wide, kPointerBits, kPointerBits), d.constantU(1, 0)));
  }
  BV result = movedPointer(d, base.value, delta);
  if (inst.hasFlag(ir::FlagInBounds)) poison = d.bOr(poison, d.bNot(d.bAnd(m.inBounds(base.value), m.inBounds(result))));
  return {result, poison};
}

// The UB of an access of `bytes` bytes through `ptr` other than its alignment: a poison pointer,
// a block that is not live or too small, a write the function may not make. Alive2 calls it
// non-guardable (-disallow-ub-exploitation does not report it in src).
template <class D, class M>
typename D::Bool dereferenceUB(D& d, M& m, const Lane<D>& ptr, unsigned bytes, AccessKind kind) {
  return d.bOr(ptr.poison, d.bNot(m.canAccess(ptr.value, d.constantU(kPointerBits, bytes), kind)));
}

// The UB of an access of `bytes` bytes through `ptr` aligned to `align`: dereferenceUB or a
// misaligned address (guardable UB in Alive2's terms).
template <class D, class M>
typename D::Bool accessUB(D& d, M& m, const Lane<D>& ptr, unsigned bytes, uint64_t align, AccessKind kind) {
  return d.bOr(dereferenceUB(d, m, ptr, bytes, kind), misaligned(d, m, ptr.value, align));
}

// `lane` (a pointer) under the pointer attributes of a parameter or return value: poison when
// nonnull and null or when align is violated; the UB of dereferenceable(n) and
// dereferenceable_or_null(n) when the bytes are not accessible for reading.
// `atReturn`: the attributes of a returned value, when the function's local blocks are dead.
template <class D, class M>
Lane<D> withPointerAttrs(D& d, M& m, const ir::ValueAttrs& attrs, Lane<D> lane, typename D::Bool& ub, bool atReturn) {
  typename D::Bool null = d.eq(m.address(lane.value), d.constantU(kPointerBits, 0));
  if (attrs.nonnull) lane.poison = d.bOr(lane.poison, null);
  if (attrs.align > 1) lane.poison = d.bOr(lane.poison, misaligned(d, m, lane.value, attrs.align));
  auto derefUB = [&](uint64_t n) { return d.bOr(lane.poison, d.bNot(m.canAccess(lane.value, d.constantU(kPointerBits, n), atReturn ? AccessKind::DereferenceAtReturn : AccessKind::Dereference))); };
  if (attrs.dereferenceable) ub = d.bOr(ub, derefUB(attrs.dereferenceable));
  if (attrs.dereferenceableOrNull) ub = d.bOr(ub, d.bOr(lane.poison, d.bAnd(d.bNot(null), derefUB(attrs.dereferenceableOrNull))));
  return lane;
}

} // namespace theseus::semantics
