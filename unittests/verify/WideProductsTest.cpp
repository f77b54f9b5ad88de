// The rewrite of verify/WideProducts.h claims equivalence: the rewritten query has exactly the
// original's models. These tests check that claim on random formulas over 4-bit operands built
// through Z3Domain (so the nsw and nuw overflow predicates are recorded as the encoding records
// them), with facts under conjunctions, negated disjunctions, guards and `ite`s; and that, with the
// product abstraction after it, it proves the relation clang_pairs.py's seed 43 `f9` needs and a
// nuw distribution, and not neighbours that are false.
#include "verify/ProductAbstraction.h"
#include "verify/WideProducts.h"
#include "verify/Z3Domain.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace theseus::verify {
namespace {

// Random terms and formulas over three 4-bit variables, their nsw flags recorded by `d`.
class RandomFormulas {
public:
  RandomFormulas(z3::context& c, Z3Domain& d, unsigned seed) : c_(c), d_(d), rng_(seed) {
    for (const char* name : {"x", "y", "z"}) terms_.push_back(c.bv_const(name, 4));
    for (int v : {1, -1, 3}) terms_.push_back(c.bv_val(v, 4));
    for (int i = 0; i < 8; ++i) addTerm();
  }

  // A random formula of depth `depth` over the flags and comparisons of the terms.
  z3::expr formula(unsigned depth) {
    if (depth == 0 || pick(4) == 0) return atom();
    switch (pick(8)) {
    case 0: return formula(depth - 1) && formula(depth - 1);
    case 7: return (!anyFlag() || formula(depth - 1)) && formula(depth - 1);
    case 1: return formula(depth - 1) || formula(depth - 1);
    case 2: return !formula(depth - 1);
    case 3: return z3::ite(formula(depth - 1), formula(depth - 1), formula(depth - 1));
    case 4: return !(c_.bool_val(true) && anyFlag());
    case 5: {
      z3::expr x = terms_[0];
      z3::expr guard = pick(2) ? (x == x) : (pick(2) ? atom() : c_.bool_val(true));
      return !z3::ite(guard, anyFlag(), pick(2) ? formula(depth - 1) : c_.bool_val(true));
    }
    default: return !(anyFlag() || anyFlag()) && formula(depth - 1);
    }
  }

private:
  unsigned pick(unsigned n) { return std::uniform_int_distribution<unsigned>(0, n - 1)(rng_); }
  // A term, the later (more nested) ones more often.
  const z3::expr& anyTerm() {
    size_t n = terms_.size();
    return pick(2) ? terms_[n - 1 - pick(std::min<size_t>(n, 4))] : terms_[pick(n)];
  }
  z3::expr anyFlag() { return flags_.empty() ? c_.bool_val(false) : flags_[pick(flags_.size())]; }

  void addTerm() {
    z3::expr a = anyTerm(), b = anyTerm();
    switch (pick(10)) {
    case 0: terms_.push_back(a + b); flags_.push_back(d_.saddOverflow(a, b)); break;
    case 1: terms_.push_back(a - b); flags_.push_back(d_.ssubOverflow(a, b)); break;
    case 2: case 3: terms_.push_back(a * b); flags_.push_back(d_.smulOverflow(a, b)); break;
    case 4: terms_.push_back(a ^ c_.bv_val(-1, 4)); break;
    case 5: terms_.push_back(a + b); flags_.push_back(d_.uaddOverflow(a, b)); break;
    case 6: terms_.push_back(a - b); flags_.push_back(d_.usubOverflow(a, b)); break;
    case 7: terms_.push_back(a * b); flags_.push_back(d_.umulOverflow(a, b)); break;
    case 8: terms_.push_back(z3::zext(a.extract(2, 0), 1)); break;
    default: terms_.push_back(z3::ite(a < b, a, z3::sext(b.extract(1, 0), 2))); break;
    }
  }

  z3::expr atom() {
    switch (pick(4)) {
    case 0: return anyFlag();
    case 1: return !anyFlag();
    case 2: return anyTerm() == anyTerm() * anyTerm();
    default: return anyTerm() < anyTerm();
    }
  }

