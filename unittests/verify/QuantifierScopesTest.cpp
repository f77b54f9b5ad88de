// Miniscoping and expansion of universal quantifiers (verify/QuantifierScopes.h) must give an
// equivalent formula: each test checks equivalence with Z3 on formulas shaped like the verifier's
// queries (a violation per lane, each under the lane's NaN choice), and the shape of the result.
#include "verify/QuantifierScopes.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

class QuantifierScopesTest : public ::testing::Test {
protected:
  z3::context c;
  z3::expr a = c.bv_const("a", 8), b = c.bv_const("b", 8), p = c.bool_const("p");
  z3::expr c0 = c.bv_const("c0", 4), c1 = c.bv_const("c1", 4), wide = c.bv_const("w", 16);

  // Whether `x` and `y` are equivalent (their difference is unsatisfiable).
  bool equivalent(const z3::expr& x, const z3::expr& y) {
    z3::solver s(c);
    s.add(x != y);
    return s.check() == z3::unsat;
  }
  static bool hasQuantifier(const z3::expr& e) {
    if (e.is_quantifier()) return true;
    if (e.is_app())
      for (unsigned i = 0; i < e.num_args(); ++i)
        if (hasQuantifier(e.arg(i))) return true;
    return false;
  }
  // A lane's violation: `x` differs from the value the choice `k` picks.
  z3::expr laneDiffers(const z3::expr& x, const z3::expr& k) { return x != z3::ite(k.extract(0, 0) == 1, a, b) + z3::zext(k, 4); }
};

TEST_F(QuantifierScopesTest, LanesUnderTheirOwnChoicesBecomeQuantifierFree) {
  z3::expr_vector vars(c);
  vars.push_back(c0);
  vars.push_back(c1);
  z3::expr q = z3::forall(vars, p || laneDiffers(a + 1, c0) || laneDiffers(b * 3, c1));
  z3::expr m = miniscoped(c, q);
  EXPECT_FALSE(hasQuantifier(m));
  EXPECT_TRUE(equivalent(q, m));
}

TEST_F(QuantifierScopesTest, ConjunctionsAndNestedDisjunctionsAreEntered) {
  z3::expr_vector vars(c);
  vars.push_back(c0);
  vars.push_back(c1);
  z3::expr q = z3::forall(vars, (a == 0) && (p || ((b == 2) && (laneDiffers(a, c0) || laneDiffers(b, c1)))));
  z3::expr m = miniscoped(c, q);
  EXPECT_FALSE(hasQuantifier(m));
  EXPECT_TRUE(equivalent(q, m));
}

TEST_F(QuantifierScopesTest, DisjunctsSharingAVariableStayTogether) {
  z3::expr_vector vars(c);
  vars.push_back(c0);
  z3::expr q = z3::forall(vars, laneDiffers(a, c0) || laneDiffers(b, c0));
  z3::expr m = miniscoped(c, q);
  EXPECT_TRUE(equivalent(q, m));
  z3::expr split = z3::forall(vars, laneDiffers(a, c0)) || z3::forall(vars, laneDiffers(b, c0));
  EXPECT_FALSE(equivalent(q, split)) << "the test's formula must tell the grouping from a split";
}

TEST_F(QuantifierScopesTest, WideVariablesStayQuantified) {
  z3::expr_vector vars(c);
  vars.push_back(wide);
  vars.push_back(c0);
  z3::expr q = z3::forall(vars, p || (z3::zext(a, 8) != wide) || laneDiffers(b, c0));
  z3::expr m = miniscoped(c, q);
  EXPECT_TRUE(hasQuantifier(m));
  EXPECT_TRUE(equivalent(q, m));
  z3::expr expandedChoice = miniscoped(c, q, 16);
  EXPECT_TRUE(equivalent(q, expandedChoice));
}

TEST_F(QuantifierScopesTest, TheInstanceLimitIsRespected) {
  z3::expr_vector vars(c);
  vars.push_back(c0);
  vars.push_back(c1);
  z3::expr q = z3::forall(vars, laneDiffers(a, c0) || (c1 == c0 && b == 1));
  EXPECT_TRUE(hasQuantifier(miniscoped(c, q, 128)));
  z3::expr m = miniscoped(c, q, 256);
  EXPECT_FALSE(hasQuantifier(m));
  EXPECT_TRUE(equivalent(q, m));
}

TEST_F(QuantifierScopesTest, OtherFormulasAreUnchanged) {
  z3::expr_vector vars(c);
  vars.push_back(c0);
  z3::expr exists = z3::exists(vars, laneDiffers(a, c0));
  EXPECT_TRUE(z3::eq(miniscoped(c, exists), exists));
  z3::expr plain = a == b;
  EXPECT_TRUE(z3::eq(miniscoped(c, plain), plain));
}

} // namespace
} // namespace theseus::verify
