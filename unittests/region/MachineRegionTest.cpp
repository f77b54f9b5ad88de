#include "cost/region/MachineRegion.h"

#include "llvm/Analysis/BlockFrequencyInfo.h"
#include "llvm/Analysis/BranchProbabilityInfo.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace theseus::cost;

namespace {

std::unique_ptr<llvm::Module> parse(const char* text, llvm::LLVMContext& context) {
  llvm::SMDiagnostic diagnostic;
  auto m = llvm::parseAssemblyString(text, diagnostic, context);
  if (!m) ADD_FAILURE() << diagnostic.getMessage().str();
  return m;
}

// The block weights of `f` from a BlockFrequencyInfo computed here.
std::vector<double> weightsOf(const llvm::Function& f) {
  llvm::DominatorTree dt(const_cast<llvm::Function&>(f));
  llvm::LoopInfo loops(dt);
  llvm::BranchProbabilityInfo probabilities(f, loops);
  llvm::BlockFrequencyInfo frequencies(f, probabilities, loops);
  return blockWeights(f, frequencies);
}

// The machine costs of the functions `names` of `m`, each isolated and weighted by its own blocks.
std::vector<MachineCost> priceAll(llvm::Module& m, const std::vector<std::string>& names) {
  std::string error;
  auto pricer = MachineCodePricer::create("x86-64-v3", error);
  EXPECT_TRUE(pricer) << error;
  IsolatedFunctions isolated(m.getContext());
  std::vector<llvm::Function*> copies;
  std::vector<std::vector<double>> weights;
  for (const std::string& name : names) {
    llvm::ValueToValueMapTy map;
    const llvm::Function& f = *m.getFunction(name);
    copies.push_back(&isolated.add(f, map));
    weights.push_back(weightsOf(f));
  }
  auto costs = pricer->price(isolated, copies, weights, error);
  EXPECT_TRUE(costs) << error;
  return costs ? *costs : std::vector<MachineCost>(names.size());
}

TEST(MachineCodePricer, ARewriteTheBackendUndoesHasNoGain) {
  llvm::LLVMContext context;
  auto m = parse(R"(
define i32 @shift(i32 %x) {
  %r = shl i32 %x, 13
  ret i32 %r
}
define i32 @multiply(i32 %x) {
  %r = mul i32 %x, 8192
  ret i32 %r
})", context);
  auto costs = priceAll(*m, {"shift", "multiply"});
  EXPECT_FALSE(cheaperMachineCode(costs[1], costs[0]));
  EXPECT_FALSE(cheaperMachineCode(costs[0], costs[1]));
  EXPECT_GT(costs[0].uops, 0);
}

TEST(MachineCodePricer, ASaturatingAddBeatsTheWidenedMinimum) {
  llvm::LLVMContext context;
  auto m = parse(R"(
define <16 x i16> @widened(<16 x i8> %a, <16 x i8> %b) {
  %x = zext <16 x i8> %a to <16 x i16>
  %y = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %x, %y
  %r = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %s, <16 x i16> splat (i16 255))
  ret <16 x i16> %r
}
define <16 x i16> @saturated(<16 x i8> %a, <16 x i8> %b) {
  %s = call <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
  %r = zext <16 x i8> %s to <16 x i16>
  ret <16 x i16> %r
}
declare <16 x i16> @llvm.umin.v16i16(<16 x i16>, <16 x i16>)
declare <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8>, <16 x i8>)
)", context);
  auto costs = priceAll(*m, {"widened", "saturated"});
  EXPECT_TRUE(cheaperMachineCode(costs[1], costs[0])) << costs[1].uops << " vs " << costs[0].uops;
}

const char* const kLoops = R"(
define i32 @inLoop(ptr %p, i32 %n, i32 %d) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %g = getelementptr i32, ptr %p, i32 %i
  %v = load i32, ptr %g
  %q = udiv i32 %v, %d
  %s2 = add i32 %s, %q
  %i2 = add i32 %i, 1
  %c = icmp eq i32 %i2, %n
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %s2
}
define i32 @afterLoop(ptr %p, i32 %n, i32 %d) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s2, %loop ]
  %g = getelementptr i32, ptr %p, i32 %i
  %v = load i32, ptr %g
  %s2 = add i32 %s, %v
  %i2 = add i32 %i, 1
  %c = icmp eq i32 %i2, %n
  br i1 %c, label %exit, label %loop
