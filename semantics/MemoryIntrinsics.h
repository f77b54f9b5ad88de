#pragma once
// The memory intrinsics' semantics (docs/memory.md), written once over a Domain and a memory
// model M (semantics/MemoryOps.h), following LLVM 19's LangRef and Alive2:
//   llvm.memset / memcpy / memmove (and .inline): UB when the size is poison or above 64 bits,
//   when a pointer is poison (memset always; memcpy/memmove when the size is not 0 or the pointer
//   has an `align`), when the size is not 0 and the bytes are not accessible, when a pointer is
//   not aligned to its `align` (whatever the size), when memcpy's ranges overlap without being
//   equal, and when a `tail` call passes a pointer into the caller's stack. The bytes are copied
//   with their poison bits.
//   llvm.lifetime.start / end: UB on a poison pointer. On a whole alloca (a local block at offset
//   0) start makes the block live with poison bytes and end kills it; an alloca a lifetime.start
//   names starts dead. On any other pointer (an argument's block, an alloca plus an offset) both
//   fill the pointer's whole block with poison.
// Besides M's operations of MemoryOps.h these use:
//   Bool isStack(BV ptr)                       whether ptr is in a local block of this run
//   void setLive(BV ptr, bool live, Bool when) makes ptr's local block live (with a fresh place
//                                               among the live blocks) or dead, when `when`
//   void fill(BV ptr, Byte b, BV n, Bool when)  n bytes from ptr set to b
//   void copy(BV dst, BV src, BV n, Bool when)  n bytes copied from src to dst (as memmove)
//   void poisonBlock(BV ptr, Bool when)         every byte of ptr's block poison
#include "semantics/MemoryOps.h"

#include <array>
#include <unordered_set>

namespace theseus::semantics {

// Constant sizes up to this many bytes are copied byte by byte; larger and variable ones by M's
// fill and copy over the whole range.
inline constexpr uint64_t kMaxUnrolledTransferBytes = 32;

// The allocas some llvm.lifetime.start names (through bitcasts, selects and phis): Alive2 makes
// them dead until that start.
inline std::unordered_set<const ir::Value*> initiallyDeadAllocas(const ir::Function& f) {
  std::unordered_set<const ir::Value*> out;
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) {
      if (inst->opcode() != ir::Opcode::Call || inst->intrinsic != ir::Intrinsic::LifetimeStart) continue;
      std::vector<const ir::Value*> todo{inst->operand(1)};
      std::unordered_set<const ir::Value*> seen;
      while (!todo.empty()) {
        const ir::Value* v = todo.back();
        todo.pop_back();
        if (!seen.insert(v).second || v->valueKind() != ir::Value::Kind::Instruction) continue;
        auto* def = static_cast<const ir::Instruction*>(v);
        if (def->opcode() == ir::Opcode::Alloca) out.insert(def);
        else if (def->opcode() == ir::Opcode::BitCast) todo.push_back(def->operand(0));
        else if (def->opcode() == ir::Opcode::Select) todo.insert(todo.end(), {def->operand(1), def->operand(2)});
        else if (def->opcode() == ir::Opcode::Phi) todo.insert(todo.end(), def->operands().begin(), def->operands().end());
      }
    }
  return out;
}

// The size operand `size` as a 64-bit count; `ub` gains a poison size and one above 2^64 - 1.
template <class D> typename D::BV transferCount(D& d, const Lane<D>& size, typename D::Bool& ub) {
  unsigned w = d.width(size.value);
  ub = d.bOr(ub, size.poison);
  if (w <= kPointerBits) return w == kPointerBits ? size.value : d.zext(size.value, kPointerBits - w);
  ub = d.bOr(ub, ne(d, d.extract(size.value, w - 1, kPointerBits), d.constantU(w - kPointerBits, 0)));
  return d.extract(size.value, kPointerBits - 1, 0);
}

// The UB of one pointer of a transfer of `n` bytes: poison (whatever n when `poisonIsUB`, else
// when n != 0: LangRef's "if <len> is not zero, both <dest> and <src> should be well-defined"), the bytes not
// accessible for `kind` when n != 0 (or the access `forbidden` by the pointer's parameter
// attributes, semantics/PointerProvenance.h), misaligned for `align`, in the caller's stack for a
// tail call.
template <class D, class M>
typename D::Bool transferPointerUB(D& d, M& m, const Lane<D>& ptr, const typename D::BV& n, const typename D::Bool& nonZero,
                                   uint64_t align, AccessKind kind, bool poisonIsUB, bool tail, bool forbidden) {
  using Bool = typename D::Bool;
  Bool tooLong = d.ult(d.constantU(kPointerBits, uint64_t(1) << kOffsetBits), n);
  Bool ub = d.bAnd(nonZero, forbidden ? d.boolConst(true) : d.bOr(tooLong, d.bNot(m.canAccess(ptr.value, n, kind))));
  if (align > 1) ub = d.bOr(ub, misaligned(d, m, ptr.value, align));
  if (tail) ub = d.bOr(ub, m.isStack(ptr.value));
  if (poisonIsUB) return d.bOr(ptr.poison, ub);
  return d.iteBool(ptr.poison, nonZero, ub);
}

// Whether [a, a+n) and [b, b+n) in the same block overlap without a == b (memcpy's UB).
template <class D> typename D::Bool overlapping(D& d, const typename D::BV& a, const typename D::BV& b, const typename D::BV& n) {
  using BV = typename D::BV;
  BV ao = d.zext(offsetOf(d, a), kPointerBits - kOffsetBits), bo = d.zext(offsetOf(d, b), kPointerBits - kOffsetBits);
  auto before = [&](const BV& x, const BV& y) { return d.bNot(d.ult(y, d.add(x, n))); };
  return d.bAnd(d.eq(blockIdOf(d, a), blockIdOf(d, b)), d.bAnd(ne(d, ao, bo), d.bNot(d.bOr(before(ao, bo), before(bo, ao)))));
}

