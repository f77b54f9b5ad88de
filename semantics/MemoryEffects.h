#pragma once
// A function's memory(...) effects on its own loads, stores and memory intrinsics, as Alive2
// checks them (ir/instr.cpp, check_can_load and check_can_store; docs/memory.md). LLVM's
// locations become two: argument memory and other memory (globals included). Which of the two
// governs an access is decided by the pointer, not by the block it points to: every pointer
// carries a bit "based on an argument", set for pointer arguments, kept through getelementptr,
// bitcast, freeze, select and phi (a freeze of poison chooses any pointer, bit included), cleared
// for globals, allocas and inttoptr, and stored with a pointer into memory (a pointer loaded from
// memory has the bit it was stored with; one in the memory before the run has an arbitrary bit,
// the same for src and tgt).
//   based on an argument:      read (write) allowed iff the argument memory may be read (written)
//   not based on an argument:  read allowed iff the block is local, a constant global, or other
//                              memory may be read; write allowed iff the block is local or other
//                              memory may be written
// So a pointer loaded from memory is not argument memory just because its block is an
// argument's, and a global is other memory even when an argument may point into it.
//
// The memory model M answers, besides semantics/MemoryOps.h:
//   Bool isNonLocalPointer(BV ptr)                 the block is a non-local block (or valid null)
//   Bool isConstantGlobalPointer(BV ptr)           the block is a constant global's
//   Bool loadedPointerIsArgumentBased(BV location) the bit of the pointer memory held at
//                                                  `location` before the run (an input shared
//                                                  by src and tgt)
#include "ir/Function.h"
#include "semantics/MemoryOps.h"

#include <optional>
#include <unordered_map>

namespace theseus::semantics {

// Whether `f`'s memory(...) effects allow an access of `kind` (Read or Write) to argument memory
// and to other memory.
struct AccessPermissions {
  bool argument;
  bool other;
  bool unrestricted() const { return argument && other; }
};

// The permissions `f`'s effects give accesses of `kind` (Dereference kinds are unrestricted).
inline AccessPermissions permissionsOf(const ir::Function& f, AccessKind kind) {
  if (kind == AccessKind::Read) return {f.mayReadArgMemory, f.mayReadOtherMemory};
  if (kind == AccessKind::Write) return {f.mayWriteArgMemory, f.mayWriteOtherMemory};
  return {true, true};
}

// Whether `f`'s effects restrict any read or write (so pointers' argument bits must be followed).
inline bool effectsRestrictAccesses(const ir::Function& f) {
  return !permissionsOf(f, AccessKind::Read).unrestricted() || !permissionsOf(f, AccessKind::Write).unrestricted();
}

// Whether `f` may put a pointer into memory: a store of anything but integers, floating-point
// values and vectors of them, or a memcpy/memmove (which copies pointers with their bits). When
// it may not, every pointer it loads was in memory before the run.
inline bool mayStorePointers(const ir::Function& f) {
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) {
      if (inst->opcode() == ir::Opcode::Store) {
        const ir::Type& t = inst->operand(0)->type();
        if (!t.isIntOrVector() && !t.isFloatOrVector()) return true;
      }
      if (inst->opcode() != ir::Opcode::Call) continue;
      ir::Intrinsic id = inst->intrinsic;
      bool harmless = id == ir::Intrinsic::Memset || id == ir::Intrinsic::MemsetInline || id == ir::Intrinsic::LifetimeStart ||
                      id == ir::Intrinsic::LifetimeEnd || id == ir::Intrinsic::Trap;
      if (harmless) continue;
      for (const ir::Value* op : inst->operands())
        if (op->type().isPtr()) return true;
    }
  return false;
}

// Whether an access of `kind` through `ptr`, whose argument bit is `argumentBased`, is one the
// permissions `allowed` forbid (the UB Alive2 adds; non-guardable).
template <class D, class M>
typename D::Bool effectsForbid(D& d, M& m, AccessPermissions allowed, AccessKind kind, const typename D::BV& ptr,
                               const typename D::Bool& argumentBased) {
  using Bool = typename D::Bool;
  if (allowed.unrestricted()) return d.boolConst(false);
  Bool otherOk = d.boolConst(true);
  if (!allowed.other) {
    otherOk = d.bNot(m.isNonLocalPointer(ptr));
    if (kind == AccessKind::Read) otherOk = d.bOr(otherOk, m.isConstantGlobalPointer(ptr));
  }
  return d.bNot(d.iteBool(argumentBased, d.boolConst(allowed.argument), otherOk));
}

