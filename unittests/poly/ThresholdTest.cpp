// #{x in S : f(x) >= C} (seed 003 section 2.4.3) against brute force, and the choice of the
// fewest enumerated variables.
#include "ThresholdBruteForce.h"

#include <gtest/gtest.h>

#include <random>

namespace theseus::poly {
namespace {

using test_support::quasiPolynomial;

Integer bruteForce(isl_set* set, const QuasiPolynomial& f, const Rational& threshold) {
  return test_support::bruteForceCount(set, f, threshold);
}

// The variables countAtLeast enumerates for #{x in the set written `setText` : f(x) >= threshold},
// its count checked against brute force.
unsigned enumeratedDimsOfACheckedCount(const char* setText, const QuasiPolynomial& f, const Rational& threshold) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), setText);
  ThresholdCount r = countAtLeast(set.get(), f, threshold);
  EXPECT_EQ(r.count, bruteForce(set.get(), f, threshold));
  return r.enumeratedDims;
}

TEST(Threshold, AffineFunctionNeedsNoEnumeration) {
  QuasiPolynomial f = quasiPolynomial(2, {{{1, 0}, 1}, {{0, 1}, 2}});
  EXPECT_EQ(enumeratedDimsOfACheckedCount("{ [i, j] : 0 <= i <= 40 and 0 <= j <= i }", f, 50), 0u);
}

TEST(Threshold, ProductEnumeratesOneDimension) {
  QuasiPolynomial f = quasiPolynomial(2, {{{1, 1}, 1}});
  EXPECT_EQ(enumeratedDimsOfACheckedCount("{ [i, j] : 0 <= i <= 30 and 0 <= j <= 30 }", f, 100), 1u);
}

TEST(Threshold, SharedFactorIsTheOnlyEnumeratedVariable) {
  QuasiPolynomial f = quasiPolynomial(3, {{{1, 1, 0}, 1}, {{0, 1, 1}, -2}});
  EXPECT_EQ(fewestVariablesToEnumerate(f, 3), 0b010u);
}

TEST(Threshold, PeriodicAtomStaysInBarvinok) {
  QuasiPolynomial f = quasiPolynomial(2, {{{1, 0, 0}, 1}, {{0, 0, 1}, Rational(5, 2)}}, {ModAtom{{0, 1}, 1, 3}});
  EXPECT_EQ(enumeratedDimsOfACheckedCount("{ [i, j] : 0 <= i <= 20 and 0 <= j <= 20 }", f, 12), 0u);
}

TEST(Threshold, CountOfAParametricCountComposes) {
  IslCtx ctx = makeIslCtx();
  IslSet inner = parseSet(ctx.get(), "[N, M] -> { [a, b] : 0 <= a <= N and 0 <= b <= M }");
  PiecewiseQuasiPolynomial q = countParametric(inner.get());
  ASSERT_EQ(q.pieces.size(), 1u);
  IslSet outer = parseSet(ctx.get(), "{ [N, M] : 0 <= N <= 25 and 0 <= M <= N }");
  ThresholdCount r = countAtLeast(outer.get(), q.pieces[0].value, 64);
  EXPECT_EQ(r.enumeratedDims, 1u);
  EXPECT_EQ(r.count, bruteForce(outer.get(), q.pieces[0].value, 64));
}

TEST(Threshold, RandomQuadraticsMatchBruteForce) {
  std::mt19937 rng(11);
  IslCtx ctx = makeIslCtx();
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int t = 0; t < 60; ++t) {
    std::string text = "{ [x0, x1, x2] : 0 <= x0 <= " + std::to_string(pick(0, 9)) + " and 0 <= x1 <= " +
                       std::to_string(pick(0, 9)) + " and 0 <= x2 <= x0 + " + std::to_string(pick(0, 5)) + " }";
    IslSet set = parseSet(ctx.get(), text);
    std::vector<std::pair<Polynomial::Exponents, Rational>> terms;
    for (int k = 0; k < 3; ++k) {
      Polynomial::Exponents e{0, 0, 0};
      e[pick(0, 2)]++;
      if (pick(0, 1)) e[pick(0, 2)]++;
      terms.push_back({e, Rational(pick(-4, 4), pick(1, 3))});
    }
    QuasiPolynomial f = quasiPolynomial(3, terms);
    Rational threshold(pick(-10, 30));
    EXPECT_EQ(countAtLeast(set.get(), f, threshold).count, bruteForce(set.get(), f, threshold)) << text << " " << f.str({"x0", "x1", "x2"});
  }
}

} // namespace
} // namespace theseus::poly
