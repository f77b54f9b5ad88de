// The stoke engine (synth/stoke/): the worked example of seed 002 section 3 (3x mod 16 on i4 in
// two instructions), determinism under the seed, the engine's contract (no rewrite for a minimal
// cut, unsupported cuts named, the deadline kept) and the proof gate's soundness.
#include "EngineTestSupport.h"
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "synth/EngineFactory.h"
#include "synth/stoke/ProofGate.h"
#include "synth/stoke/Stoke.h"
#include "synth/stoke/StokeEngine.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <chrono>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;

// The operations of the seed's STOKE trace.
stoke::StokeOptions traceOptions(uint64_t seed) {
  stoke::StokeOptions options;
  options.ops = {ir::Opcode::Add, ir::Opcode::Sub, ir::Opcode::And, ir::Opcode::Shl};
  options.seed = seed;
  return options;
}

std::vector<ir::Opcode> opcodesOf(const ir::Function& f) {
  std::vector<ir::Opcode> out;
  for (auto& inst : f.entry()->instructions()) out.push_back(inst->opcode());
  return out;
}

uint64_t counter(const EngineStats& stats, const std::string& name) {
  for (const EngineCounter& c : stats.counters)
    if (c.name == name) return c.value;
  ADD_FAILURE() << "no counter " << name;
  return 0;
}

TEST(StokeSearch, FindsThreeXModSixteenInTwoInstructions) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  stoke::StokeResult r = stoke::search(*p.cut, p.module->dataLayout, *model, traceOptions(1), stoke::StokeLimits{2, 60, 10000});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_TRUE(r.best);
  EXPECT_EQ(countInstructions(*r.best), 2u);
  ASSERT_TRUE(r.bestCost && r.sourceCost);
  EXPECT_TRUE(*r.bestCost < *r.sourceCost);
  EXPECT_GT(r.stats.proved, 0u);
  EXPECT_GT(r.stats.proposalsToBest, 0u);
  EXPECT_LE(r.stats.proposalsToBest, r.stats.proposals);
  EXPECT_GT(r.stats.secondsToBest, 0);
  EXPECT_EQ(verify::checkRefinement(*p.cut, *r.best, p.module->dataLayout, verify::Options{}).verdict, verify::Verdict::Correct);
}

TEST(StokeSearch, TheSameSeedGivesTheSameChain) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  stoke::StokeOptions options = traceOptions(7);
  options.proposalsPerRestart = 3000;
  options.restarts = 4;
  stoke::StokeLimits limits{2, 60, 10000};
  stoke::StokeResult first = stoke::search(*p.cut, p.module->dataLayout, *model, options, limits);
  stoke::StokeResult second = stoke::search(*p.cut, p.module->dataLayout, *model, options, limits);
  EXPECT_FALSE(first.stats.timedOut);
  EXPECT_EQ(first.stats.proposals, second.stats.proposals);
  EXPECT_EQ(first.stats.accepted, second.stats.accepted);
  for (unsigned k = 0; k < stoke::kProposalKinds; ++k) EXPECT_EQ(first.stats.byKind[k], second.stats.byKind[k]);
  EXPECT_EQ(first.stats.smtQueries, second.stats.smtQueries);
  EXPECT_EQ(first.stats.counterexamples, second.stats.counterexamples);
  EXPECT_EQ(first.stats.proved, second.stats.proved);
  EXPECT_EQ(first.stats.proposalsToBest, second.stats.proposalsToBest);
  ASSERT_EQ(bool(first.best), bool(second.best));
  if (first.best) EXPECT_EQ(opcodesOf(*first.best), opcodesOf(*second.best));
}

