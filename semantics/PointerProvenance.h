#pragma once
// What the pointer parameters' access attributes forbid (docs/memory.md). As in Alive2, readonly,
// readnone, writeonly and nocapture ride in every pointer based on the parameter (through
// getelementptr, bitcast, select and phi), not in the memory it points to: a store through a
// pointer based on a readonly parameter is UB even where another argument may write the same
// bytes. A pointer is based on a parameter when it is computed from it; pointers loaded from
// memory carry no attribute: a function that stores a pointer based on a parameter with
// readonly, readnone or writeonly is unsupported, and one that stores a pointer based on a
// nocapture parameter must not read memory (no load, memcpy or memmove), so it never gets one
// back (what decides its verdict is only whether the stored pointer is still in non-local memory
// at a return: Alive2's nocapture check). Pointers are not followed through vectors: a function with attributed parameters and a
// vector of pointers is unsupported.
#include "ir/Function.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace theseus::semantics {

// The accesses a pointer may not be used for.
struct PointerRestrictions {
  bool noRead = false;
  bool noWrite = false;
  bool noCapture = false;
  bool any() const { return noRead || noWrite || noCapture; }
};

class PointerProvenance {
public:
  explicit PointerProvenance(const ir::Function& f) {
    for (auto& a : f.arguments()) {
      if (a->type().isPtrVector() && restrictionsOf(a->attrs).any()) {
        unsupported_ = "access attributes on a vector of pointers";
        return;
      }
      if (!a->type().isPtr() || !restrictionsOf(a->attrs).any()) continue;
      if (argRestrictions_.size() == 63) {
        unsupported_ = "more than 63 parameters with access attributes";
        return;
      }
      based_[a.get()] = uint64_t(1) << argRestrictions_.size();
      argRestrictions_.push_back(restrictionsOf(a->attrs));
    }
    if (argRestrictions_.empty()) return;
    bool readsMemory = false;
    for (auto& b : f.blocks())
      for (auto& inst : b->instructions()) {
        if (usesPointerVector(*inst)) unsupported_ = "a vector of pointers in a function with attributed pointer parameters";
        readsMemory |= readsMemoryInto(*inst);
        propagate(*inst);
      }
    if (storesCaptured_ && readsMemory && unsupported_.empty())
      unsupported_ = "a pointer based on a nocapture parameter stored into memory by a function that reads memory";
  }

  // Why the function's attributed pointers cannot be followed (empty when they can): one is
  // stored into memory by a function that loads or copies memory, or there are more than 63
  // attributed parameters.
  const std::string& unsupported() const { return unsupported_; }

  // Whether the function stores a pointer based on a nocapture parameter (it then reads no
  // memory): the run must end with no such pointer in non-local memory (Alive2's nocapture check).
  bool storesCapturedPointer() const { return storesCaptured_; }

  // Whether `field` of the restrictions forbids its access through pointer `v`; nullopt when that
  // depends on the run: `v` may be based on parameters that differ in `field` (a select or phi of
  // them), or is based on one whose `field` is set on some runs only (a freeze of one, a choice
  // between one and a null, global, alloca or loaded pointer), where Alive2's pointer carries the
  // attribute only when it came from the parameter.
  std::optional<bool> restricts(const ir::Value* v, bool PointerRestrictions::*field) const {
    auto it = based_.find(v);
    uint64_t mask = it == based_.end() ? 0 : it->second;
    bool anySet = false, anyUnset = mask == 0 || (mask & kUnattributed);
    for (size_t i = 0; i < argRestrictions_.size(); ++i)
      if (mask >> i & 1) (argRestrictions_[i].*field ? anySet : anyUnset) = true;
    if (!anySet) return false;
    if (anyUnset || uncertain_.count(v)) return std::nullopt;
    return true;
  }

private:
  static constexpr uint64_t kUnattributed = uint64_t(1) << 63;

  static PointerRestrictions restrictionsOf(const ir::ValueAttrs& a) {
    return {a.readnone || a.writeonly, a.readnone || a.readonly, a.nocapture};
  }

  // Whether `inst` brings memory's bytes back into the function: a load, memcpy or memmove.
  static bool readsMemoryInto(const ir::Instruction& inst) {
    if (inst.opcode() == ir::Opcode::Load) return true;
    if (inst.opcode() != ir::Opcode::Call) return false;
    return inst.intrinsic == ir::Intrinsic::Memcpy || inst.intrinsic == ir::Intrinsic::MemcpyInline || inst.intrinsic == ir::Intrinsic::Memmove;
  }

  static bool usesPointerVector(const ir::Instruction& inst) {
    if (inst.type().isPtrVector()) return true;
    for (const ir::Value* op : inst.operands())
      if (op->type().isPtrVector()) return true;
    return false;
  }

  uint64_t maskOf(const ir::Value* v) const {
    auto it = based_.find(v);
    if (it != based_.end()) return it->second;
    return v->valueKind() == ir::Value::Kind::Argument ? kUnattributed : 0;
  }

  void propagate(const ir::Instruction& inst) {
    using ir::Opcode;
    switch (inst.opcode()) {
    case Opcode::GetElementPtr: case Opcode::BitCast:
      based_[&inst] = maskOf(inst.operand(0));
      if (uncertain_.count(inst.operand(0))) uncertain_.insert(&inst);
      break;
    case Opcode::Freeze:
      based_[&inst] = maskOf(inst.operand(0));
      if (maskOf(inst.operand(0)) & ~kUnattributed) uncertain_.insert(&inst);
      break;
    case Opcode::Select: case Opcode::Phi: {
      uint64_t mask = 0;
      bool unbased = false, uncertain = false;
      for (unsigned i = inst.opcode() == Opcode::Select ? 1 : 0; i < inst.numOperands(); ++i) {
        mask |= maskOf(inst.operand(i));
        unbased |= maskOf(inst.operand(i)) == 0;
        uncertain |= uncertain_.count(inst.operand(i)) > 0;
      }
      based_[&inst] = mask;
      if (uncertain || (unbased && (mask & ~kUnattributed))) uncertain_.insert(&inst);
      break;
    }
    case Opcode::Store: {
      if (uncertain_.count(inst.operand(0)))
        unsupported_ = "a pointer that may or may not carry a parameter's access attributes (a freeze of one, or a choice between one and another pointer) stored into memory";
      uint64_t stored = maskOf(inst.operand(0)) & ~kUnattributed;
      for (size_t i = 0; i < argRestrictions_.size(); ++i) {
        if (!(stored >> i & 1)) continue;
        if (argRestrictions_[i].noCapture) storesCaptured_ = true;
        else unsupported_ = "a pointer based on a parameter with access attributes stored into memory";
      }
      break;
    }
    default: break;
    }
  }

  std::unordered_map<const ir::Value*, uint64_t> based_;
  // Pointers whose attributes depend on the run: a freeze of an attributed pointer (of a poison
  // one, any pointer), a select or phi of an attributed pointer and a constant, global, alloca or
  // loaded pointer, and what is computed from them. Storing one is unsupported: the nocapture
  // check would see an attribute Alive2's pointer may not carry, or none where it does.
  std::unordered_set<const ir::Value*> uncertain_;
  std::vector<PointerRestrictions> argRestrictions_;
  std::string unsupported_;
  bool storesCaptured_ = false;
};

} // namespace theseus::semantics
