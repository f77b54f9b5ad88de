// The equivalence sweep (verify/EquivalenceSweep.h) must return a formula equivalent to its input:
// it merges what the assumption forces equal (and proves), never what random samples merely
// suggest, and a satisfiable query stays satisfiable with its counterexample.
#include "verify/EquivalenceSweep.h"
#include "verify/ProductOverflow.h"

#include <gtest/gtest.h>

#include <chrono>

namespace theseus::verify {
namespace {

class EquivalenceSweepTest : public ::testing::Test {
protected:
  z3::context c;
  Deadline deadline{60000};

  bool equivalent(const z3::expr& x, const z3::expr& y) {
    z3::solver s(c);
    s.add(x != y);
    return s.check() == z3::unsat;
  }
  static bool mentions(const z3::expr& e, const std::string& text) { return e.to_string().find(text) != std::string::npos; }
};

TEST_F(EquivalenceSweepTest, MergesWhatTheAssumptionForcesAndStaysEquivalent) {
  z3::expr a = c.bv_const("a", 16), b = c.bv_const("b", 16);
  z3::expr square = a * a;
  z3::expr assumption = !signedProductOverflows(a, a);
  z3::expr srcValue = z3::ashr(square & b, 2), tgtValue = z3::lshr(square & b, 2);
  z3::expr rest = srcValue != tgtValue || z3::ashr(srcValue, 13) != 0;
  SweepStats stats;
  z3::expr swept = sweptQuery(c, assumption, rest, SweepLimits{}, deadline, &stats);
  EXPECT_TRUE(equivalent(swept, assumption && rest));
  EXPECT_GE(stats.samples, 8u);
  EXPECT_GE(stats.proved, 1u);
  EXPECT_FALSE(mentions(swept.arg(1).simplify(), "bvlshr")) << swept.arg(1);
}

TEST_F(EquivalenceSweepTest, ARareDifferenceIsNotMerged) {
  z3::expr x = c.bv_const("x", 32), y = c.bv_const("y", 32);
  z3::expr rare = z3::ite(x == c.bv_val(0x12345678, 32), y, x);
  z3::expr assumption = z3::ule(y, c.bv_val(1000, 32));
  z3::expr rest = rare != x;
  SweepStats stats;
  z3::expr swept = sweptQuery(c, assumption, rest, SweepLimits{}, deadline, &stats);
  EXPECT_TRUE(equivalent(swept, assumption && rest));
  z3::solver s(c);
  s.add(swept);
  ASSERT_EQ(s.check(), z3::sat);
  EXPECT_EQ(s.get_model().eval(x).get_numeral_uint64(), 0x12345678u);
}

TEST_F(EquivalenceSweepTest, SamplesRandomInputsRarelyGiveAreCompletedByTheSolver) {
  z3::expr x = c.bv_const("x", 32), y = c.bv_const("y", 32), z = c.bv_const("z", 32);
  z3::expr assumption = x * z + y == c.bv_val(0x0deadbee, 32) && z3::ugt(z, c.bv_val(2, 32));
  z3::expr rest = (c.bv_val(0x0deadbee, 32) - z * x) != y;
  SweepStats stats;
  z3::expr swept = sweptQuery(c, assumption, rest, SweepLimits{}, deadline, &stats);
  EXPECT_TRUE(equivalent(swept, assumption && rest));
  EXPECT_GE(stats.samples, 8u);
  EXPECT_GE(stats.proved, 1u);
  EXPECT_TRUE(swept.arg(1).simplify().is_false()) << swept;
  SweepLimits randomOnly;
  randomOnly.completions = 0;
  SweepStats without;
  sweptQuery(c, assumption, rest, randomOnly, deadline, &without);
  EXPECT_LT(without.samples, 8u);
}

TEST_F(EquivalenceSweepTest, ConstantsTheAssumptionImpliesAreFolded) {
  z3::expr x = c.bv_const("x", 8);
  z3::expr assumption = z3::ult(x, c.bv_val(16, 8));
  z3::expr rest = z3::lshr(x * 3, 6) != 0;
  SweepStats stats;
  z3::expr swept = sweptQuery(c, assumption, rest, SweepLimits{}, deadline, &stats);
  EXPECT_TRUE(equivalent(swept, assumption && rest));
  EXPECT_TRUE(swept.arg(1).simplify().is_false()) << swept;
}

TEST_F(EquivalenceSweepTest, ProductsEqualUpToShiftsAndOrderAreMerged) {
  z3::expr x = c.bv_const("px", 32), y = c.bv_const("py", 32), z = c.bv_const("pz", 32);
  z3::expr assumption = z3::ult(z, c.bv_val(100, 32));
  z3::expr srcValue = z3::shl((x + z) * y, 8), tgtValue = z3::shl(z + x, 8) * y;
  z3::expr rest = srcValue != tgtValue;
  SweepStats stats;
  z3::expr swept = sweptQuery(c, assumption, rest, SweepLimits{}, deadline, &stats);
  EXPECT_TRUE(swept.arg(1).simplify().is_false()) << swept;
  EXPECT_GE(stats.proved, 1u);
}

TEST_F(EquivalenceSweepTest, AnUnsatisfiableAssumptionLeavesTheQueryAsItIs) {
  z3::expr x = c.bv_const("x", 8);
  z3::expr assumption = x != x;
  z3::expr rest = x * x == 3;
  SweepStats stats;
  z3::expr swept = sweptQuery(c, assumption, rest, SweepLimits{}, deadline, &stats);
  EXPECT_EQ(stats.samples, 0u);
  EXPECT_TRUE(z3::eq(swept, assumption && rest));
}

TEST_F(EquivalenceSweepTest, AnAssumptionReadingMemoryIsNotSampled) {
  z3::expr a = c.bv_const("a", 16), b = c.bv_const("b", 16);
  z3::expr bytes = c.constant("bytes", c.array_sort(c.bv_sort(16), c.bv_sort(16)));
  z3::expr assumption = z3::select(z3::store(bytes, a, b), b) != 3;
  z3::expr rest = a * b != b * a;
  SweepStats stats;
  auto start = std::chrono::steady_clock::now();
  z3::expr swept = sweptQuery(c, assumption, rest, SweepLimits{}, deadline, &stats);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 1.0);
  EXPECT_EQ(stats.samples, 0u);
  EXPECT_TRUE(equivalent(swept, assumption && rest));
}

}  // namespace
}  // namespace theseus::verify
