// The window engine (synth/window/WindowEngine.h) through the factory: Hacker's Delight P20's
// `lshr %o2, cttz(x)` replaced by `udiv %o2, %s` over a value the function already has; a
// candidate that passes every test but is refuted by the proof is not returned (its
// counterexample shared); the budget bounds the search; a cut outside the scope is named; without
// `shortest` every rewrite is cheaper; the `ops` setting bounds the replacements.
#include "EngineTestSupport.h"
#include "synth/EngineFactory.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <chrono>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;

// bench/superopt/hd/p20.ll's source: the next higher number with as many 1 bits, for x != 0.
const char* const kP20 = R"(
define i32 @f(i32 noundef %x) {
  %nonzero = icmp ne i32 %x, 0
  call void @llvm.assume(i1 %nonzero)
  %neg = sub i32 0, %x
  %s = and i32 %x, %neg
  %r = add i32 %x, %s
  %o = xor i32 %x, %r
  %o2 = lshr i32 %o, 2
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %o3 = lshr i32 %o2, %t
  %res = or i32 %r, %o3
  ret i32 %res
}
declare i32 @llvm.cttz.i32(i32, i1)
declare void @llvm.assume(i1)
)";

// Two blocks: outside the engine's scope.
const char* const kTwoBlocks = R"(
define i32 @f(i32 %x, i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret i32 %x
b:
  ret i32 0
}
)";

EngineResult runWindow(const Parsed& p, EngineBudget budget, EngineSettings settings, SharedFindings* shared = nullptr) {
  auto model = isel();
  std::string error;
  auto engine = createEngine("window", settings, error);
  EXPECT_TRUE(engine) << error;
  if (!engine) return {};
  return engine->run({*p.cut, p.module->dataLayout, budget, *model, model->mcpu(), nullptr, shared});
}

// The instruction of `f` with opcode `op`, or null.
const ir::Instruction* findOpcode(const ir::Function& f, ir::Opcode op) {
  for (const auto& inst : f.entry()->instructions())
    if (inst->opcode() == op) return inst.get();
  return nullptr;
}

TEST(WindowEngine, FindsP20ByDividingByTheLowestSetBitItAlreadyHas) {
  Parsed p = parse(kP20);
  ASSERT_TRUE(p.cut);
  EngineResult r = runWindow(p, EngineBudget{60, 7, 10000}, {{"shortest", true}});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_FALSE(r.rewrites.empty());
  const ir::Function& best = *r.rewrites.front().function;
  EXPECT_EQ(countInstructions(best), 7u);
  const ir::Instruction* udiv = findOpcode(best, ir::Opcode::UDiv);
  ASSERT_TRUE(udiv);
  EXPECT_EQ(udiv->operand(0)->name(), "o2");
  EXPECT_EQ(udiv->operand(1)->name(), "s");
  EXPECT_FALSE(findOpcode(best, ir::Opcode::Call));
  for (const EngineRewrite& rw : r.rewrites)
    EXPECT_EQ(verify::checkRefinement(*p.cut, *rw.function, p.module->dataLayout, {}).verdict, verify::Verdict::Correct);
  EXPECT_FALSE(r.optimal.has_value());
  EXPECT_GT(r.stats.counter("windows"), 0u);
}

TEST(WindowEngine, ATestPassingCandidateTheProofRefutesIsNotReturned) {
  Parsed p = parse(kOneOddInput);
  ASSERT_TRUE(p.cut);
  SharedFindings shared;
  EngineResult r = runWindow(p, EngineBudget{60, 2, 10000}, {{"shortest", true}}, &shared);
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_GE(r.stats.smtQueries, 1u);
  EXPECT_GE(r.stats.counterexamples, 1u);
  EXPECT_EQ(r.stats.unknowns, 0u);
  ASSERT_FALSE(shared.counterexamples.empty());
  EXPECT_EQ(shared.counterexamples.front().args.front().front().value.low64(), 123456789u);
  EXPECT_FALSE(r.stats.timedOut);
}

TEST(WindowEngine, KeepsToItsBudget) {
  Parsed p = parse(kOutOfReach);
  ASSERT_TRUE(p.cut);
  auto start = std::chrono::steady_clock::now();
  EngineResult r = runWindow(p, EngineBudget{1, 3, 10000}, {{"shortest", true}});
  double wall = secondsSince(start);
  EXPECT_TRUE(r.stats.timedOut);
  EXPECT_LT(wall, 1.5);
  EXPECT_LE(r.stats.seconds, 1.2);
  for (const EngineRewrite& rw : r.rewrites)
    EXPECT_EQ(verify::checkRefinement(*p.cut, *rw.function, p.module->dataLayout, {}).verdict, verify::Verdict::Correct);
}

TEST(WindowEngine, NamesWhatIsOutsideItsScope) {
  Parsed p = parse(kTwoBlocks);
  ASSERT_TRUE(p.cut);
  EngineResult r = runWindow(p, EngineBudget{10, 2, 10000}, {});
  EXPECT_NE(r.unsupported.find("more than one block"), std::string::npos) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
}

TEST(WindowEngine, WithoutShortestReturnsOnlyCheaperProvedRewrites) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  EngineResult r = runWindow(p, EngineBudget{60, 3, 10000}, {});
  ASSERT_FALSE(r.rewrites.empty());
  for (size_t i = 0; i < r.rewrites.size(); ++i) {
    EXPECT_LT(r.rewrites[i].cost, r.sourceCost);
    if (i > 0) EXPECT_LE(r.rewrites[i - 1].preciseCost, r.rewrites[i].preciseCost);
    EXPECT_EQ(verify::checkRefinement(*p.cut, *r.rewrites[i].function, p.module->dataLayout, {}).verdict, verify::Verdict::Correct);
  }
}

TEST(WindowEngine, ItsOperationsAreTheOnesTheOpsSettingNames) {
  Parsed p = parse(kP20);
  ASSERT_TRUE(p.cut);
  EngineResult r = runWindow(p, EngineBudget{60, 7, 10000}, {{"shortest", true}, {"ops", std::vector<std::string>{"add", "sub", "icmp"}}});
  for (const EngineRewrite& rw : r.rewrites) {
    EXPECT_FALSE(findOpcode(*rw.function, ir::Opcode::UDiv));
    EXPECT_GT(countInstructions(*rw.function), 7u);
  }
  std::string error;
  EXPECT_FALSE(createEngine("window", {{"ops", std::vector<std::string>{"add", "ctpop"}}}, error));
  EXPECT_NE(error.find("ctpop"), std::string::npos) << error;
  EXPECT_FALSE(createEngine("window", {{"classes", true}}, error));
  EXPECT_NE(error.find("classes"), std::string::npos) << error;
}

} // namespace
} // namespace theseus::synth
