// massalin::search (synth/massalin/Massalin.h) end to end on parsed functions: what its
// `optimal` claims when the search finishes and when the time limit cuts it short.
#include "bridge/Import.h"
#include "synth/massalin/Massalin.h"

#include <gtest/gtest.h>

#include <chrono>

namespace theseus::synth::massalin {
namespace {

// Needs udiv and urem, which the default operations lack, so no sequence of up to five
// instructions refines it and the enumeration over three arguments would run for hours.
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

// x * 2 (x not undef), which one add or shl refines.
const char* const kTimesTwo = R"(
define i32 @f(i32 noundef %x) {
  %r = mul i32 %x, 2
  ret i32 %r
}
)";

std::unique_ptr<ir::Module> parse(const char* text) {
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "test.ll", error);
  EXPECT_TRUE(m.has_value()) << error.str();
  return m ? std::move(m->module) : nullptr;
}

TEST(MassalinSearch, ASearchTheTimeLimitCutShortIsNotOptimal) {
  auto m = parse(kOutOfReach);
  ASSERT_TRUE(m);
  SearchOptions options;
  options.ops = defaultOps();
  options.maxLength = 5;
  options.timeLimitSeconds = 1;
  auto start = std::chrono::steady_clock::now();
  SearchResult r = search(*m->find("f"), m->dataLayout, options);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 5.0);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_TRUE(r.stats.timedOut);
  EXPECT_FALSE(r.best);
  EXPECT_EQ(r.stats.unknowns, 0u);
  EXPECT_FALSE(r.optimal);
}

TEST(MassalinSearch, AFinishedSearchWithoutUnknownsIsOptimal) {
  auto m = parse(kTimesTwo);
  ASSERT_TRUE(m);
  SearchOptions options;
  options.ops = defaultOps();
  options.maxLength = 2;
  options.timeLimitSeconds = 60;
  SearchResult r = search(*m->find("f"), m->dataLayout, options);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_FALSE(r.stats.timedOut);
  ASSERT_TRUE(r.best);
  EXPECT_EQ(r.length, 1u);
  EXPECT_EQ(r.stats.unknowns, 0u);
  EXPECT_TRUE(r.optimal);
}

} // namespace
} // namespace theseus::synth::massalin
