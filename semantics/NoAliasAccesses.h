#pragma once
// `noalias` pointer parameters (LLVM 19 LangRef, "noalias" and "Pointer Aliasing Rules";
// docs/memory.md): memory locations accessed via pointer values *based on* the parameter are not
// also accessed, during the function's execution, via pointer values not based on it, when the
// location is modified (so at least one of the two accesses is a write); otherwise the behaviour
// is undefined.
//
// Each run follows, for every pointer value and every noalias parameter, a bit "based on that
// parameter": set for the parameter itself, kept through getelementptr and bitcast, chosen by a
// select's condition and a phi's incoming edge, clear for globals, constants, allocas,
// llvm.thread.pointer and pointers loaded from memory. A loaded pointer is never based on a
// noalias parameter because the functions followed never store one (memory before the run holds
// no pointer computed from this call's parameter): a store of a pointer that may be based on a
// noalias parameter, a freeze of one, a vector of pointers and a lifetime marker on anything but
// an alloca make the function unsupported (the reason named), as does an access through a
// pointer whose bits are not followed (an inttoptr, a pointer a call returns).
//
// Every load, store, memset, memcpy and memmove of a non-zero size is recorded (where it is
// reached, its block and byte range, its bits, read or write; an access through a pointer into an
// alloca can never meet one based on a noalias parameter and is left out); the run has UB when two recorded
// accesses, at least one a write, overlap and differ in the bit of some noalias parameter.
// Written once over a Domain (semantics/Domain.h) with the pointer layout of semantics/MemoryOps.h,
// so the evaluator and the Z3 encoding share it.
#include "ir/Function.h"
#include "semantics/MemoryOps.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace theseus::semantics {

// The noalias pointer parameters of `f`, in order.
inline std::vector<const ir::Argument*> noaliasParameters(const ir::Function& f) {
  std::vector<const ir::Argument*> out;
  for (auto& a : f.arguments())
    if (a->attrs.noalias && a->type().isPtrOrPtrVector()) out.push_back(a.get());
  return out;
}

// Which noalias parameters (bit i: the i-th of noaliasParameters) a pointer value may be based on
// on some run, and must be based on on every run, judged from the instructions alone.
struct StaticBasing {
  uint64_t may = 0;
  uint64_t must = 0;
};

// The static basing of `f`'s pointer values and why `f`'s noalias parameters cannot be followed.
class NoAliasShape {
public:
  explicit NoAliasShape(const ir::Function& f) : params_(noaliasParameters(f)) {
    if (params_.empty()) return;
    if (params_.size() > 64) unsupported_ = "more than 64 noalias parameters";
    for (size_t i = 0; i < params_.size() && i < 64; ++i) {
      if (params_[i]->type().isPtrVector()) unsupported_ = "noalias on a vector of pointers";
      basing_[params_[i]] = {uint64_t(1) << i, uint64_t(1) << i};
    }
    for (auto& b : f.blocks())
      for (auto& inst : b->instructions()) visit(*inst);
  }

  bool active() const { return !params_.empty(); }
  size_t parameterCount() const { return params_.size(); }
  const std::vector<const ir::Argument*>& parameters() const { return params_; }
  const std::string& unsupported() const { return unsupported_; }

  // The static basing of pointer `v` (none: based on no noalias parameter).
  StaticBasing of(const ir::Value* v) const {
    auto it = basing_.find(v);
    return it == basing_.end() ? StaticBasing{} : it->second;
  }

  // Whether pointer `v` points into one of the run's allocas on every run (an alloca through
  // getelementptr, bitcast, select and phi): an access through it never meets one based on a
  // noalias parameter, whose block is the parameter's non-local one.
  bool isLocal(const ir::Value* v) const { return local_.count(v) > 0; }

private:
  void visit(const ir::Instruction& inst) {
    using ir::Opcode;
    if (usesPointerVector(inst)) unsupported_ = "a vector of pointers in a function with noalias parameters";
    if (isAllocaPointer(&inst)) local_.insert(&inst);
    switch (inst.opcode()) {
    case Opcode::GetElementPtr: case Opcode::BitCast: basing_[&inst] = of(inst.operand(0)); break;
    case Opcode::Select: case Opcode::Phi: {
      StaticBasing out{0, ~uint64_t(0)};
      for (unsigned i = inst.opcode() == Opcode::Select ? 1 : 0; i < inst.numOperands(); ++i) {
        out.may |= of(inst.operand(i)).may;
        out.must &= of(inst.operand(i)).must;
      }
      if (inst.numOperands() == 0) out.must = 0;
      basing_[&inst] = out;
      break;
    }
    case Opcode::Freeze:
      if (of(inst.operand(0)).may) unsupported_ = "a freeze of a pointer based on a noalias parameter";
      break;
    case Opcode::Store:
      if (of(inst.operand(0)).may) unsupported_ = "a pointer based on a noalias parameter stored into memory";
      break;
    case Opcode::Call:
      if ((inst.intrinsic == ir::Intrinsic::LifetimeStart || inst.intrinsic == ir::Intrinsic::LifetimeEnd) && !isAllocaPointer(inst.operand(1)))
        unsupported_ = "llvm.lifetime marker on a pointer other than an alloca in a function with noalias parameters";
      break;
    default: break;
    }
  }