// The constant size of a transfer when it is small enough to unroll.
inline std::optional<uint64_t> unrolledSize(const ir::Value* size) {
  if (size->valueKind() != ir::Value::Kind::Constant) return std::nullopt;
  std::optional<ir::Bits> bits = static_cast<const ir::Constant*>(size)->scalarValue();
  if (!bits || bits->width() > 64 || bits->low64() > kMaxUnrolledTransferBytes) return std::nullopt;
  return bits->low64();
}

// llvm.memset(ptr, i8 value, size, volatile) reached under `reach`; returns its UB.
template <class D, class M>
typename D::Bool memsetEffect(D& d, M& m, const ir::Instruction& inst, const std::vector<Lanes<D>>& ops, const typename D::Bool& reach,
                              const std::array<bool, 2>& forbidden) {
  using Bool = typename D::Bool;
  Bool ub = d.boolConst(false);
  typename D::BV n = transferCount(d, ops[2][0], ub);
  Bool nonZero = ne(d, n, d.constantU(kPointerBits, 0));
  ub = d.bOr(ub, transferPointerUB(d, m, ops[0][0], n, nonZero, inst.align, AccessKind::Write, true, inst.hasFlag(ir::FlagTail), forbidden[0]));
  const Lane<D>& value = ops[1][0];
  Byte<D> byte{value.value, d.ite(value.poison, d.constantU(8, 0xff), d.constantU(8, 0))};
  Bool when = d.bAnd(reach, d.bNot(ub));
  if (auto size = unrolledSize(inst.operand(2))) m.write(ops[0][0].value, std::vector<Byte<D>>(*size, byte), when);
  else m.fill(ops[0][0].value, byte, n, when);
  return ub;
}

// llvm.memcpy / memmove(dst, src, size, volatile) reached under `reach`; returns its UB.
template <class D, class M>
typename D::Bool memcpyEffect(D& d, M& m, const ir::Instruction& inst, const std::vector<Lanes<D>>& ops, const typename D::Bool& reach,
                              const std::array<bool, 2>& forbidden) {
  using Bool = typename D::Bool;
  bool tail = inst.hasFlag(ir::FlagTail), move = inst.intrinsic == ir::Intrinsic::Memmove;
  const Lane<D>&dst = ops[0][0], &src = ops[1][0];
  Bool ub = d.boolConst(false);
  typename D::BV n = transferCount(d, ops[2][0], ub);
  Bool nonZero = ne(d, n, d.constantU(kPointerBits, 0));
  auto size = unrolledSize(inst.operand(2));
  bool constantNonZero = size && *size > 0;
  ub = d.bOr(ub, transferPointerUB(d, m, dst, n, nonZero, inst.align, AccessKind::Write, constantNonZero || inst.align > 0, tail, forbidden[0]));
  ub = d.bOr(ub, transferPointerUB(d, m, src, n, nonZero, inst.sourceAlign, AccessKind::Read, constantNonZero || inst.sourceAlign > 0, tail, forbidden[1]));
  if (!move) ub = d.bOr(ub, d.bAnd(nonZero, overlapping(d, dst.value, src.value, n)));
  Bool when = d.bAnd(reach, d.bNot(ub));
  if (size) m.write(dst.value, m.read(src.value, unsigned(*size)), when);
  else m.copy(dst.value, src.value, n, when);
  return ub;
}

// llvm.lifetime.start / end(size, ptr) reached under `reach`; returns its UB.
template <class D, class M>
typename D::Bool lifetimeEffect(D& d, M& m, const ir::Instruction& inst, const std::vector<Lanes<D>>& ops, const typename D::Bool& reach) {
  using Bool = typename D::Bool;
  const Lane<D>& ptr = ops[1][0];
  Bool wholeAlloca = d.bAnd(m.isStack(ptr.value), d.eq(offsetOf(d, ptr.value), d.constantU(kOffsetBits, 0)));
  Bool when = d.bAnd(reach, d.bNot(ptr.poison));
  bool start = inst.intrinsic == ir::Intrinsic::LifetimeStart;
  m.setLive(ptr.value, start, d.bAnd(when, wholeAlloca));
  m.poisonBlock(ptr.value, start ? when : d.bAnd(when, d.bNot(wholeAlloca)));
  return ptr.poison;
}

// The effect of memory intrinsic `inst` (ir::isMemoryIntrinsic) on `m`; returns its UB.
// `forbidden`: whether the parameter attributes forbid writing through operand 0 and reading
// through operand 1.
template <class D, class M>
typename D::Bool memoryIntrinsicEffect(D& d, M& m, const ir::Instruction& inst, const std::vector<Lanes<D>>& ops, const typename D::Bool& reach,
                                       const std::array<bool, 2>& forbidden) {
  switch (inst.intrinsic) {
  case ir::Intrinsic::Memset: case ir::Intrinsic::MemsetInline: return memsetEffect(d, m, inst, ops, reach, forbidden);
  case ir::Intrinsic::LifetimeStart: case ir::Intrinsic::LifetimeEnd: return lifetimeEffect(d, m, inst, ops, reach);
  default: return memcpyEffect(d, m, inst, ops, reach, forbidden);
  }
}

} // namespace theseus::semantics
