// Cut extraction (Algorithm 1): depth bound, loop restriction, loads through MemorySSA, branch
// conditions, back edges, unsupported operands.
#include "CutTestSupport.h"

#include "ir/Printer.h"

#include <gmock/gmock.h>

using namespace theseus::cut;
using namespace theseus::cut::testing;
using ::testing::ElementsAre;
using ::testing::UnorderedElementsAre;

namespace {

const char* const kChain = R"(
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = mul i32 %a, 3
  %c = xor i32 %b, 5
  %d = and i32 %c, 7
  ret i32 %d
}
)";

} // namespace

TEST(CutExtraction, DepthBoundTurnsDeepOperandsIntoInputs) {
  ParsedModule m(kChain);
  std::string why;
  CutOptions options;
  options.depth = 2;
  auto cut = m.cutOf("f", "d", options, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 3u);
  EXPECT_THAT(inputNames(*cut), ElementsAre("a"));
}

TEST(CutExtraction, DefaultDepthReachesTheArguments) {
  ParsedModule m(kChain);
  std::string why;
  auto cut = m.cutOf("f", "d", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 4u);
  EXPECT_THAT(inputNames(*cut), ElementsAre("x"));
  EXPECT_EQ(cut->ir->arguments().size(), 1u);
}

TEST(CutExtraction, DepthZeroKeepsOnlyTheRoot) {
  ParsedModule m(kChain);
  std::string why;
  CutOptions options;
  options.depth = 0;
  auto cut = m.cutOf("f", "d", options, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 1u);
  EXPECT_THAT(inputNames(*cut), ElementsAre("c"));
}

TEST(CutExtraction, TooFewKeptInstructionsStopAfterTheWalk) {
  ParsedModule m(kChain);
  std::string why;
  CutOptions options;
  options.depth = 1;
  options.minInstructions = 3;
  EXPECT_FALSE(m.cutOf("f", "d", options, why));
  EXPECT_EQ(why, "fewer than 3 instructions");
  options.minInstructions = 2;
  auto cut = m.cutOf("f", "d", options, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 2u);
}

