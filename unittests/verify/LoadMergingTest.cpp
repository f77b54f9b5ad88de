// tgt's loads merged into src's (verify/memory/LoadMerging.h) must leave the query equivalent:
// a pair is merged only where the assumption forces it equal, so a query stays unsatisfiable
// exactly when it was, and a pair the assumption leaves apart (the neighbour of each merge) is not
// merged and its query stays satisfiable.
#include "verify/memory/LoadMerging.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

class LoadMergingTest : public ::testing::Test {
protected:
  z3::context c;
  z3::expr x = c.bv_const("x", 16), y = c.bv_const("y", 16), z = c.bv_const("z", 16);
  Deadline deadline{20000};

  // The merged query of `assumption && rest` with tgt's read [tgt] and src's read [src], the
  // hypothesis being the assumption itself unless given; `merged` is how many reads were merged.
  z3::expr merged(const z3::expr& assumption, const z3::expr& rest, const z3::expr& src, const z3::expr& tgt, unsigned& count,
                  std::optional<z3::expr> hypothesis = std::nullopt) {
    LoadMergeStats stats;
    z3::expr out = mergedLoads(assumption, hypothesis.value_or(assumption), rest, {{src}}, {{tgt}}, LoadMergeLimits{}, deadline, &stats);
    count = stats.merged;
    return out;
  }

  z3::check_result solve(const z3::expr& e) {
    z3::solver s(c);
    s.add(e);
    return s.check();
  }
};

TEST_F(LoadMergingTest, MergesWhatTheAssumptionForcesEqual) {
  unsigned count = 0;
  z3::expr assumption = x == y, rest = x != y || z == 3;
  z3::expr out = merged(assumption, rest, x, y, count);
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(solve(out && z != 3), z3::unsat);
  EXPECT_EQ(solve(assumption && rest && z != 3), z3::unsat);
  EXPECT_EQ(solve(out && z == 3), z3::sat);
}

TEST_F(LoadMergingTest, KeepsAPairTheAssumptionLeavesApart) {
  unsigned count = 0;
  z3::expr assumption = (x & 1) == (y & 1), rest = x != y;
  z3::expr out = merged(assumption, rest, x, y, count);
  EXPECT_EQ(count, 0u);
  EXPECT_EQ(solve(out), z3::sat);
}

TEST_F(LoadMergingTest, BoundsDecideTheMerge) {
  unsigned count = 0;
  z3::expr low = x & c.bv_val(3, 16);
  z3::expr forced = merged(z3::ult(x, c.bv_val(4, 16)), x != low, low, x, count);
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(solve(forced), z3::unsat);
  z3::expr apart = merged(z3::ult(x, c.bv_val(5, 16)), x != low, low, x, count);
  EXPECT_EQ(count, 0u);
  EXPECT_EQ(solve(apart), z3::sat);
}

TEST_F(LoadMergingTest, AWeakerHypothesisStillProvesOrFallsBackToTheAssumption) {
  unsigned count = 0;
  z3::expr assumption = x == y && z == 1;
  z3::expr out = merged(assumption, x != y, x, y, count, x == y);
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(solve(out), z3::unsat);
  z3::expr fallback = merged(assumption, x != y, x, y, count, z == 1);
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(solve(fallback), z3::unsat);
}

TEST_F(LoadMergingTest, ReadsThroughStoresAreResolved) {
  unsigned count = 0;
  z3::expr memory = c.constant("m", c.array_sort(c.bv_sort(64), c.bv_sort(16)));
  z3::expr i = c.bv_const("i", 64), j = c.bv_const("j", 64);
  z3::expr src = z3::select(z3::store(memory, i, x), j), tgt = z3::select(memory, j);
  z3::expr out = merged(i != j, src != tgt, src, tgt, count);
  EXPECT_EQ(count, 1u);
  EXPECT_EQ(solve(out), z3::unsat);
  z3::expr apart = merged(c.bool_val(true), src != tgt, src, tgt, count);
  EXPECT_EQ(count, 0u);
  EXPECT_EQ(solve(apart), z3::sat);
}

}  // namespace
}  // namespace theseus::verify