TEST(StokeEngine, FindsAProvedCheaperRewriteThroughTheFactory) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("stoke", error);
  ASSERT_TRUE(engine) << error;
  EXPECT_EQ(engine->name(), "stoke");
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{60, 2, 10000}, *model, "x86-64-v3"});
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_LE(countInstructions(*r.rewrites.front().function), 2u);
  EXPECT_LT(r.rewrites.front().cost, r.sourceCost);
  EXPECT_GT(counter(r.stats, "proposals"), 0u);
  EXPECT_EQ(counter(r.stats, "proposals"), r.stats.candidates);
  EXPECT_EQ(verify::checkRefinement(*p.cut, *r.rewrites.front().function, p.module->dataLayout, verify::Options{}).verdict,
            verify::Verdict::Correct);
}

TEST(StokeEngine, AMinimalCutHasNoRewrite) {
  Parsed p = parse("define i8 @f(i8 %x, i8 %y) {\n  %a = add i8 %x, %y\n  ret i8 %a\n}\n");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  stoke::StokeOptions options;
  options.proposalsPerRestart = 20000;
  EngineResult r = createStokeEngine(options)->run({*p.cut, p.module->dataLayout, EngineBudget{20, 2, 10000}, *model, "x86-64-v3"});
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_GT(r.sourceCost, 0);
  EXPECT_GT(r.stats.candidates, 0u);
}

TEST(StokeEngine, ACutOutsideItsFragmentIsUnsupported) {
  Parsed p = parse("define i32 @f(i64 %x) {\n  %t = trunc i64 %x to i32\n  ret i32 %t\n}\n");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  EngineResult r = createStokeEngine()->run({*p.cut, p.module->dataLayout, EngineBudget{}, *model, "x86-64-v3"});
  EXPECT_NE(r.unsupported.find("not of the return type"), std::string::npos) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
}

TEST(StokeEngine, ReturnsWithinItsBudgetAndSaysItTimedOut) {
  Parsed p = parse(kOutOfReach);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  stoke::StokeOptions options;
  options.proposalsPerRestart = uint64_t(1) << 40;
  auto start = std::chrono::steady_clock::now();
  EngineResult r = createStokeEngine(options)->run({*p.cut, p.module->dataLayout, EngineBudget{1, 3, 10000}, *model, "x86-64-v3"});
  EXPECT_LT(secondsSince(start), 5.0);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_TRUE(r.stats.timedOut);
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_GT(r.stats.candidates, 0u);
}

TEST(StokeProofGate, AProgramPassingEveryTestButNotARefinementIsRefutedAndItsCounterexampleLearned) {
  Parsed p = parse(kOneOddInput);
  ASSERT_TRUE(p.cut);
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  stoke::ProofGate gate(*p.cut, p.module->dataLayout, 1, 3, 10000, deadline);
  stoke::Program returnsX = stoke::emptyProgram(32, 1, 2);
  ASSERT_EQ(gate.eq(returnsX), 0u);
  stoke::StokeStats stats;
  stoke::GateOutcome outcome = gate.check(returnsX, stats);
  EXPECT_EQ(outcome.verdict, stoke::GateVerdict::Refuted);
  EXPECT_FALSE(outcome.proved);
  EXPECT_EQ(stats.smtQueries, 1u);
  EXPECT_EQ(stats.counterexamples, 1u);
  EXPECT_EQ(gate.eq(returnsX), unsigned(__builtin_popcountll(123456789)));
}

TEST(StokeSearch, NeverReturnsTheProgramOnlyTheTestsAccept) {
  Parsed p = parse(kOneOddInput);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  stoke::StokeOptions options;
  options.proposalsPerRestart = 5000;
  options.restarts = 2;
  stoke::StokeResult r = stoke::search(*p.cut, p.module->dataLayout, *model, options, stoke::StokeLimits{2, 30, 10000});
  EXPECT_GE(r.stats.counterexamples, 1u);
  if (r.best)
    EXPECT_EQ(verify::checkRefinement(*p.cut, *r.best, p.module->dataLayout, verify::Options{}).verdict, verify::Verdict::Correct);
}

} // namespace
} // namespace theseus::synth