  // Whether `v` is an alloca, through getelementptr, bitcast, select and phi.
  bool isAllocaPointer(const ir::Value* v) const {
    std::vector<const ir::Value*> todo{v};
    std::unordered_set<const ir::Value*> seen;
    while (!todo.empty()) {
      const ir::Value* x = todo.back();
      todo.pop_back();
      if (!seen.insert(x).second || local_.count(x)) continue;
      if (x->valueKind() != ir::Value::Kind::Instruction || !x->type().isPtr()) return false;
      auto* def = static_cast<const ir::Instruction*>(x);
      switch (def->opcode()) {
      case ir::Opcode::Alloca: break;
      case ir::Opcode::GetElementPtr: case ir::Opcode::BitCast: todo.push_back(def->operand(0)); break;
      case ir::Opcode::Select: todo.insert(todo.end(), {def->operand(1), def->operand(2)}); break;
      case ir::Opcode::Phi: todo.insert(todo.end(), def->operands().begin(), def->operands().end()); break;
      default: return false;
      }
    }
    return true;
  }

  static bool usesPointerVector(const ir::Instruction& inst) {
    if (inst.type().isPtrVector()) return true;
    for (const ir::Value* op : inst.operands())
      if (op->type().isPtrVector()) return true;
    return false;
  }

  std::vector<const ir::Argument*> params_;
  std::unordered_map<const ir::Value*, StaticBasing> basing_;
  std::unordered_set<const ir::Value*> local_;
  std::string unsupported_;
};

