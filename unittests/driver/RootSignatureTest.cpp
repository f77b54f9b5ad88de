// The root prefilter never hides a cached rewrite: for every cut extracted, the root signature
// predicted from the LLVM instruction equals the one read back from the cut's cache key text.
#include "MixedModule.h"
#include "cut/extract/Analyses.h"
#include "cut/extract/Cut.h"
#include "cut/fastpath/RootSignature.h"
#include "store/RewriteCache.h"

#include <gtest/gtest.h>
#include <algorithm>
#include <set>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

using namespace theseus;

namespace {

// The signatures of a cut of `inst` spelled out as strings (cut::rootSignature), the value
// operands' kinds enumerated with bit i of the mask keeping the i-th instruction operand; nullopt
// for what predictedRootSignatures cannot predict.
std::optional<std::vector<uint64_t>> spelledOutSignatures(const llvm::Instruction& inst) {
  std::string type;
  llvm::raw_string_ostream(type) << *inst.getType();
  if (!inst.getType()->isIntOrIntVectorTy() || llvm::isa<llvm::ScalableVectorType>(inst.getType())) return std::nullopt;
  std::string detail;
  unsigned operands = inst.getNumOperands();
  if (auto* cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst)) detail = llvm::CmpInst::getPredicateName(cmp->getPredicate()).str();
  if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) {
    if (!call->getCalledFunction()) return std::nullopt;
    detail = call->getCalledFunction()->getName().str();
    operands = call->arg_size();
  }
  std::vector<const llvm::Value*> values;
  for (unsigned i = 0; i < operands; ++i) {
    const llvm::Value* v = inst.getOperand(i);
    if (llvm::isa<llvm::LoadInst>(v) || llvm::isa<llvm::ConstantExpr>(v) || llvm::isa<llvm::GlobalValue>(v)) return std::nullopt;
    if (llvm::isa<llvm::Constant>(v)) continue;
    if (!llvm::isa<llvm::Argument>(v) && !llvm::isa<llvm::Instruction>(v)) return std::nullopt;
    values.push_back(v);
  }
  if (values.size() > 4) return std::nullopt;
  unsigned instructions = unsigned(std::count_if(values.begin(), values.end(), [](const llvm::Value* v) { return llvm::isa<llvm::Instruction>(v); }));
  std::vector<uint64_t> out;
  for (unsigned kept = 0; kept < (1u << instructions); ++kept) {
    std::string kinds;
    unsigned index = 0;
    for (const llvm::Value* v : values) {
      kinds += kinds.empty() ? "" : ",";
      auto* operand = llvm::dyn_cast<llvm::Instruction>(v);
      kinds += operand && (kept >> index++ & 1) ? std::string("v:") + operand->getOpcodeName() : std::string("a");
    }
    out.push_back(cut::rootSignature(inst.getOpcodeName(), detail, type, kinds));
  }
  return out;
}

} // namespace

TEST(RootSignature, PredictionEqualsTheSignaturesSpelledOutAsStrings) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> m = driver::testing::parsedMix(context);
  ASSERT_TRUE(m);
  unsigned predicted = 0;
  for (llvm::Function& f : *m)
    for (llvm::Instruction& inst : llvm::instructions(f)) {
      if (!cut::isCandidate(inst)) continue;
      std::optional<std::vector<uint64_t>> signatures = cut::predictedRootSignatures(inst);
      EXPECT_EQ(signatures, spelledOutSignatures(inst)) << "root " << inst.getName().str() << " of @" << f.getName().str();
      predicted += signatures.has_value();
    }
  EXPECT_GE(predicted, 20u);
}


