// llvm.assume with operand bundles, and Alive2's llvm.assert (docs/memory.md). Only the
// refinement checker imports them (ImportOptions::memory). Each "align" and "noundef" bundle
// becomes a call of its row (ir::Intrinsic::AssumeAlign, AssumeNoundef) placed just before the
// assume of the condition; "cold" and "ignore" carry nothing that bears on correctness.
#include "bridge/FunctionImporter.h"
#include "bridge/ImportValues.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace theseus::bridge {

namespace {

// Throws unless `call` is a plain C call without attributes on its function or arguments.
void checkPlainCall(const llvm::CallInst& call) {
  if (call.isMustTailCall() || call.getCallingConv() != llvm::CallingConv::C) throwUnsupported(&call);
  checkFunctionAttrs(call.getAttributes().getFnAttrs(), &call);
  for (unsigned i = 0; i < call.arg_size(); ++i)
    if (!importValueAttrs(call.getAttributes().getParamAttrs(i), true, &call).empty()) throwUnsupported(&call);
}

// Whether `v` is an integer of at most 64 bits (an alignment the row reads, zero-extended).
bool isIntegerUpTo64(const llvm::Value* v) { return v->getType()->isIntegerTy() && v->getType()->getIntegerBitWidth() <= 64; }

// Whether `v` is an offset whose meaning does not hang on extending it: 64 bits wide, or a
// constant with its sign bit clear (LLVM's passes and Alive2 disagree on whether a narrower
// offset is sign- or zero-extended).
bool isUnambiguousOffset(const llvm::Value* v) {
  if (!v->getType()->isIntegerTy()) return false;
  if (v->getType()->getIntegerBitWidth() == 64) return true;
  auto* c = llvm::dyn_cast<llvm::ConstantInt>(v);
  return c && v->getType()->getIntegerBitWidth() < 64 && !c->isNegative();
}

// The row of assume bundle `bundle`, checked against its operands: "align"(ptr, iN align[, iM
// offset]) with N <= 64 and an unambiguous offset, or "noundef"(values...); nullopt for "cold"
// and "ignore". Throws for any other bundle, naming it.
std::optional<ir::Intrinsic> assumeBundleRow(const llvm::CallInst& call, const llvm::OperandBundleUse& bundle) {
  llvm::StringRef tag = bundle.getTagName();
  size_t n = bundle.Inputs.size();
  if (tag == "cold" || tag == "ignore") return std::nullopt;
  if (tag == "noundef" && n > 0) return ir::Intrinsic::AssumeNoundef;
  if (tag == "align" && (n == 2 || n == 3) && bundle.Inputs[0]->getType()->isPointerTy() && isIntegerUpTo64(bundle.Inputs[1]) &&
      (n == 2 || isUnambiguousOffset(bundle.Inputs[2])))
    return ir::Intrinsic::AssumeAlign;
  if (tag == "align")
    throwUnsupported(&call, "llvm.assume \"align\" bundle other than (ptr, iN align) or (ptr, iN align, i64 offset) with N <= 64 "
                            "(a narrower offset only as a non-negative constant): " + llvmText(call));
  throwUnsupported(&call, "llvm.assume operand bundle \"" + tag.str() + "\" (only \"align\" and \"noundef\" are modelled): " + llvmText(call));
}

} // namespace

void FunctionImporter::appendAssumeBundle(const llvm::CallInst& call, unsigned index) {
  llvm::OperandBundleUse bundle = call.getOperandBundleAt(index);
  std::optional<ir::Intrinsic> row = assumeBundleRow(call, bundle);
  if (!row) return;
  auto out = std::make_unique<ir::Instruction>(ir::Opcode::Call, ir::Type::voidTy(), "");
  out->intrinsic = *row;
  out->loc = locations_.of(&call);
  for (const llvm::Use& input : bundle.Inputs) out->addOperand(valueOf(input.get(), call));
  blocks_.at(call.getParent())->append(std::move(out));
}

std::unique_ptr<ir::Instruction> FunctionImporter::createAssumeCall(const llvm::CallInst& call, ir::Type type) {
  const llvm::Function* callee = call.getCalledFunction();
  if (!callee) return nullptr;
  bool isAssert = callee->getName() == "llvm.assert";
  if (!isAssert && (callee->getIntrinsicID() != llvm::Intrinsic::assume || !call.hasOperandBundles())) return nullptr;
  if (!memory_ && isAssert)
    throwUnsupported(&call, "llvm.assert (Alive2's assume that LLVM may not remove; to LLVM an unknown function) outside the refinement checker: " +
                                llvmText(call));
  if (!memory_) throwUnsupported(&call, "llvm.assume operand bundles outside the refinement checker: " + llvmText(call));
  checkPlainCall(call);
  llvm::LLVMContext& context = call.getContext();
  if (isAssert && (callee->getFunctionType() != llvm::FunctionType::get(llvm::Type::getVoidTy(context), {llvm::Type::getInt1Ty(context)}, false) ||
                 call.hasOperandBundles()))
    throwUnsupported(&call, "llvm.assert other than void (i1) without operand bundles: " + llvmText(call));
  for (unsigned i = 0; i < call.getNumOperandBundles(); ++i) appendAssumeBundle(call, i);
  auto out = std::make_unique<ir::Instruction>(ir::Opcode::Call, type, call.getName().str());
  out->intrinsic = isAssert ? ir::Intrinsic::Assert : ir::Intrinsic::Assume;
  return out;
}

} // namespace theseus::bridge
