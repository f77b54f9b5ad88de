#include "difftest/CaseQuery.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Transforms/Utils/Cloning.h>

namespace theseus::difftest {

namespace {

// The lane `bits` as a constant of scalar type `t`: an integer, or a floating-point value with
// exactly these bits (NaN payloads included).
llvm::Constant* laneConstant(llvm::Type* t, uint64_t bits) {
  if (!t->isFloatingPointTy()) return llvm::ConstantInt::get(t, bits);
  return llvm::ConstantFP::get(t->getContext(), llvm::APFloat(t->getFltSemantics(), llvm::APInt(t->getPrimitiveSizeInBits(), bits)));
}

// `lanes` as an LLVM constant of type `t` (an integer, floating-point value or vector of either).
llvm::Constant* lanesConstant(llvm::Type* t, const LaneVector& lanes) {
  auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(t);
  if (!vt) return laneConstant(t, lanes.at(0));
  std::vector<llvm::Constant*> elements;
  for (uint64_t lane : lanes) elements.push_back(laneConstant(vt->getElementType(), lane));
  return llvm::ConstantVector::get(elements);
}

} // namespace

std::optional<std::string> constantQueryText(const std::string& path, const std::string& function, const IntrinsicShape& shape, const Case& c,
                                             const LaneVector& result, std::string& error) {
  llvm::LLVMContext ctx;
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseIRFile(path, diag, ctx);
  llvm::Function* original = m ? m->getFunction(function) : nullptr;
  if (!original || original->isDeclaration()) {
    error = path + ": error: cannot read @" + function + (m ? "" : ": " + diag.getMessage().str());
    return std::nullopt;
  }
  for (auto& f : *m)
    if (!f.isDeclaration()) f.setName("difftest_original_" + f.getName().str());
  llvm::FunctionType* noArgs = llvm::FunctionType::get(original->getReturnType(), {}, false);
  auto* src = llvm::Function::Create(noArgs, llvm::GlobalValue::ExternalLinkage, "src", *m);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", src));
  std::vector<llvm::Value*> args;
  for (size_t i = 0; i < c.args.size(); ++i) args.push_back(lanesConstant(original->getFunctionType()->getParamType(i), c.args[i]));
  llvm::CallInst* call = b.CreateCall(original, args);
  b.CreateRet(call);
  llvm::InlineFunctionInfo info;
  llvm::InlineResult inlined = llvm::InlineFunction(*call, info);
  if (!inlined.isSuccess()) {
    error = std::string("cannot inline @") + function + ": " + inlined.getFailureReason();
    return std::nullopt;
  }
  auto* tgt = llvm::Function::Create(noArgs, llvm::GlobalValue::ExternalLinkage, "tgt", *m);
  llvm::IRBuilder<>(llvm::BasicBlock::Create(ctx, "entry", tgt)).CreateRet(lanesConstant(original->getReturnType(), result));
  std::vector<llvm::Function*> others;
  for (auto& f : *m)
    if (&f != src && &f != tgt && !f.isDeclaration()) others.push_back(&f);
  for (llvm::Function* f : others) f->eraseFromParent();
  std::string text;
  llvm::raw_string_ostream os(text);
  m->print(os, nullptr);
  return text;
}

} // namespace theseus::difftest