TEST(RootSignature, PredictedFromTheInstructionEqualsReadFromEveryCutKey) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> m = driver::testing::parsedMix(context);
  ASSERT_TRUE(m);
  cut::AnalysisSession session;
  unsigned compared = 0, unpredicted = 0;
  for (const auto& [root, options] : driver::testing::candidatesAtDepthsOneAndFour(*m)) {
    std::string why;
    llvm::Function& f = *root->getFunction();
    std::optional<cut::Cut> c = cut::extractCut(*root, cut::analysesOf(f, session.functions()), options, why);
    if (!c) continue;
    std::optional<std::vector<uint64_t>> predicted = cut::predictedRootSignatures(*root);
    std::optional<uint64_t> read = cut::rootSignatureOfCutText(store::canonicalCutText(*c->ir, c->dataLayout));
    ASSERT_TRUE(read) << store::canonicalCutText(*c->ir, c->dataLayout);
    if (!predicted) {
      ++unpredicted;
      continue;
    }
    EXPECT_NE(std::find(predicted->begin(), predicted->end(), *read), predicted->end())
        << "root " << root->getName().str() << " of @" << f.getName().str() << ":\n"
        << store::canonicalCutText(*c->ir, c->dataLayout);
    ++compared;
  }
  EXPECT_GE(compared, 40u);
  EXPECT_GE(unpredicted, 2u);
}

TEST(RootSignature, OperationTypeAndConstantOperandsTellRootsApart) {
  std::string add = "define i32 @f(i32 %a0) {\nbb0:\n  %v0 = add i32 %a0, 7\n  ret i32 %v0\n}\n";
  std::string addValues = "define i32 @f(i32 %a0, i32 %a1) {\nbb0:\n  %v0 = add i32 %a0, %a1\n  ret i32 %v0\n}\n";
  std::string sub = "define i32 @f(i32 %a0) {\nbb0:\n  %v0 = sub i32 %a0, 7\n  ret i32 %v0\n}\n";
  std::string wide = "define i64 @f(i64 %a0) {\nbb0:\n  %v0 = add i64 %a0, 7\n  ret i64 %v0\n}\n";
  std::string keptOperand = "define i32 @f(i32 %a0) {\nbb0:\n  %v0 = shl i32 %a0, 3\n  %v1 = add i32 %v0, %a0\n  ret i32 %v1\n}\n";
  EXPECT_EQ(cut::rootSignatureOfCutText(add), cut::rootSignature("add", "", "i32", "a"));
  EXPECT_EQ(cut::rootSignatureOfCutText(keptOperand), cut::rootSignature("add", "", "i32", "v:shl,a"));
  EXPECT_NE(cut::rootSignatureOfCutText(add), cut::rootSignatureOfCutText(addValues));
  EXPECT_NE(cut::rootSignatureOfCutText(add), cut::rootSignatureOfCutText(sub));
  EXPECT_NE(cut::rootSignatureOfCutText(add), cut::rootSignatureOfCutText(wide));
  EXPECT_FALSE(cut::rootSignatureOfCutText("not a cut"));
}

TEST(RootSignature, RememberedPrefilterAnswersEqualTheAnswersFromThePrediction) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> m = driver::testing::parsedMix(context);
  ASSERT_TRUE(m);
  std::vector<llvm::Instruction*> instructions;
  for (llvm::Function& f : *m)
    for (llvm::Instruction& inst : llvm::instructions(f)) instructions.push_back(&inst);
  std::set<uint64_t> known;
  for (size_t i = 0; i < instructions.size(); i += 3)
    if (std::optional<std::vector<uint64_t>> signatures = cut::predictedRootSignatures(*instructions[i]))
      known.insert(signatures->back());
  auto isKnown = [&known](uint64_t signature) { return known.count(signature) != 0; };
  cut::RootPrefilterMemo memo;
  unsigned ruledOut = 0, kept = 0;
  for (int round = 0; round < 2; ++round)
    for (llvm::Instruction* inst : instructions) {
      std::optional<std::vector<uint64_t>> signatures = cut::predictedRootSignatures(*inst);
      bool expected = signatures && std::none_of(signatures->begin(), signatures->end(), isKnown);
      EXPECT_EQ(memo.rulesOut(*inst, isKnown), expected) << inst->getName().str();
      ruledOut += expected;
      kept += signatures && !expected;
    }
  EXPECT_GE(ruledOut, 10u);
  EXPECT_GE(kept, 10u);
}
