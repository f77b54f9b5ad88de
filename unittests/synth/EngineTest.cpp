// The engine seam (synth/engine/Engine.h) through the factory: names, settings, the massalin
// engine's contract (proved, cheaper rewrites; the whole call bounded by the budget's seconds;
// `shortest`) and what the minotaur engine reports when asked.
#include "EngineTestSupport.h"
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "synth/EngineFactory.h"
#include "synth/engine/Profit.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;

// x + y written the long way: (x & y) << 1 plus x ^ y.
const char* const kAddTheLongWay = R"(
define i32 @f(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
)";

TEST(EngineFactory, EveryNameCreatesTheEngineOfThatName) {
  std::vector<std::string> names = engineNames();
  EXPECT_EQ(names.front(), "minotaur");
  for (const char* expected : {"massalin", "stoke", "cegis", "window", "peephole-db", "portfolio"})
    EXPECT_NE(std::find(names.begin(), names.end(), expected), names.end()) << expected;
  for (const std::string& name : names) {
    std::string error;
    std::unique_ptr<Engine> engine = createEngine(name, error);
    if (name == "peephole-db") {
      EXPECT_FALSE(engine);
      EXPECT_NE(error.find("'database'"), std::string::npos) << error;
      continue;
    }
    ASSERT_TRUE(engine) << error;
    EXPECT_EQ(engine->name(), name);
  }
}

TEST(EngineFactory, UnknownNameListsTheKnownOnes) {
  std::string error;
  EXPECT_FALSE(createEngine("superopt", error));
  EXPECT_NE(error.find("unknown synthesis engine 'superopt'"), std::string::npos) << error;
  EXPECT_NE(error.find("minotaur massalin stoke"), std::string::npos) << error;
  EXPECT_NE(error.find("portfolio"), std::string::npos) << error;
}

TEST(EngineSettings, TheCommandLineFormGivesEachKind) {
  std::string error;
  auto flag = parseEngineSetting("classes", error);
  ASSERT_TRUE(flag);
  EXPECT_EQ(std::get<bool>(flag->value), true);
  EXPECT_EQ(std::get<bool>(parseEngineSetting("icmp=false", error)->value), false);
  EXPECT_EQ(std::get<int64_t>(parseEngineSetting("seed=0x10", error)->value), 16);
  EXPECT_EQ(std::get<std::string>(parseEngineSetting("beta=0.5", error)->value), "0.5");
  EXPECT_EQ(std::get<std::vector<int64_t>>(parseEngineSetting("consts=1,-1,31", error)->value), (std::vector<int64_t>{1, -1, 31}));
  EXPECT_EQ(std::get<std::vector<std::string>>(parseEngineSetting("ops=add,shl", error)->value), (std::vector<std::string>{"add", "shl"}));
  EXPECT_FALSE(parseEngineSetting("=3", error));
  EXPECT_NE(error.find("has no name"), std::string::npos) << error;
}

TEST(EngineSettings, ANumberReadsAsAWordAndOneItemAsAList) {
  EngineSettings given{{"beta", int64_t(2)}, {"consts", int64_t(5)}, {"ops", std::string("add")}};
  EngineSettingsReader reader("test", given);
  EXPECT_EQ(reader.read<std::string>("beta"), std::optional<std::string>("2"));
  EXPECT_EQ(reader.read<std::vector<int64_t>>("consts"), std::optional<std::vector<int64_t>>(std::vector<int64_t>{5}));
  EXPECT_EQ(reader.read<std::vector<std::string>>("ops"), std::optional<std::vector<std::string>>(std::vector<std::string>{"add"}));
  EXPECT_EQ(reader.error(), "");
  EngineSettings wrong{{"seed", std::string("x")}};
  EngineSettingsReader strict("test", wrong);
  EXPECT_FALSE(strict.read<int64_t>("seed"));
  EXPECT_NE(strict.error().find("wrong kind"), std::string::npos) << strict.error();
}

TEST(MassalinEngine, FindsTheKnownRewriteWhenTheBudgetAllows) {
  Parsed p = parse(kAddTheLongWay);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("massalin", error);
  ASSERT_TRUE(engine) << error;
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{60, 3, 10000}, *model, "x86-64-v3"});
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_FALSE(r.stats.timedOut);
  ASSERT_EQ(r.rewrites.size(), 1u);
  const ir::Function& rewrite = *r.rewrites.front().function;
  EXPECT_EQ(countInstructions(rewrite), 1u);
  EXPECT_EQ(rewrite.entry()->instructions().front()->opcode(), ir::Opcode::Add);
  EXPECT_LT(r.rewrites.front().cost, r.sourceCost);
  EXPECT_EQ(verify::checkRefinement(*p.cut, rewrite, p.module->dataLayout, verify::Options{}).verdict, verify::Verdict::Correct);
}

// A round trip through a wider type: llc selects nothing for it, so no rewrite can be cheaper.
const char* const kFreeRoundTrip = R"(
define i8 @f(i8 %x) {
  %w = zext i8 %x to i32
  %n = trunc i32 %w to i8
  ret i8 %n
}
)";