// The argument bits of one run's pointer values, and the UB its effects give its accesses. Bits
// are followed only when the function's effects restrict an access; a pointer whose bit is not
// followed (a pointer a call returns, one loaded by a function that may store pointers, whose bit
// is whatever was stored) makes an access it decides `unsupported`.
template <class D> class ArgumentBits {
public:
  using Bool = typename D::Bool;
  using BV = typename D::BV;

  ArgumentBits(D& d, const ir::Function& f)
      : d_(d), read_(permissionsOf(f, AccessKind::Read)), write_(permissionsOf(f, AccessKind::Write)),
        tracking_(effectsRestrictAccesses(f)), storesPointers_(tracking_ && mayStorePointers(f)) {}

  bool tracking() const { return tracking_; }

  // Records the bit of pointer instruction `inst` after it ran: `laneOf(v)` reads scalar value
  // `v`, `edgeOf(inst, i)` is the condition of phi `inst`'s i-th incoming edge (nullopt when the
  // edge is never taken).
  template <class M, class LaneOf, class Edge> void record(M& m, const ir::Instruction& inst, LaneOf&& laneOf, Edge&& edgeOf) {
    if (!tracking_ || !inst.type().isPtr()) return;
    bits_[&inst] = resultBit(m, inst, laneOf, edgeOf);
  }

  // The bit of pointer `v`; nullopt when it is not followed.
  std::optional<Bool> of(const ir::Value* v) const {
    switch (v->valueKind()) {
    case ir::Value::Kind::Argument: return d_.boolConst(true);
    case ir::Value::Kind::Constant: case ir::Value::Kind::Global: return d_.boolConst(false);
    default: {
      auto it = bits_.find(v);
      return it == bits_.end() ? std::nullopt : it->second;
    }
    }
  }

  // The UB the effects give an access of `kind` through `ptr`, the value of `operand`, when the
  // pointer is not poison (a poison pointer's own UB is the caller's); nullopt when the pointer's
  // bit decides it and is not followed.
  template <class M> std::optional<Bool> accessUB(M& m, const ir::Value* operand, const Lane<D>& ptr, AccessKind kind) const {
    AccessPermissions allowed = kind == AccessKind::Read ? read_ : write_;
    if (allowed.unrestricted()) return d_.boolConst(false);
    std::optional<Bool> bit = of(operand);
    if (!bit && (allowed.argument != allowed.other || kind == AccessKind::Read)) return std::nullopt;
    Bool forbid = effectsForbid(d_, m, allowed, kind, ptr.value, bit ? *bit : d_.boolConst(false));
    return d_.bAnd(d_.bNot(ptr.poison), forbid);
  }

private:
  // A freeze of a poison pointer is any pointer, its bit included (a choice of the run).
  template <class M, class LaneOf, class Edge> std::optional<Bool> resultBit(M& m, const ir::Instruction& inst, LaneOf& laneOf, Edge& edgeOf) {
    using ir::Opcode;
    switch (inst.opcode()) {
    case Opcode::Alloca: case Opcode::IntToPtr: return d_.boolConst(false);
    case Opcode::GetElementPtr: case Opcode::BitCast: return of(inst.operand(0));
    case Opcode::Freeze: {
      std::optional<Bool> in = of(inst.operand(0));
      if (!in) return std::nullopt;
      return d_.iteBool(laneOf(inst.operand(0)).poison, d_.eq(d_.choice(1), d_.constantU(1, 1)), *in);
    }
    case Opcode::Select: {
      std::optional<Bool> t = of(inst.operand(1)), f = of(inst.operand(2));
      if (!t || !f) return std::nullopt;
      return d_.iteBool(d_.eq(laneOf(inst.operand(0)).value, d_.constantU(1, 1)), *t, *f);
    }
    case Opcode::Phi: {
      Bool out = d_.boolConst(false);
      for (unsigned i = 0; i < inst.numOperands(); ++i) {
        std::optional<Bool> edge = edgeOf(inst, i);
        if (!edge) continue;
        std::optional<Bool> in = of(inst.operand(i));
        if (!in) return std::nullopt;
        out = d_.iteBool(*edge, *in, out);
      }
      return out;
    }
    case Opcode::Load:
      if (storesPointers_) return std::nullopt;
      return m.loadedPointerIsArgumentBased(laneOf(inst.operand(0)).value);
    default: return std::nullopt;
    }
  }

  D& d_;
  AccessPermissions read_, write_;
  bool tracking_, storesPointers_;
  std::unordered_map<const ir::Value*, std::optional<Bool>> bits_;
};

} // namespace theseus::semantics
