// The root prefilter never hides a cached rewrite: for every cut extracted, the root signature
// predicted from the LLVM instruction equals the one read back from the cut's cache key text.
#include "MixedModule.h"
#include "cut/Analyses.h"
#include "cut/Cut.h"
#include "driver/RootSignature.h"
#include "store/RewriteCache.h"
#include "store/RootSignature.h"

#include <gtest/gtest.h>
#include <algorithm>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

using namespace theseus;


TEST(RootSignature, PredictedFromTheInstructionEqualsReadFromEveryCutKey) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(driver::testing::kMix, diag, context);
  ASSERT_TRUE(m) << diag.getMessage().str();
  cut::AnalysisSession session;
  unsigned compared = 0, unpredicted = 0;
  for (llvm::Function& f : *m) {
    for (llvm::Instruction& inst : llvm::instructions(f)) {
      if (!cut::isCandidate(inst)) continue;
      for (unsigned depth : {1u, 4u}) {
        std::string why;
        cut::CutOptions options;
        options.depth = depth;
        std::optional<cut::Cut> c = cut::extractCut(inst, cut::analysesOf(f, session.functions()), options, why);
        if (!c) continue;
        std::optional<std::vector<uint64_t>> predicted = driver::predictedRootSignatures(inst);
        std::optional<uint64_t> read = store::rootSignatureOfCutText(store::canonicalCutText(*c->ir, c->dataLayout));
        ASSERT_TRUE(read) << store::canonicalCutText(*c->ir, c->dataLayout);
        if (!predicted) {
          ++unpredicted;
          continue;
        }
        EXPECT_NE(std::find(predicted->begin(), predicted->end(), *read), predicted->end()) << "root " << inst.getName().str() << " of @" << f.getName().str() << ":\n"
                                     << store::canonicalCutText(*c->ir, c->dataLayout);
        ++compared;
      }
    }
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
  EXPECT_EQ(store::rootSignatureOfCutText(add), store::rootSignature("add", "", "i32", "a"));
  EXPECT_EQ(store::rootSignatureOfCutText(keptOperand), store::rootSignature("add", "", "i32", "v:shl,a"));
  EXPECT_NE(store::rootSignatureOfCutText(add), store::rootSignatureOfCutText(addValues));
  EXPECT_NE(store::rootSignatureOfCutText(add), store::rootSignatureOfCutText(sub));
  EXPECT_NE(store::rootSignatureOfCutText(add), store::rootSignatureOfCutText(wide));
  EXPECT_FALSE(store::rootSignatureOfCutText("not a cut"));
}