TEST(CutExtraction, InsideALoopValuesFromOutsideAreInputs) {
  ParsedModule m(R"(
define i32 @f(i32 %x, i32 %n) {
entry:
  %pre = mul i32 %x, %x
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %t = add i32 %i, %pre
  %u = shl i32 %t, 1
  %next = add i32 %u, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
}
)");
  std::string why;
  auto cut = m.cutOf("f", "u", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_THAT(inputNames(*cut), UnorderedElementsAre("i", "pre"));
  EXPECT_EQ(cut->instructionCount, 2u);
}

TEST(CutExtraction, OutsideLoopsValuesFromALoopAreInputs) {
  ParsedModule m(R"(
define i32 @f(i32 %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, %x
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = shl i32 %next, 2
  %s = or i32 %r, %x
  ret i32 %s
}
)");
  std::string why;
  auto cut = m.cutOf("f", "s", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_THAT(inputNames(*cut), UnorderedElementsAre("next", "x"));
}

TEST(CutExtraction, LoadIsFollowedToTheStoreThatFeedsIt) {
  ParsedModule m(R"(
define i32 @f(ptr %p, i32 %x) {
  %v = add i32 %x, 9
  store i32 %v, ptr %p
  %l = load i32, ptr %p
  %r = sub i32 %l, 9
  ret i32 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->forwardedLoads, 1u);
  EXPECT_THAT(inputNames(*cut), ElementsAre("x"));
  EXPECT_EQ(cut->instructionCount, 2u);
}

TEST(CutExtraction, LoadOfUnmodelledMemoryIsAnInput) {
  ParsedModule m(R"(
declare void @g(ptr)
define i32 @f(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  call void @g(ptr %p)
  %l = load i32, ptr %p
  %r = sub i32 %l, 9
  ret i32 %r
}
)");
  std::string why;
  CutOptions options;
  options.keepLoads = false;
  auto cut = m.cutOf("f", "r", options, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->forwardedLoads, 0u);
  EXPECT_THAT(inputNames(*cut), ElementsAre("l"));
}

TEST(CutExtraction, PhiKeepsControlFlowAndHarvestsTheBranchCondition) {
  ParsedModule m(R"(
define i32 @f(i32 %x) {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %then, label %join
then:
  %m = sub i32 0, %x
  br label %join
join:
  %abs = phi i32 [ %m, %then ], [ %x, %entry ]
  %r = and i32 %abs, -2147483648
  ret i32 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_TRUE(cut->hasControlFlow);
  EXPECT_THAT(inputNames(*cut), ElementsAre("x"));
  EXPECT_EQ(cut->ir->blocks().size(), 3u);
  EXPECT_NE(cutText(*cut).find("icmp slt i32 %x, 0"), std::string::npos) << cutText(*cut);
}

TEST(CutExtraction, BackEdgesAreCutAndHeaderPhisAreInputs) {
  ParsedModule m(R"(
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %odd = and i32 %i, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %latch
even:
  %h = lshr i32 %i, 1
  br label %latch
latch:
  %v = phi i32 [ %h, %even ], [ %i, %loop ]
  %next = add i32 %v, 3
  %done = icmp ugt i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
}
)");
  std::string why;
  auto cut = m.cutOf("f", "next", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_TRUE(cut->hasControlFlow);
  EXPECT_THAT(inputNames(*cut), ElementsAre("i"));
  std::string text = cutText(*cut);
  EXPECT_NE(text.find("icmp eq i32 %odd, 0"), std::string::npos) << text;
  EXPECT_EQ(text.find("%done"), std::string::npos) << text;
}

TEST(CutExtraction, CallToAnOrdinaryFunctionIsAnInput) {
  ParsedModule m(R"(
declare i32 @g(i32)
define i32 @f(i32 %x) {
  %y = call i32 @g(i32 %x)
  %z = add i32 %y, %x
  ret i32 %z
}
)");
  std::string why;
  auto cut = m.cutOf("f", "z", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_THAT(inputNames(*cut), UnorderedElementsAre("y", "x"));
}

TEST(CutExtraction, IntrinsicsAreKept) {
  ParsedModule m(R"(
declare i32 @llvm.umin.i32(i32, i32)
define i32 @f(i32 %x, i32 %y) {
  %m = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %z = add i32 %m, 1
  ret i32 %z
}
)");
  std::string why;
  auto cut = m.cutOf("f", "z", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 2u);
  EXPECT_NE(theseus::ir::toString(*cut->ir).find("llvm.umin.i32"), std::string::npos);
}

TEST(CutExtraction, FloatingPointInstructionsAreKept) {
  ParsedModule m(R"(
define i1 @f(double %x, float %y) {
  %t = fptrunc double %x to float
  %n = fneg float %t
  %a = call float @llvm.fabs.f32(float %n)
  %s = fadd nnan float %a, %y
  %c = fcmp olt float %s, 1.0
  ret i1 %c
}
)");
  std::string why;
  auto cut = m.cutOf("f", "c", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 5u);
  EXPECT_EQ(cut->inputs.size(), 2u);
  std::string text = theseus::ir::toString(*cut->ir);
  for (const char* kept : {"fptrunc double", "fneg float", "llvm.fabs.f32", "fadd nnan float", "fcmp olt float"})
    EXPECT_NE(text.find(kept), std::string::npos) << kept << " in\n" << text;
}

TEST(CutExtraction, FloatingPointRootAndVectorCasts) {
  ParsedModule m(R"(
define <2 x double> @f(<2 x i32> %x) {
  %a = sitofp <2 x i32> %x to <2 x double>
  %b = fmul <2 x double> %a, <double 2.0, double 0.5>
  ret <2 x double> %b
}
)");
  std::string why;
  auto cut = m.cutOf("f", "b", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 2u);
  EXPECT_EQ(cut->ir->returnType().str(), "<2 x double>");
}

TEST(CutExtraction, ApproximatingFastMathAndX86Fp80BecomeInputs) {
  ParsedModule m(R"(
define float @f(float %x, x86_fp80 %w) {
  %r = fmul reassoc float %x, 3.0
  %t = fptrunc x86_fp80 %w to float
  %s = fsub float %r, %t
  ret float %s
}
)");
  std::string why;
  auto cut = m.cutOf("f", "s", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 1u);
  EXPECT_EQ(cut->inputs.size(), 2u);
  EXPECT_EQ(theseus::ir::toString(*cut->ir).find("reassoc"), std::string::npos);
}

TEST(CutExtraction, RenamedCutsHaveOneCanonicalForm) {
  ParsedModule m(R"(
define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %b = mul i32 %a, 3
  ret i32 %b
}
define i32 @g(i32 %p) {
  %q = add i32 %p, 1
  %r = mul i32 %q, 3
  ret i32 %r
}
)");
  std::string why;
  auto one = m.cutOf("f", "b", CutOptions{}, why);
  auto two = m.cutOf("g", "r", CutOptions{}, why);
  ASSERT_TRUE(one && two) << why;
  EXPECT_EQ(theseus::ir::canonicalText(*one->ir), theseus::ir::canonicalText(*two->ir));
}

TEST(CutExtraction, NestedBranchesKeepEveryRegionBlock) {
  ParsedModule m(R"(
define i32 @f(i1 %c, i1 %d, i32 %x, i32 %y) {
entry:
  br i1 %c, label %left, label %mid
left:
  %l = add i32 %x, 1
  br i1 %d, label %mid, label %join
mid:
  %q = phi i32 [ %x, %entry ], [ %l, %left ]
  br label %join
join:
  %p = phi i32 [ %l, %left ], [ %q, %mid ]
  %r = mul i32 %p, %y
  ret i32 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_TRUE(cut->hasControlFlow);
  EXPECT_EQ(cut->ir->blocks().size(), 4u) << cutText(*cut);
}

TEST(CutExtraction, SwitchConditionIsHarvested) {
  ParsedModule m(R"(
define i32 @f(i32 %x) {
entry:
  %k = and i32 %x, 3
  switch i32 %k, label %other [ i32 0, label %zero
                                i32 1, label %one ]
zero:
  br label %join
one:
  br label %join
other:
  br label %join
join:
  %p = phi i32 [ 10, %zero ], [ 20, %one ], [ %x, %other ]
  %r = add i32 %p, 1
  ret i32 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  std::string text = cutText(*cut);
  EXPECT_NE(text.find("switch i32 %k"), std::string::npos) << text;
  EXPECT_NE(text.find("%k = and i32 %x, 3"), std::string::npos) << text;
}

TEST(CutExtraction, SideEntryShrinksTheRegionAndItsPhiIsAnInput) {
  ParsedModule m(R"(
define i32 @f(i1 %c, i32 %x, i32 %n) {
entry:
  br i1 %c, label %loop, label %short
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %after, label %loop
after:
  br label %join
short:
  %s = shl i32 %x, 1
  br label %join
join:
  %p = phi i32 [ %next, %after ], [ %s, %short ]
  %r = mul i32 %p, %x
  ret i32 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_FALSE(cut->hasControlFlow);
  EXPECT_THAT(inputNames(*cut), UnorderedElementsAre("p", "x"));
}

TEST(CutExtraction, LoadJoinedByAMemoryPhiIsAnInput) {
  ParsedModule m(R"(
define i32 @f(ptr %p, i32 %x, i32 %n) {
entry:
  store i32 %x, ptr %p
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %l = load i32, ptr %p
  %r = add i32 %l, %i
  store i32 %r, ptr %p
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %r
}
)");
  std::string why;
  CutOptions options;
  options.keepLoads = false;
  auto cut = m.cutOf("f", "r", options, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->forwardedLoads, 0u);
  EXPECT_THAT(inputNames(*cut), UnorderedElementsAre("l", "i"));
}

TEST(CutExtraction, OperandsThatCannotBeKeptMeanAOneInstructionCut) {
  ParsedModule m(R"(
declare i32 @g(i32)
define i32 @f(i32 %x, ptr %p) {
  %y = call i32 @g(i32 %x)
  %a = add i32 %y, %x
  %b = mul i32 %a, 3
  %l = load i32, ptr %p
  %c = add i32 %l, 1
  ret i32 %c
}
)");
  EXPECT_FALSE(mayKeepAnOperand(*m.instruction("f", "a")));
  EXPECT_TRUE(mayKeepAnOperand(*m.instruction("f", "b")));
  EXPECT_TRUE(mayKeepAnOperand(*m.instruction("f", "c")));
  std::string why;
  auto cut = m.cutOf("f", "a", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(cut->instructionCount, 1u);
}

TEST(CutExtraction, DominatingCodeAboveALoopIsKeptInOrder) {
  ParsedModule m(R"(
define i32 @f(i32 %x, i32 %n) {
entry:
  %m = mul i32 %x, 3
  %k = xor i32 %m, 5
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = add i32 %k, %next
  ret i32 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_THAT(inputNames(*cut), UnorderedElementsAre("x", "next"));
  EXPECT_EQ(cut->instructionCount, 3u);
  std::string text = cutText(*cut);
  EXPECT_LT(text.find("%m = mul"), text.find("%k = xor")) << text;
}

namespace {

// The cut of %r in @f (loads not kept: the walk of before cuts with memory) with MemorySSA's
// computations counted in `asked`.
std::optional<Cut> cutCountingMemorySSA(ParsedModule& m, int& asked, std::string& why) {
  llvm::Instruction* root = m.instruction("f", "r");
  FunctionAnalyses analyses = analysesOf(*root->getFunction(), m.session->functions());
  std::function<llvm::MemorySSA*()> real = analyses.memory.memorySSA;
  analyses.memory.memorySSA = [&asked, real] { return ++asked, real(); };
  CutOptions options;
  options.keepLoads = false;
  return extractCut(*root, analyses, options, why);
}

} // namespace

TEST(CutExtraction, ALoadNoStoreWritesIsAnInputWithoutMemorySSA) {
  ParsedModule m(R"(
define i32 @f(ptr %p, ptr %q, i32 %x) {
  store i32 %x, ptr %q
  store i64 0, ptr %p
  %l = load i32, ptr %p
  %r = sub i32 %l, 9
  ret i32 %r
}
)");
  std::string why;
  int asked = 0;
  auto cut = cutCountingMemorySSA(m, asked, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(asked, 0);
  EXPECT_EQ(cut->forwardedLoads, 0u);
  EXPECT_THAT(inputNames(*cut), ElementsAre("l"));
}

TEST(CutExtraction, AStoreToTheLoadsLocationThroughACastStillAsksMemorySSA) {
  ParsedModule m(R"(
define i32 @f(ptr %p, i32 %x) {
  %v = add i32 %x, 9
  store i32 %v, ptr %p
  %p0 = getelementptr i8, ptr %p, i64 0
  %l = load i32, ptr %p0
  %r = sub i32 %l, 9
  ret i32 %r
}
)");
  std::string why;
  int asked = 0;
  auto cut = cutCountingMemorySSA(m, asked, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(cut->forwardedLoads, 1u);
  EXPECT_THAT(inputNames(*cut), ElementsAre("x"));
}