// One run's based-on bits and recorded accesses, and the UB LangRef's noalias gives them.
template <class D> class NoAliasAccesses {
public:
  using Bool = typename D::Bool;
  using BV = typename D::BV;

  NoAliasAccesses(D& d, const ir::Function& f) : d_(d), shape_(f) {}

  // Whether the function has noalias parameters (otherwise nothing is recorded).
  bool active() const { return shape_.active(); }
  // Why they cannot be followed (empty when they can).
  const std::string& unsupported() const { return shape_.unsupported(); }

  // Records the bits of pointer instruction `inst` after it ran: `laneOf(v)` reads scalar value
  // `v`, `edgeOf(inst, i)` is the condition of phi `inst`'s i-th incoming edge (nullopt when the
  // edge is never taken). Instructions whose bits are not followed are left unrecorded.
  template <class LaneOf, class Edge> void record(const ir::Instruction& inst, LaneOf&& laneOf, Edge&& edgeOf) {
    if (!active() || !inst.type().isPtr()) return;
    std::optional<std::vector<Bool>> bits = resultBits(inst, laneOf, edgeOf);
    if (bits) bits_[&inst] = std::move(*bits);
  }

  // Records an access of the `bytes` (64-bit) bytes at pointer `ptr`, the value of `operand`,
  // made where `when` holds (the caller includes a non-zero size). Returns false, recording
  // nothing, when `operand`'s bits are not followed (the caller reports the access unsupported).
  [[nodiscard]] bool access(const ir::Value* operand, const BV& ptr, const BV& bytes, bool write, const Bool& when) {
    if (!active()) return true;
    std::optional<std::vector<Bool>> bits = of(operand);
    if (!bits) return false;
    if (shape_.isLocal(operand)) return true;
    accesses_.push_back({when, ptr, bytes, std::move(*bits), shape_.of(operand), write});
    return true;
  }

  // The UB of the accesses recorded so far: two of them, at least one a write, overlapping and
  // one based on a noalias parameter the other is not based on.
  Bool conflictUB() const {
    Bool ub = d_.boolConst(false);
    for (size_t a = 0; a < accesses_.size(); ++a)
      for (size_t b = a + 1; b < accesses_.size(); ++b) {
        const Access &x = accesses_[a], &y = accesses_[b];
        if (!x.write && !y.write) continue;
        std::optional<Bool> differ = basingDiffers(x, y);
        if (!differ) continue;
        ub = d_.bOr(ub, d_.bAnd(d_.bAnd(x.when, y.when), d_.bAnd(*differ, overlap(x, y))));
      }
    return ub;
  }

private:
  struct Access {
    Bool when;
    BV ptr, bytes;
    std::vector<Bool> bits;
    StaticBasing basing;
    bool write;
  };

  std::optional<std::vector<Bool>> of(const ir::Value* v) const {
    switch (v->valueKind()) {
    case ir::Value::Kind::Argument: case ir::Value::Kind::Constant: case ir::Value::Kind::Global: return constantBits(shape_.of(v).must);
    default: {
      auto it = bits_.find(v);
      if (it == bits_.end()) return std::nullopt;
      return it->second;
    }
    }
  }

  std::vector<Bool> constantBits(uint64_t mask) const {
    std::vector<Bool> out;
    for (size_t i = 0; i < shape_.parameterCount(); ++i) out.push_back(d_.boolConst(i < 64 && (mask >> i & 1)));
    return out;
  }

  template <class LaneOf, class Edge> std::optional<std::vector<Bool>> resultBits(const ir::Instruction& inst, LaneOf& laneOf, Edge& edgeOf) {
    using ir::Opcode;
    switch (inst.opcode()) {
    case Opcode::Alloca: case Opcode::Load: return constantBits(0);
    case Opcode::GetElementPtr: case Opcode::BitCast: case Opcode::Freeze: return of(inst.operand(0));
    case Opcode::Call:
      if (inst.intrinsic == ir::Intrinsic::ThreadPointer) return constantBits(0);
      return std::nullopt;
    case Opcode::Select: {
      std::optional<std::vector<Bool>> t = of(inst.operand(1)), f = of(inst.operand(2));
      if (!t || !f) return std::nullopt;
      Bool c = d_.eq(laneOf(inst.operand(0)).value, d_.constantU(1, 1));
      for (size_t i = 0; i < t->size(); ++i) (*t)[i] = d_.iteBool(c, (*t)[i], (*f)[i]);
      return t;
    }
    case Opcode::Phi: {
      std::vector<Bool> out = constantBits(0);
      for (unsigned k = 0; k < inst.numOperands(); ++k) {
        std::optional<Bool> edge = edgeOf(inst, k);
        if (!edge) continue;
        std::optional<std::vector<Bool>> in = of(inst.operand(k));
        if (!in) return std::nullopt;
        for (size_t i = 0; i < out.size(); ++i) out[i] = d_.iteBool(*edge, (*in)[i], out[i]);
      }
      return out;
    }
    default: return std::nullopt;
    }
  }

  // Whether x and y differ in the bit of some noalias parameter; nullopt when they cannot (from
  // the instructions alone: neither may be based on it, or both must be).
  std::optional<Bool> basingDiffers(const Access& x, const Access& y) const {
    std::optional<Bool> out;
    for (size_t i = 0; i < x.bits.size() && i < 64; ++i) {
      uint64_t bit = uint64_t(1) << i;
      if (!((x.basing.may | y.basing.may) & bit) || (x.basing.must & y.basing.must & bit)) continue;
      Bool differ = d_.iteBool(x.bits[i], d_.bNot(y.bits[i]), y.bits[i]);
      out = out ? d_.bOr(*out, differ) : differ;
    }
    return out;
  }

  // Whether x's and y's byte ranges share a byte of one block (sizes non-zero). In 64 bits: a
  // 56-bit offset plus a size wraps only for a size above 2^56, which is UB of its own
  // (semantics/MemoryIntrinsics.h), so the evaluator's 64-bit words suffice.
  Bool overlap(const Access& x, const Access& y) const {
    auto start = [&](const Access& a) { return d_.zext(offsetOf(d_, a.ptr), kPointerBits - kOffsetBits); };
    auto end = [&](const Access& a) { return d_.add(start(a), a.bytes); };
    Bool sameBlock = d_.eq(blockIdOf(d_, x.ptr), blockIdOf(d_, y.ptr));
    return d_.bAnd(sameBlock, d_.bAnd(d_.ult(start(x), end(y)), d_.ult(start(y), end(x))));
  }

  D& d_;
  NoAliasShape shape_;
  std::unordered_map<const ir::Value*, std::vector<Bool>> bits_;
  std::vector<Access> accesses_;
};

} // namespace theseus::semantics
