// The engine seam (synth/engine/Engine.h) through the factory: names, and the massalin engine's
// contract (proved, cheaper rewrites; the whole call bounded by the budget's seconds).
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "synth/EngineFactory.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <chrono>

namespace theseus::synth {
namespace {

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

// Needs udiv and urem, which the massalin engine's default operations lack, so no sequence of
// up to five instructions refines it and the enumeration over three arguments and nine constants
// would run for hours.
const char* const kOutOfReach = R"(
define i32 @f(i32 %x, i32 %y, i32 %z) {
  %a = mul i32 %x, 12345
  %b = udiv i32 %a, 7
  %c = xor i32 %b, %y
  %d = urem i32 %c, 1000
  %e = mul i32 %d, %z
  %g = add i32 %e, 99
  ret i32 %g
}
)";

struct Parsed {
  std::unique_ptr<ir::Module> module;
  const ir::Function* cut = nullptr;
};

Parsed parse(const char* text) {
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "test.ll", error);
  EXPECT_TRUE(m.has_value()) << error.str();
  Parsed out;
  if (!m) return out;
  out.module = std::move(m->module);
  out.cut = out.module->find("f");
  return out;
}

std::unique_ptr<cost::CostModel> isel() {
  std::string error;
  auto model = cost::createCostModel("isel", cost::CostOptions{}, error);
  EXPECT_TRUE(model) << error;
  return model;
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TEST(EngineFactory, EveryNameCreatesTheEngineOfThatName) {
  std::vector<std::string> names = engineNames();
  ASSERT_EQ(names.size(), 3u);
  EXPECT_EQ(names.front(), "minotaur");
  for (const std::string& name : names) {
    std::string error;
    std::unique_ptr<Engine> engine = createEngine(name, error);
    ASSERT_TRUE(engine) << error;
    EXPECT_EQ(engine->name(), name);
  }
}

TEST(EngineFactory, UnknownNameListsTheKnownOnes) {
  std::string error;
  EXPECT_FALSE(createEngine("superopt", error));
  EXPECT_NE(error.find("unknown synthesis engine 'superopt'"), std::string::npos) << error;
  EXPECT_NE(error.find("minotaur massalin stoke"), std::string::npos) << error;
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

} // namespace
} // namespace theseus::synth
