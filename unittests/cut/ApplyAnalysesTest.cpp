// The analyses of a function across applications (cut/apply/Apply.h): a straight-line
// clone keeps the dominator tree, loop info and MemorySSA valid (the deletion updates MemorySSA),
// so a second cut taken with the kept analyses, through a load, gives the same function as one
// taken with recomputed analyses. The rewrites need not refine their cuts: application is tested.
#include "LlvmText.h"
#include "CutTestSupport.h"

#include "cut/apply/Apply.h"
#include "cut/apply/ParsedRewrites.h"

#include <llvm/Analysis/MemorySSA.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <functional>

using namespace theseus;
using namespace theseus::cut;
using namespace theseus::cut::testing;

namespace {

// %d is x0 + y in disguise (its cut meets the load %x0 of a location a store writes, so MemorySSA
// is computed; the call in between clobbers it, so %x0 stays an input); %m reads back what was
// stored from %d, and is x0.
const char* const kModule = R"(
declare void @g()
define i32 @f(ptr %p, ptr %q, i32 %y) {
  store i32 %y, ptr %q
  call void @g()
  %x0 = load i32, ptr %q
  %a = xor i32 %x0, %y
  %b = and i32 %x0, %y
  %c = shl i32 %b, 1
  %d = add i32 %a, %c
  store i32 %d, ptr %p
  %l = load i32, ptr %p
  %m = sub i32 %l, %y
  ret i32 %m
}
)";

// "%a<i>" for the cut input named `name`.
std::string input(const Cut& cut, const std::string& name) {
  for (size_t i = 0; i < cut.inputs.size(); ++i)
    if (cut.inputs[i]->getName() == name) return "%a" + std::to_string(i);
  ADD_FAILURE() << "no input %" << name;
  return "%none";
}

// A rewrite of `cut` (inputs all i32) whose body is `body`.
std::string rewriteText(const Cut& cut, const std::string& body) {
  std::string params, sep;
  for (size_t i = 0; i < cut.inputs.size(); ++i, sep = ", ") params += sep + "i32 %a" + std::to_string(i);
  return "define i32 @tgt(" + params + ") {\n" + body + "}\n";
}

// Applies the rewrite of `body` at the cut of `root`, taken with the analyses `fam` holds now (it
// must forward `forwarded` loads; loads it does not forward are inputs, as without cuts with
// memory); the MemorySSA it holds is updated unless `updateMemory` is false.
void applyAt(ParsedModule& m, ParsedRewrites& parsed, const std::string& root, const std::function<std::string(const Cut&)>& body,
             unsigned forwarded, bool updateMemory = true) {
  llvm::Function& f = *m.module->getFunction("f");
  llvm::FunctionAnalysisManager& fam = m.session->functions();
  FunctionAnalyses analyses = analysesOf(f, fam);
  std::string why, error;
  CutOptions options;
  options.keepLoads = false;
  auto cut = extractCut(*m.instruction("f", root), analyses, options, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->forwardedLoads, forwarded) << root;
  const llvm::Function* rewrite = parsed.function(rewriteText(*cut, body(*cut)), m.context, error);
  ASSERT_TRUE(rewrite) << error;
  ApplyOutcome applied = applyRewrite(*cut, *rewrite, analyses.dt, updateMemory ? computedMemorySSA(f, fam) : nullptr, error);
  ASSERT_EQ(applied.result, ApplyResult::Applied) << error;
  EXPECT_TRUE(applied.analysesValid);
}

std::string xPlusY(const Cut& c) { return "  %s = add i32 " + input(c, "x0") + ", " + input(c, "y") + "\n  ret i32 %s\n"; }
std::string justX(const Cut& c) { return "  ret i32 " + input(c, "x0") + "\n"; }

// @f after the two rewrites, the analyses recomputed between them or not.
std::string afterTwoRewrites(bool recompute) {
  ParsedModule m(kModule);
  ParsedRewrites parsed;
  llvm::Function& f = *m.module->getFunction("f");
  applyAt(m, parsed, "d", xPlusY, 0);
  EXPECT_NE(computedMemorySSA(f, m.session->functions()), nullptr);
  if (recompute) invalidateAnalyses(f, m.session->functions());
  applyAt(m, parsed, "m", justX, 1);
  EXPECT_FALSE(llvm::verifyFunction(f, &llvm::errs()));
  return theseus::testing::llvmText(f);
}

