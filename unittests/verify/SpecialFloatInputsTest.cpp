// The restriction to special floating-point inputs (verify/SpecialFloatInputs.h) must imply the
// query it restricts (so its models are real counterexamples) and must offer the values it names.
#include "verify/SpecialFloatInputs.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

class SpecialFloatInputsTest : public ::testing::Test {
protected:
  z3::context c;
  z3::expr a = c.bv_const("a", 32), b = c.bv_const("b", 64), n = c.bv_const("n", 32);
  z3::expr fa = z3::expr(c, Z3_mk_fpa_to_fp_bv(c, a, Z3_mk_fpa_sort_32(c)));
  z3::expr fb = z3::expr(c, Z3_mk_fpa_to_fp_bv(c, b, Z3_mk_fpa_sort_64(c)));

  z3::check_result solve(const z3::expr& e) {
    z3::solver s(c);
    s.add(e);
    return s.check();
  }
};

TEST_F(SpecialFloatInputsTest, TheRestrictionImpliesTheQuery) {
  z3::expr query = fa.mk_is_nan() || (n == 3);
  z3::expr restricted = withSpecialFloatInputs(c, query);
  EXPECT_FALSE(z3::eq(restricted, query));
  EXPECT_EQ(solve(restricted && !query), z3::unsat);
}

TEST_F(SpecialFloatInputsTest, TheNamedValuesAreOffered) {
  z3::expr restricted = withSpecialFloatInputs(c, fa == fa || fa != fa);
  EXPECT_EQ(solve(restricted && fa.mk_is_nan() && a.extract(31, 31) == 1), z3::sat) << "a NaN with the sign set";
  EXPECT_EQ(solve(restricted && fa.mk_is_nan() && a.extract(22, 22) == 0), z3::sat) << "a signaling NaN";
  EXPECT_EQ(solve(restricted && fa.mk_is_inf() && a.extract(31, 31) == 1), z3::sat) << "-inf";
  EXPECT_EQ(solve(restricted && fa.mk_is_zero() && a.extract(31, 31) == 1), z3::sat) << "-0";
  EXPECT_EQ(solve(restricted && fa.mk_is_subnormal()), z3::sat) << "a subnormal";
  EXPECT_EQ(solve(restricted && a == 0x3f800000), z3::sat) << "1.0";
  EXPECT_EQ(solve(restricted && a == 0x7f7fffff), z3::sat) << "the largest finite float";
  EXPECT_EQ(solve(restricted && a == 0x40000000), z3::unsat) << "2.0 is not special";
}

TEST_F(SpecialFloatInputsTest, EveryFormatGetsItsOwnValues) {
  z3::expr restricted = withSpecialFloatInputs(c, fb == fb && fa == fa);
  EXPECT_EQ(solve(restricted && b == c.bv_val(uint64_t(0x3ff0000000000000ull), 64)), z3::sat) << "1.0 as a double";
  EXPECT_EQ(solve(restricted && b == c.bv_val(uint64_t(0x7fefffffffffffffull), 64)), z3::sat) << "the largest finite double";
  EXPECT_EQ(solve(restricted && b == 0x3f800000), z3::unsat);
}

TEST_F(SpecialFloatInputsTest, AQueryWithoutFloatReadsIsUnchanged) {
  z3::expr query = n + 1 == a;
  EXPECT_TRUE(z3::eq(withSpecialFloatInputs(c, query), query));
}

} // namespace
} // namespace theseus::verify
