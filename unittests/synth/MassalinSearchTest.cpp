// massalin::search (synth/massalin/Massalin.h) end to end on parsed functions: what its
// `optimal` claims when the search finishes and when the time limit cuts it short.
#include "EngineTestSupport.h"
#include "synth/massalin/Massalin.h"
#include "synth/massalin/Passes.h"

#include <gtest/gtest.h>

#include <chrono>

namespace theseus::synth::massalin {
namespace {

// x * 2 (x not undef), which one add or shl refines.
const char* const kTimesTwo = R"(
define i32 @f(i32 noundef %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}
)";

TEST(MassalinSearch, ASearchTheTimeLimitCutShortIsNotOptimal) {
  engine_test::Parsed p = engine_test::parse(engine_test::kOutOfReach);
  ASSERT_TRUE(p.cut);
  SearchOptions options;
  options.ops = defaultOps();
  options.maxLength = 5;
  options.timeLimitSeconds = 1;
  auto start = std::chrono::steady_clock::now();
  SearchResult r = search(*p.cut, p.module->dataLayout, options);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 5.0);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_TRUE(r.stats.timedOut);
  EXPECT_FALSE(r.best);
  EXPECT_EQ(r.stats.unknowns, 0u);
  EXPECT_FALSE(r.optimal);
}

TEST(MassalinSearch, AFinishedSearchWithoutUnknownsIsOptimal) {
  engine_test::Parsed p = engine_test::parse(kTimesTwo);
  ASSERT_TRUE(p.cut);
  SearchOptions options;
  options.ops = defaultOps();
  options.maxLength = 2;
  options.timeLimitSeconds = 60;
  SearchResult r = search(*p.cut, p.module->dataLayout, options);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_FALSE(r.stats.timedOut);
  ASSERT_TRUE(r.best);
  EXPECT_EQ(r.length, 1u);
  EXPECT_EQ(r.stats.unknowns, 0u);
  EXPECT_TRUE(r.optimal);
}

// An exchange of the bit fields of x under m and k bits above, as ((x >> k) & m) ^ (x & m) = t and
// t ^ (t << k): five instructions of its own operations (((x >> k) ^ x) & m = t, t ^ (t << k)).
const char* const kFieldSwap = R"(
define i32 @f(i32 noundef %x, i32 noundef %m, i32 noundef %k) {
  %hi = lshr i32 %x, %k
  %a = and i32 %hi, %m
  %b = and i32 %x, %m
  %t = xor i32 %a, %b
  %u = shl i32 %t, %k
  %r = xor i32 %t, %u
  ret i32 %r
}
)";

TEST(MassalinPasses, TheSourcesOwnOperationsPassHasTheSourcesOperatorsAndNoConstants) {
  engine_test::Parsed p = engine_test::parse(kFieldSwap);
  ASSERT_TRUE(p.cut);
  SearchOptions options;
  options.ops = defaultOps();
  options.comparisons = true;
  std::optional<SearchOptions> pass = sourceOperationsPass(*p.cut, options);
  ASSERT_TRUE(pass);
  EXPECT_EQ(pass->ops, (std::vector<ir::Opcode>{ir::Opcode::And, ir::Opcode::Xor, ir::Opcode::Shl, ir::Opcode::LShr}));
  ASSERT_TRUE(pass->constants);
  EXPECT_TRUE(pass->constants->empty());
  EXPECT_FALSE(pass->comparisons);
  EXPECT_TRUE(pass->classes);
  options.ops = pass->ops;
  options.comparisons = false;
  options.constants = std::vector<int64_t>{};
  EXPECT_FALSE(sourceOperationsPass(*p.cut, options));
}

TEST(MassalinPasses, TheSourcesOwnOperationsReachWhatTheWholeSetDoesNotInTime) {
  engine_test::Parsed p = engine_test::parse(kFieldSwap);
  ASSERT_TRUE(p.cut);
  SearchOptions options;
  options.ops = defaultOps();
  options.maxLength = 5;
  options.timeLimitSeconds = 6;
  SearchResult r = searchInPasses(*p.cut, p.module->dataLayout, options);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_TRUE(r.best);
  EXPECT_EQ(r.length, 5u);
  EXPECT_GT(r.foundSeconds, 0.0);
  EXPECT_LE(r.foundSeconds, r.stats.seconds);
  EXPECT_LT(r.stats.seconds, 7.0);
}

} // namespace
} // namespace theseus::synth::massalin
