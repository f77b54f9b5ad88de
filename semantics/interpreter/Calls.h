#pragma once
// The Interpreter's calls: intrinsics (semantics/CallSemantics.h), memory intrinsics, assume
// bundles, llvm.trap, llvm.sideeffect and llvm.thread.pointer.
#include "semantics/CallSemantics.h"
#include "semantics/MemoryIntrinsics.h"
#include "semantics/interpreter/InterpreterClass.h"

namespace theseus::semantics {

template <class D> Lanes<D> Interpreter<D>::evaluateCall(const ir::Instruction& inst, const Bool& reach) {
  std::vector<Lanes<D>> ops;
  for (unsigned i = 0; i < inst.numOperands(); ++i) ops.push_back(readFlushed(inst, i));
  if (inst.intrinsic == ir::Intrinsic::Trap) return {};
  if (inst.intrinsic == ir::Intrinsic::SideEffect) sideEffects_.push_back(reach);
  if (inst.intrinsic == ir::Intrinsic::ThreadPointer) {
    if constexpr (requires { d_.memory().threadPointer(); }) return {{d_.memory().threadPointer(), d_.boolConst(false)}};
    else throw UnsupportedConstruct("llvm.thread.pointer (the evaluator does not model it)");
  }
  if (ir::isMemoryIntrinsic(inst.intrinsic)) {
    if constexpr (requires { d_.memory(); }) {
      for (size_t i = 0; i < inst.operandAttrs.size(); ++i)
        ops[i] = applyValueAttrs(inst.operandAttrs[i], withPointerAttrs(inst.operandAttrs[i], inst.operand(unsigned(i))->type(), std::move(ops[i]), reach, false), reach);
      std::array<bool, 2> forbidden{restricted(inst.operand(0), &PointerRestrictions::noWrite), inst.numOperands() > 1 && restricted(inst.operand(1), &PointerRestrictions::noRead)};
      ub_ = d_.bOr(ub_, d_.bAnd(reach, memoryIntrinsicEffect(d_, d_.memory(), inst, ops, reach, forbidden)));
      addUB(reach, transferEffectsUB(inst, ops), true);
      recordNoAliasTransfer(inst, ops, reach);
      return {};
    } else {
      throw UnsupportedConstruct("call of " + std::string(ir::intrinsicStem(inst.intrinsic)) + " (the evaluator does not model memory)");
    }
  }
  if (ir::isAssumeBundle(inst.intrinsic)) {
    BundleUB<D> bundle = assumeBundleUB(inst, ops);
    addUB(reach, bundle.nonGuardable, true);
    addUB(reach, bundle.guardable, false);
    return {};
  }
  Effects<D> fx{d_.boolConst(false)};
  Lanes<D> out = intrinsicLanes(d_, inst, ops, fx);
  if (inst.type().isFloatOrVector() && respectsDenormalModes(inst)) out = flushOutputs(inst.type().floatKind(), std::move(out));
  ub_ = d_.bOr(ub_, d_.bAnd(reach, fx.ub));
  return applyValueAttrs(inst.returnAttrs, std::move(out), reach);
}

template <class D> BundleUB<D> Interpreter<D>::assumeBundleUB(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops) {
  if (inst.intrinsic == ir::Intrinsic::AssumeNoundef) return assumeNoundefUB(d_, ops);
  if constexpr (requires { d_.memory(); }) return assumeAlignUB(d_, d_.memory(), ops);
  else throw UnsupportedConstruct("llvm.assume's \"align\" bundle (the evaluator does not model memory)");
}

} // namespace theseus::semantics