TEST(SearchUnlessFree, ACutThatCostsNothingIsAnsweredAtOnceWithoutARewrite) {
  Parsed p = parse(kFreeRoundTrip);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  cost::CostResult priced = model->cost(*p.cut);
  ASSERT_TRUE(priced.cost) << priced.error;
  ASSERT_EQ(priced.cost->primary, 0) << "the premise: the round trip selects to nothing";
  std::string error;
  auto engine = createEngine("minotaur", error);
  ASSERT_TRUE(engine) << error;
  auto start = std::chrono::steady_clock::now();
  EngineResult r = searchUnlessFree(*engine, {*p.cut, p.module->dataLayout, EngineBudget{20, 3, 10000}, *model, "x86-64-v3"});
  EXPECT_LT(secondsSince(start), 2.0) << "no search was run";
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_EQ(r.stats.candidates, 0u);
  EXPECT_EQ(r.sourceCost, 0);
}

TEST(SearchUnlessFree, ACutThatCostsSomethingIsSearched) {
  Parsed p = parse(kAddTheLongWay);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("massalin", error);
  ASSERT_TRUE(engine) << error;
  EngineResult r = searchUnlessFree(*engine, {*p.cut, p.module->dataLayout, EngineBudget{60, 3, 10000}, *model, "x86-64-v3"});
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_GT(r.stats.candidates, 0u);
}

TEST(MassalinEngine, ReturnsWithinItsBudgetAndSaysItTimedOut) {
  Parsed p = parse(kOutOfReach);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("massalin", error);
  ASSERT_TRUE(engine) << error;
  auto start = std::chrono::steady_clock::now();
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{1, 5, 10000}, *model, "x86-64-v3"});
  EXPECT_LT(secondsSince(start), 5.0);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_TRUE(r.stats.timedOut);
  EXPECT_EQ(r.optimal, std::optional<bool>(false));
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_GT(r.stats.candidates, 0u);
}

TEST(MassalinEngine, ACutOutsideItsFragmentIsUnsupported) {
  Parsed p = parse("define i32 @f(i64 %x) {\n  %t = trunc i64 %x to i32\n  ret i32 %t\n}\n");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("massalin", error);
  ASSERT_TRUE(engine) << error;
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{}, *model, "x86-64-v3"});
  EXPECT_NE(r.unsupported.find("not of the return type"), std::string::npos) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
}

TEST(MassalinEngine, AFloatingPointCutIsUnsupported) {
  Parsed p = parse("define i32 @f(i32 %x) {\n  %d = sitofp i32 %x to double\n  %r = fptosi double %d to i32\n  ret i32 %r\n}\n");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("massalin", error);
  ASSERT_TRUE(engine) << error;
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{}, *model, "x86-64-v3"});
  EXPECT_NE(r.unsupported.find("floating point"), std::string::npos) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
}

TEST(EngineScope, EachIntegerEngineNamesBeforehandTheProblemItsRunReports) {
  Parsed vector = parse("define <4 x i32> @f(<4 x i32> %x) {\n  %a = add <4 x i32> %x, %x\n  %b = add <4 x i32> %a, %x\n  ret <4 x i32> %b\n}\n");
  Parsed scalar = parse(kAddTheLongWay);
  ASSERT_TRUE(vector.cut && scalar.cut);
  auto model = isel();
  for (const char* name : {"massalin", "stoke", "cegis", "window"}) {
    std::string error;
    auto engine = createEngine(name, error);
    ASSERT_TRUE(engine) << error;
    std::string before = engine->scopeProblem(*vector.cut);
    EXPECT_FALSE(before.empty()) << name;
    EngineResult r = engine->run({*vector.cut, vector.module->dataLayout, EngineBudget{2, 2, 10000}, *model, "x86-64-v3"});
    EXPECT_EQ(r.unsupported, before) << name;
    EXPECT_EQ(engine->scopeProblem(*scalar.cut), "") << name;
  }
}