  z3::context& c_;
  Z3Domain& d_;
  std::mt19937 rng_;
  std::vector<z3::expr> terms_, flags_;
};

TEST(WideProductsTest, TheRewriteIsEquivalentOnRandomFormulas) {
  unsigned rewritten = 0;
  for (unsigned seed = 1; seed <= 400; ++seed) {
    z3::context c;
    Z3Domain d(c);
    RandomFormulas random(c, d, seed);
    z3::expr query = random.formula(4);
    std::optional<z3::expr> wide = overflowsOverWideProducts(query, d.overflowFacts());
    ASSERT_TRUE(wide.has_value());
    if (wide->id() != query.id()) ++rewritten;
    z3::solver s(c);
    s.add(query != *wide);
    ASSERT_EQ(s.check(), z3::unsat) << "seed " << seed << "\n" << query << "\n---\n" << *wide;
  }
  EXPECT_GT(rewritten, 300u);
}

TEST(WideProductsTest, ARewriteOverItsVisitLimitIsNotMade) {
  z3::context c;
  Z3Domain d(c);
  z3::expr x = c.bv_const("x", 8), y = c.bv_const("y", 8);
  z3::expr query = !d.smulOverflow(x, y) && d.smulOverflow(x * y, x);
  EXPECT_FALSE(overflowsOverWideProducts(query, d.overflowFacts(), 3).has_value());
  EXPECT_TRUE(overflowsOverWideProducts(query, d.overflowFacts()).has_value());
}

// A fact is taken only where it holds. `x + 1` (nsw) times `y` (nsw) is read over W(x) + 1 only
// where `x + 1` is known not to overflow; at x = 7 (4 bits), y = 1 reading it so anyway would
// turn the product's overflow (false: -8 * 1 fits) into 8 * 1, which does not fit.
class FactPositionsTest : public ::testing::Test {
protected:
  z3::context c;
  Z3Domain d{c};
  z3::expr x = c.bv_const("x", 4), y = c.bv_const("y", 4), g = c.bv_const("g", 4) == c.bv_val(0, 4);
  z3::expr one = c.bv_val(1, 4);
  z3::expr successorOverflows = d.saddOverflow(x, one);
  z3::expr productOverflows = d.smulOverflow(x + one, y);

  // Whether `query` and its rewrite have the same models; `changed` says whether it was rewritten
  // through the successor's fact (its product read over W(x) + 1).
  bool equivalent(const z3::expr& query, bool& changed) {
    std::optional<z3::expr> wide = overflowsOverWideProducts(query, d.overflowFacts());
    if (!wide) return false;
    z3::expr readThroughFact = (z3::sext(x, 4) + z3::sext(one, 4)) * z3::sext(y, 4);
    changed = containsSubterm(*wide, readThroughFact);
    z3::solver s(c);
    s.add(query != *wide);
    return s.check() == z3::unsat;
  }
  static bool containsSubterm(const z3::expr& e, const z3::expr& t) {
    if (e.id() == t.id()) return true;
    for (unsigned i = 0; e.is_app() && i < e.num_args(); ++i)
      if (containsSubterm(e.arg(i), t)) return true;
    return false;
  }
};

TEST_F(FactPositionsTest, FactsAtConjunctivePositionsAreTaken) {
  bool changed = false;
  EXPECT_TRUE(equivalent(!successorOverflows && productOverflows, changed));
  EXPECT_TRUE(changed);
  EXPECT_TRUE(equivalent(!(c.bool_val(true) && successorOverflows) && productOverflows, changed));
  EXPECT_TRUE(changed);
  EXPECT_TRUE(equivalent(!z3::ite(x == y, successorOverflows, c.bool_val(true)) && productOverflows, changed));
  EXPECT_TRUE(changed);
  EXPECT_TRUE(equivalent(!z3::ite(x == x, successorOverflows, g) && productOverflows, changed));
  EXPECT_TRUE(changed);
  EXPECT_TRUE(equivalent(!(successorOverflows || g) && productOverflows, changed));
  EXPECT_TRUE(changed);
}

TEST_F(FactPositionsTest, FactsElsewhereAreNotTaken) {
  bool changed = false;
  for (const z3::expr& notAFact : {!successorOverflows || g, !(g && successorOverflows), !z3::ite(g, successorOverflows, g),
                                   z3::ite(x == y, !successorOverflows, g), successorOverflows}) {
    EXPECT_TRUE(equivalent(notAFact && productOverflows, changed)) << notAFact;
    EXPECT_FALSE(changed) << notAFact;
  }
}

// Whether `query`, over predicates `d` recorded, is proved unsatisfiable rewritten and abstracted
// within 5 s.
bool provedWide(z3::context& c, const Z3Domain& d, const z3::expr& query) {
  std::optional<z3::expr> wide = overflowsOverWideProducts(query, d.overflowFacts());
  if (!wide) return false;
  z3::solver s(c);
  z3::params limits(c);
  limits.set("timeout", 5000u);
  s.set(limits);
  s.add(productsAbstracted(*wide));
  return s.check() == z3::unsat;
}

// The relation of seed 43's `f9`: src computes -(p * (x + 1)), every operation nsw; tgt p * ~x
// with nsw. Built as the encoding builds it (the flags recorded by the domain, src's definedness
// guarded by `true`).
class NegatedProductTest : public ::testing::Test {
protected:
  z3::context c;
  Z3Domain d{c};
  z3::expr p = c.bv_const("p", 32), x = c.bv_const("x", 32);
  z3::expr successor = x - c.bv_val(-1, 32);
  z3::expr product = p * successor;
  z3::expr noSuccessorOverflow = !d.ssubOverflow(x, c.bv_val(-1, 32));
  z3::expr noProductOverflow = !(c.bool_val(false) || d.smulOverflow(p, successor));
  z3::expr noNegationOverflow = !(c.bool_val(true) && d.smulOverflow(product, c.bv_val(-1, 32)));
  z3::expr targetOverflows = d.smulOverflow(p, x ^ c.bv_val(-1, 32));

