#pragma once
// The Interpreter's memory instructions (alloca, load, store, getelementptr, ptrtoint, inttoptr,
// comparisons of pointers) and the checks around accesses: memory(...) effects, argument bits and
// the noalias accesses.
#include "semantics/IntOps.h"
#include "semantics/MemoryOps.h"
#include "semantics/MemoryStructs.h"
#include "semantics/interpreter/InterpreterClass.h"

namespace theseus::semantics {

template <class D> Lanes<D> Interpreter<D>::evaluateMemory(const ir::Instruction& inst, const Bool& reach) {
  using ir::Opcode;
  if constexpr (requires { d_.memory(); }) {
    auto& m = d_.memory();
    switch (inst.opcode()) {
    case Opcode::Alloca: {
      Lane<D> count = read(inst.operand(0))[0];
      BV n = d_.zext(count.value, kPointerBits - d_.width(count.value)), unit = d_.constantU(kPointerBits, inst.allocBytes);
      addUB(reach, count.poison, true);
      addUB(reach, d_.umulOverflow(n, unit), false);
      BV ptr = m.allocate(d_.mul(n, unit), inst.align, reach);
      if (initiallyDead_.count(&inst)) m.setLive(ptr, false, reach);
      return {{ptr, d_.boolConst(false)}};
    }
    case Opcode::Load: {
      if (!hasByteLayout(inst.type()) && !isFlatStructInMemory(inst.type())) throw UnsupportedConstruct("load of " + inst.type().str());
      Lane<D> ptr = read(inst.operand(0))[0];
      unsigned n = accessBytes(inst, inst.type());
      Bool forbidden = d_.boolConst(restricted(inst.operand(0), &PointerRestrictions::noRead));
      addUB(reach, d_.bOr(dereferenceUB(d_, m, ptr, n, AccessKind::Read), forbidden), true);
      addUB(reach, effectsUB(inst.operand(0), ptr, AccessKind::Read), true);
      addUB(reach, misaligned(d_, m, ptr.value, inst.align), false);
      if (n) recordNoAliasAccess(inst.operand(0), ptr.value, d_.constantU(kPointerBits, n), false, reach);
      Lanes<D> loaded = decodeAccessBytes(d_, inst, m.read(ptr.value, n), inst.type(), dl_.bigEndian);
      if (inst.type().isPtrOrPtrVector() && !storesPointers_)
        for (auto& lane : loaded) lane.poison = d_.bOr(lane.poison, d_.bNot(m.mayBeLoadedPointer(lane.value)));
      return applyValueAttrs(inst.returnAttrs, std::move(loaded), reach);
    }
    case Opcode::Store: {
      const ir::Type& type = inst.operand(0)->type();
      if (!hasByteLayout(type) && !isFlatStructInMemory(type)) throw UnsupportedConstruct("store of " + type.str());
      Lane<D> ptr = read(inst.operand(1))[0];
      Bool forbidden = d_.boolConst(restricted(inst.operand(1), &PointerRestrictions::noWrite));
      unsigned n = accessBytes(inst, type);
      addUB(reach, d_.bOr(dereferenceUB(d_, m, ptr, n, AccessKind::Write), forbidden), true);
      if (n) recordNoAliasAccess(inst.operand(1), ptr.value, d_.constantU(kPointerBits, n), true, reach);
      addUB(reach, effectsUB(inst.operand(1), ptr, AccessKind::Write), true);
      addUB(reach, misaligned(d_, m, ptr.value, inst.align), false);
      Lanes<D> value = read(inst.operand(0));
      m.write(ptr.value, encodeAccessBytes(d_, inst, value, type, dl_.bigEndian), reach);
      if (provenance_.storesCapturedPointer() && type.isPtr() && restricted(inst.operand(0), &PointerRestrictions::noCapture))
        markCapturedPointer(ptr.value, d_.bAnd(reach, d_.bNot(value[0].poison)));
      return {};
    }
    case Opcode::GetElementPtr: {
      std::vector<Lanes<D>> operands;
      for (unsigned i = 0; i < inst.numOperands(); ++i) operands.push_back(read(inst.operand(i)));
      Lanes<D> out;
      for (unsigned k = 0; k < inst.type().lanes(); ++k) {
        std::vector<Lane<D>> indices;
        for (unsigned i = 1; i < operands.size(); ++i) indices.push_back(splatLane(operands[i], k));
        out.push_back(gepLane(d_, m, inst, splatLane(operands[0], k), indices));
      }
      return out;
    }
    case Opcode::PtrToInt: {
      if (restricted(inst.operand(0), &PointerRestrictions::noCapture)) addUB(reach, d_.boolConst(true), true);
      unsigned w = inst.type().bits();
      Lanes<D> out;
      for (const Lane<D>& ptr : read(inst.operand(0))) {
        BV address = m.address(ptr.value);
        out.push_back({w <= kPointerBits ? d_.extract(address, w - 1, 0) : d_.zext(address, w - kPointerBits), ptr.poison});
      }
      return out;
    }
    case Opcode::IntToPtr: {
      Lane<D> value = read(inst.operand(0))[0];
      unsigned w = d_.width(value.value);
      BV address = w >= kPointerBits ? d_.extract(value.value, kPointerBits - 1, 0) : d_.zext(value.value, kPointerBits - w);
      return {{m.physicalPointer(address, d_.bAnd(reach, d_.bNot(value.poison))), value.poison}};
    }
    default:
      return mapLanes2(inst, [&](const Lane<D>& a, const Lane<D>& b) {
        return icmpLane(d_, inst.predicate, Lane<D>{m.address(a.value), a.poison}, Lane<D>{m.address(b.value), b.poison});
      });
    }
  } else {
    throw UnsupportedConstruct("instruction '" + std::string(ir::opcodeName(inst.opcode())) + "' (the evaluator does not model memory)");
  }
}

template <class D> typename Interpreter<D>::Bool Interpreter<D>::effectsUB(const ir::Value* operand, const Lane<D>& ptr, AccessKind kind) {
  if constexpr (requires { d_.memory(); }) {
    std::optional<Bool> ub = argumentBits_.accessUB(d_.memory(), operand, ptr, kind);
    if (!ub)
      throw UnsupportedConstruct("memory(...) effects on an access through '%" + operand->name() +
                                 "', a pointer not followed to an argument or a block (loaded where the function may store pointers, or returned by a call)");
    return *ub;
  } else {
    throw UnsupportedConstruct("memory(...) effects (the evaluator does not model memory)");
  }
}

template <class D> typename Interpreter<D>::Bool Interpreter<D>::transferEffectsUB(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops) {
  if (inst.intrinsic == ir::Intrinsic::LifetimeStart || inst.intrinsic == ir::Intrinsic::LifetimeEnd) return d_.boolConst(false);
  Bool nonZero = ne(d_, ops[2][0].value, d_.constantU(d_.width(ops[2][0].value), 0));
  Bool ub = effectsUB(inst.operand(0), ops[0][0], AccessKind::Write);
  bool copies = inst.intrinsic != ir::Intrinsic::Memset && inst.intrinsic != ir::Intrinsic::MemsetInline;
  if (copies) ub = d_.bOr(ub, effectsUB(inst.operand(1), ops[1][0], AccessKind::Read));
  return d_.bAnd(nonZero, ub);
}

template <class D> void Interpreter<D>::recordArgumentBit(const ir::Instruction& inst) {
  if constexpr (requires { d_.memory(); }) {
    auto lane = [&](const ir::Value* v) {
      bool selectCondition = inst.opcode() == ir::Opcode::Select && v == inst.operand(0) && pointerSelectCondition_;
      return selectCondition ? *pointerSelectCondition_ : read(v)[0];
    };
    auto edge = [&](const ir::Instruction& phi, unsigned i) -> std::optional<Bool> {
      auto it = edges_.find({phi.blocks[i], phi.parent()});
      if (it == edges_.end()) return std::nullopt;
      return it->second;
    };
    argumentBits_.record(d_.memory(), inst, lane, edge);
    noalias_.record(inst, lane, edge);
  }
}

template <class D> void Interpreter<D>::recordNoAliasTransfer(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops, const Bool& reach) {
  if (!noalias_.active() || inst.intrinsic == ir::Intrinsic::LifetimeStart || inst.intrinsic == ir::Intrinsic::LifetimeEnd) return;
  const BV& size = ops[2][0].value;
  unsigned w = d_.width(size);
  BV n = w == kPointerBits ? size : w < kPointerBits ? d_.zext(size, kPointerBits - w) : d_.extract(size, kPointerBits - 1, 0);
  Bool when = d_.bAnd(reach, ne(d_, n, d_.constantU(kPointerBits, 0)));
  recordNoAliasAccess(inst.operand(0), ops[0][0].value, n, true, when);
  bool copies = inst.intrinsic != ir::Intrinsic::Memset && inst.intrinsic != ir::Intrinsic::MemsetInline;
  if (copies) recordNoAliasAccess(inst.operand(1), ops[1][0].value, n, false, when);
}

} // namespace theseus::semantics