// Whether `memory` has one access per instruction of `f` that touches memory, in order, and no
// other, and answers each load's clobber as a MemorySSA computed afresh does.
void expectMatchesTheFunction(llvm::MemorySSA& memory, llvm::Function& f) {
  memory.verifyMemorySSA();
  AnalysisSession fresh;
  llvm::MemorySSA& recomputed = fresh.functions().getResult<llvm::MemorySSAAnalysis>(f).getMSSA();
  for (llvm::BasicBlock& b : f) {
    std::vector<const llvm::Instruction*> touching, accessed;
    for (llvm::Instruction& inst : b)
      if (inst.mayReadOrWriteMemory()) touching.push_back(&inst);
    if (const auto* accesses = memory.getBlockAccesses(&b))
      for (const llvm::MemoryAccess& access : *accesses)
        if (auto* useOrDef = llvm::dyn_cast<llvm::MemoryUseOrDef>(&access)) accessed.push_back(useOrDef->getMemoryInst());
    ASSERT_EQ(accessed, touching);
    for (const llvm::Instruction* inst : touching) {
      if (!llvm::isa<llvm::LoadInst>(inst)) continue;
      auto* kept = llvm::dyn_cast<llvm::MemoryUseOrDef>(memory.getWalker()->getClobberingMemoryAccess(const_cast<llvm::Instruction*>(inst)));
      auto* fresh = llvm::dyn_cast<llvm::MemoryUseOrDef>(recomputed.getWalker()->getClobberingMemoryAccess(const_cast<llvm::Instruction*>(inst)));
      EXPECT_EQ(kept ? kept->getMemoryInst() : nullptr, fresh ? fresh->getMemoryInst() : nullptr);
    }
  }
}

} // namespace

TEST(ApplyAnalyses, KeptAnalysesGiveTheFunctionRecomputedOnesGive) {
  std::string kept = afterTwoRewrites(false);
  EXPECT_EQ(kept, afterTwoRewrites(true));
  EXPECT_EQ(kept.find("load i32, ptr %p"), std::string::npos) << kept;
  EXPECT_NE(kept.find("store i32 %d, ptr %p"), std::string::npos) << kept;
}

TEST(ApplyAnalyses, MemorySSAStaysValidWhenAnApplicationDeletesALoad) {
  ParsedModule m(kModule);
  ParsedRewrites parsed;
  llvm::Function& f = *m.module->getFunction("f");
  applyAt(m, parsed, "d", xPlusY, 0);
  applyAt(m, parsed, "m", justX, 1);
  ASSERT_EQ(theseus::testing::llvmText(f).find("load i32, ptr %p"), std::string::npos);
  llvm::MemorySSA* memory = computedMemorySSA(f, m.session->functions());
  ASSERT_NE(memory, nullptr);
  expectMatchesTheFunction(*memory, f);
}

TEST(ApplyAnalyses, WithoutTheUpdateMemorySSAKeepsTheDeletedLoad) {
  ParsedModule m(kModule);
  ParsedRewrites parsed;
  llvm::Function& f = *m.module->getFunction("f");
  applyAt(m, parsed, "d", xPlusY, 0);
  applyAt(m, parsed, "m", justX, 1, false);
  llvm::MemorySSA* memory = computedMemorySSA(f, m.session->functions());
  ASSERT_NE(memory, nullptr);
  unsigned accesses = 0, touching = 0;
  for (const llvm::MemoryAccess& access : *memory->getBlockAccesses(&f.front())) accesses += llvm::isa<llvm::MemoryUseOrDef>(access) ? 1 : 0;
  for (llvm::Instruction& inst : f.front()) touching += inst.mayReadOrWriteMemory() ? 1 : 0;
  EXPECT_EQ(accesses, touching + 1);
}
