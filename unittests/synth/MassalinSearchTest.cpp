// massalin::search (synth/massalin/Massalin.h) end to end on parsed functions: what its
// `optimal` claims when the search finishes and when the time limit cuts it short.
#include "EngineTestSupport.h"
#include "synth/massalin/Massalin.h"

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

} // namespace
} // namespace theseus::synth::massalin