exit:
  %q = udiv i32 %s2, %d
  ret i32 %q
}
)";

TEST(MachineCodePricer, CodeInALoopWeighsByTheLoopsFrequency) {
  llvm::LLVMContext context;
  auto m = parse(kLoops, context);
  std::vector<double> weights = weightsOf(*m->getFunction("inLoop"));
  ASSERT_EQ(weights.size(), 3u);
  EXPECT_DOUBLE_EQ(weights[0], 1.0);
  EXPECT_GT(weights[1], 4.0) << "a loop body runs more often than its entry";
  auto costs = priceAll(*m, {"inLoop", "afterLoop"});
  EXPECT_TRUE(cheaperMachineCode(costs[1], costs[0]));
  EXPECT_GT(costs[0].uops - costs[1].uops, 2 * 4.0) << "the division's uops count once per iteration";
}

TEST(MachineCodePricer, BlockShareIsTheBlocksPartOfTheExecutedInstructions) {
  llvm::LLVMContext context;
  auto m = parse(kLoops, context);
  const llvm::Function& f = *m->getFunction("inLoop");
  std::vector<double> weights = weightsOf(f);
  double total = 0;
  for (const llvm::BasicBlock& block : f) total += blockShare(f, weights, block);
  EXPECT_NEAR(total, 1.0, 1e-9);
  EXPECT_GT(blockShare(f, weights, *std::next(f.begin())), 0.9);
}

TEST(MachineCodePricer, CopiesReferToDeclarationsOfTheirGlobals) {
  llvm::LLVMContext context;
  auto m = parse(R"(
@table = internal constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
declare i32 @helper(i32)
define i32 @f(i32 %x) {
  %g = getelementptr [4 x i32], ptr @table, i32 0, i32 %x
  %v = load i32, ptr %g
  %r = call i32 @helper(i32 %v)
  ret i32 %r
})", context);
  IsolatedFunctions isolated(context);
  llvm::ValueToValueMapTy map;
  llvm::Function& copy = isolated.add(*m->getFunction("f"), map);
  EXPECT_EQ(copy.getParent(), &isolated.module());
  ASSERT_NE(isolated.module().getNamedGlobal("table"), nullptr);
  EXPECT_TRUE(isolated.module().getNamedGlobal("table")->isDeclaration());
  ASSERT_NE(isolated.module().getFunction("helper"), nullptr);
  EXPECT_EQ(m->getFunction("f")->getParent(), m.get()) << "the original is untouched";
  std::string error;
  auto pricer = MachineCodePricer::create("x86-64-v3", error);
  ASSERT_TRUE(pricer) << error;
  auto costs = pricer->price(isolated, {&copy}, {weightsOf(*m->getFunction("f"))}, error);
  ASSERT_TRUE(costs) << error;
  EXPECT_GT((*costs)[0].instructions, 1);
}

TEST(MachineCodePricer, AnUnknownCpuIsAnError) {
  std::string error;
  EXPECT_EQ(MachineCodePricer::create("not-a-cpu", error), nullptr);
  EXPECT_NE(error.find("not-a-cpu"), std::string::npos);
}

} // namespace

TEST(CheaperMachineCode, IsAGainOnlyWhenNoFigureGetsWorse) {
  MachineCost before{10, 4, 10};
  EXPECT_TRUE(cheaperMachineCode({9, 4, 10}, before));
  EXPECT_TRUE(cheaperMachineCode({10, 4, 9}, before));
  EXPECT_TRUE(cheaperMachineCode({9, 3.5, 9}, before));
  EXPECT_FALSE(cheaperMachineCode({9, 4, 11}, before)) << "fewer micro-ops but more instructions is no clear gain";
  EXPECT_FALSE(cheaperMachineCode({11, 3, 9}, before));
  EXPECT_FALSE(cheaperMachineCode(before, before));
  EXPECT_FALSE(cheaperMachineCode({10 + 1e-12, 4, 10 - 1e-12}, before)) << "differences in the ninth place are rounding";
}