TEST(EngineScope, MinotaurNamesBeforehandACutItCannotTake) {
  Parsed wide = parse("define i256 @f(i256 %x) {\n  %a = add i256 %x, %x\n  %b = add i256 %a, %x\n  ret i256 %b\n}\n");
  Parsed vector = parse("define <4 x i32> @f(<4 x i32> %x) {\n  %a = add <4 x i32> %x, %x\n  %b = add <4 x i32> %a, %x\n  ret <4 x i32> %b\n}\n");
  ASSERT_TRUE(wide.cut && vector.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("minotaur", error);
  ASSERT_TRUE(engine) << error;
  std::string before = engine->scopeProblem(*wide.cut);
  EXPECT_NE(before.find("wider than the concrete evaluator"), std::string::npos) << before;
  EngineResult r = engine->run({*wide.cut, wide.module->dataLayout, EngineBudget{2, 2, 10000}, *model, "x86-64-v3"});
  EXPECT_EQ(r.unsupported, before);
  EXPECT_EQ(engine->scopeProblem(*vector.cut), "");
}

TEST(EngineFactory, ASettingTheEngineDoesNotReadIsAnError) {
  std::string error;
  EXPECT_FALSE(createEngine("massalin", {{"flags", true}}, error));
  EXPECT_NE(error.find("the massalin engine has no setting 'flags'"), std::string::npos) << error;
}

TEST(EngineFactory, ASettingOfTheWrongKindIsAnError) {
  std::string error;
  EXPECT_FALSE(createEngine("minotaur", {{"all", int64_t(1)}}, error));
  EXPECT_NE(error.find("setting 'all' has the wrong kind"), std::string::npos) << error;
}

TEST(EngineFactory, ARejectedValueIsAnError) {
  std::string error;
  EXPECT_FALSE(createEngine("minotaur", {{"constants", std::string("maybe")}}, error));
  EXPECT_NE(error.find("setting 'constants' expects auto, cegis or quantified"), std::string::npos) << error;
  error.clear();
  EXPECT_FALSE(createEngine("massalin", {{"ops", std::vector<std::string>{"add", "phi"}}}, error));
  EXPECT_NE(error.find("'phi', which is not an enumerable operation"), std::string::npos) << error;
}

TEST(MassalinEngine, ShortestReturnsTheShortestProgramEvenWhenNotCheaper) {
  Parsed p = parse("define i32 @f(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto profitable = createEngine("massalin", error);
  auto shortest = createEngine("massalin", {{"shortest", true}}, error);
  ASSERT_TRUE(profitable && shortest) << error;
  EngineRequest request{*p.cut, p.module->dataLayout, EngineBudget{60, 2, 10000}, *model, "x86-64-v3"};
  EXPECT_TRUE(profitable->run(request).rewrites.empty());
  EngineResult r = shortest->run(request);
  ASSERT_EQ(r.rewrites.size(), 1u);
  const ir::Function& rewrite = *r.rewrites.front().function;
  EXPECT_EQ(countInstructions(rewrite), 1u);
  EXPECT_EQ(r.optimal, std::optional<bool>(true));
  EXPECT_EQ(verify::checkRefinement(*p.cut, rewrite, p.module->dataLayout, verify::Options{}).verdict, verify::Verdict::Correct);
}

TEST(MinotaurEngine, ReportsPricedCandidatesAndPreciseCostsWhenAsked) {
  Parsed p = parse(kAddTheLongWay);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  auto precise = isel();
  std::string error;
  auto plain = createEngine("minotaur", {{"ops", std::vector<std::string>{"add"}}}, error);
  auto asking = createEngine("minotaur", {{"ops", std::vector<std::string>{"add"}}, {"priced-candidates", true}}, error);
  ASSERT_TRUE(plain && asking) << error;
  EngineRequest request{*p.cut, p.module->dataLayout, EngineBudget{60, 1, 10000}, *model, "x86-64-v3", precise.get()};
  EXPECT_TRUE(plain->run(request).pricedCandidates.empty());
  EngineResult r = asking->run(request);
  EXPECT_FALSE(r.pricedCandidates.empty());
  EXPECT_GT(r.stats.counter("generated"), 0u);
  ASSERT_FALSE(r.rewrites.empty());
  const EngineRewrite& rw = r.rewrites.front();
  cost::CostResult priced = precise->cost(*rw.function);
  ASSERT_TRUE(priced.cost) << priced.error;
  EXPECT_EQ(rw.preciseCost, priced.cost->primary);
  EXPECT_EQ(rw.constantMethod, "none");
  EXPECT_LE(rw.proofSeconds, rw.foundSeconds);
  EXPECT_EQ(verify::checkRefinement(*p.cut, *rw.function, p.module->dataLayout, verify::Options{}).verdict, verify::Verdict::Correct);
}

TEST(StokeEngine, ReadsItsSettingsAndRejectsBadValues) {
  std::string error;
  EXPECT_TRUE(createEngine("stoke", {{"seed", int64_t(3)}, {"beta", std::string("0.5")}, {"swap-mass", std::string("0")}}, error)) << error;
  EXPECT_EQ(error, "");
  EXPECT_FALSE(createEngine("stoke", {{"beta", std::string("hot")}}, error));
  EXPECT_NE(error.find("'beta'"), std::string::npos) << error;
  error.clear();
  EXPECT_FALSE(createEngine("stoke", {{"restarts", int64_t(0)}}, error));
  EXPECT_NE(error.find("'restarts'"), std::string::npos) << error;
  error.clear();
  EngineSettings allZero;
  for (const char* kind : {"opcode-mass", "operand-mass", "constant-mass", "swap-mass", "instruction-mass"}) allZero.push_back({kind, std::string("0")});
  EXPECT_FALSE(createEngine("stoke", allZero, error));
  EXPECT_NE(error.find("every proposal mass is 0"), std::string::npos) << error;
}

} // namespace
} // namespace theseus::synth