  bool proved(const z3::expr& query) { return provedWide(c, d, query); }
};

TEST_F(NegatedProductTest, SourcesNswFactsRuleOutTheTargetsOverflow) {
  EXPECT_TRUE(proved(noSuccessorOverflow && noProductOverflow && noNegationOverflow && targetOverflows));
  EXPECT_TRUE(proved(noSuccessorOverflow && noProductOverflow && noNegationOverflow &&
                     (product * c.bv_val(-1, 32)) != (p * (x ^ c.bv_val(-1, 32)))));
}

TEST_F(NegatedProductTest, WithoutTheNegationsNswTheTargetMayOverflow) {
  z3::expr query = noSuccessorOverflow && noProductOverflow && targetOverflows;
  EXPECT_FALSE(proved(query));
  z3::solver s(c);
  s.add(query && p == c.bv_val(2, 32) && x == c.bv_val(-(1 << 30) - 1, 32));
  EXPECT_EQ(s.check(), z3::sat);
}

TEST_F(NegatedProductTest, AFactUnderADisjunctionIsNotTaken) {
  EXPECT_FALSE(proved(noSuccessorOverflow && (noProductOverflow || p == x) && noNegationOverflow && targetOverflows));
}

// `p * (x + 1)` (both nuw) distributed as `p * x + p` (both nuw): the sum of the wide products
// must not wrap (their range) and tgt's 32-bit product must be the wide one's low bits.
TEST(WideProductsTest, ANuwProductOfASuccessorDistributes) {
  z3::context c;
  Z3Domain d(c);
  z3::expr p = c.bv_const("p", 32), x = c.bv_const("x", 32), one = c.bv_val(1, 32);
  z3::expr successor = x + one, px = p * x;
  z3::expr srcDefined = !(d.uaddOverflow(x, one) || d.umulOverflow(p, successor));
  z3::expr tgtPoison = d.umulOverflow(p, x) || d.uaddOverflow(px, p);
  EXPECT_TRUE(provedWide(c, d, srcDefined && (tgtPoison || p * successor != px + p)));
  z3::expr wrapping = !d.umulOverflow(p, x + one);
  EXPECT_FALSE(provedWide(c, d, wrapping && tgtPoison));
  z3::solver s(c);
  s.add(wrapping && tgtPoison && x == c.bv_val(-1, 32) && p == c.bv_val(2, 32));
  EXPECT_EQ(s.check(), z3::sat);
}

}  // namespace
}  // namespace theseus::verify
