// The strategies of countAtLeast beyond enumeration: interval enclosures of a quasi-polynomial
// over a box, residue classes that make a product with a periodic atom affine, and box
// splitting; each checked against brute force.
#include "ThresholdBruteForce.h"
#include "poly/Interval.h"

#include <gtest/gtest.h>

#include <random>

namespace theseus::poly {
namespace {

using test_support::quasiPolynomial;
using test_support::valuesOnSet;

TEST(Interval, EnclosesEveryValueOfRandomQuasiPolynomials) {
  std::mt19937 rng(5);
  IslCtx ctx = makeIslCtx();
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int t = 0; t < 100; ++t) {
    int a = pick(-5, 5), b = pick(-5, 5);
    std::string text = "{ [x, y] : " + std::to_string(a) + " <= x <= " + std::to_string(a + pick(0, 9)) + " and " +
                       std::to_string(b) + " <= y <= " + std::to_string(b + pick(0, 9)) + " }";
    IslSet set = parseSet(ctx.get(), text);
    ModAtom atom{{Integer(pick(0, 4)), Integer(pick(1, 4))}, Integer(pick(0, 5)), Integer(pick(2, 6))};
    atom.constant %= atom.modulus;
    atom.coeffs[0] %= atom.modulus;
    atom.coeffs[1] %= atom.modulus;
    if (atom.coeffs[1] == 0) atom.coeffs[1] = 1;
    QuasiPolynomial f = quasiPolynomial(2, {{{1, 1, 0}, Rational(pick(-3, 3), pick(1, 2))}, {{2, 0, 0}, Rational(pick(-2, 2))},
                                            {{0, 1, 1}, Rational(pick(-3, 3))}, {{0, 0, 2}, Rational(1, pick(1, 3))}},
                                        {atom});
    Box box = *boundingBox(set.get());
    Interval range = enclose(f, box);
    test_support::ValuesOnSet exact = valuesOnSet(set.get(), f, 0);
    EXPECT_LE(range.lo, exact.lo) << text << " " << f.str({"x", "y"});
    EXPECT_GE(range.hi, exact.hi) << text << " " << f.str({"x", "y"});
  }
}

TEST(Interval, AtomWithinOnePeriodIsExact) {
  Box box{{Integer(8)}, {Integer(11)}};
  Interval r = encloseAtom(ModAtom{{Integer(1)}, Integer(0), Integer(4)}, box);
  EXPECT_EQ(r.lo, 0);
  EXPECT_EQ(r.hi, 3);
  Interval shifted = encloseAtom(ModAtom{{Integer(1)}, Integer(1), Integer(8)}, box);
  EXPECT_EQ(shifted.lo, 1);
  EXPECT_EQ(shifted.hi, 4);
}

TEST(ThresholdStrategy, ProductWithAnAtomIsCountedPerResidueClass) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), "{ [i, j] : 0 <= i <= 200 and 0 <= j <= i }");
  QuasiPolynomial f = quasiPolynomial(2, {{{1, 0, 1}, 1}, {{0, 1, 0}, Rational(1, 2)}}, {ModAtom{{Integer(0), Integer(1)}, Integer(0), Integer(8)}});
  ASSERT_EQ(fewestVariablesToRasterize(f, 2), std::optional<unsigned>(0b10u));
  EXPECT_EQ(rasterPeriod(f, 0b10u), 8);
  ThresholdCount r = countAtLeast(set.get(), f, 300);
  EXPECT_EQ(r.enumeratedDims, 0u);
  EXPECT_EQ(r.rasterizedDims, 1u);
  EXPECT_EQ(r.residueClasses, 8);
  EXPECT_EQ(r.count, test_support::bruteForceCount(set.get(), f, 300));
}

TEST(ThresholdStrategy, ProductOfVariablesCannotBeRasterized) {
  QuasiPolynomial f = quasiPolynomial(2, {{{1, 1}, 1}});
  EXPECT_EQ(fewestVariablesToRasterize(f, 2), std::nullopt);
}

TEST(ThresholdStrategy, EnclosureDecidesAQuadraticFarFromTheThreshold) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), "{ [i, j] : 0 <= i <= 3000 and 0 <= j <= 3000 and i + j <= 4000 }");
  QuasiPolynomial f = quasiPolynomial(2, {{{1, 1}, Rational(1, 1000)}, {{0, 0}, 50}});
  ThresholdCount above = countAtLeast(set.get(), f, 40);
  EXPECT_EQ(above.enumeratedDims, 0u);
  EXPECT_EQ(above.decidedBoxes, 1);
  EXPECT_EQ(above.count, countPoints(set.get()));
  ThresholdCount below = countAtLeast(set.get(), f, 100000);
  EXPECT_EQ(below.enumeratedDims, 0u);
  EXPECT_EQ(below.count, 0);
}

TEST(ThresholdStrategy, SplittingMatchesBruteForceOnRandomProducts) {
  std::mt19937 rng(17);
  IslCtx ctx = makeIslCtx();
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int t = 0; t < 40; ++t) {
    std::string text = "{ [x, y] : 0 <= x <= " + std::to_string(pick(0, 120)) + " and 0 <= y <= " + std::to_string(pick(0, 120)) +
                       " and y <= x + " + std::to_string(pick(0, 40)) + " }";
    IslSet set = parseSet(ctx.get(), text);
    QuasiPolynomial f = quasiPolynomial(2, {{{1, 1, 0}, Rational(1, pick(1, 8))}, {{0, 1, 1}, Rational(pick(-3, 3))}},
                                        {ModAtom{{Integer(pick(0, 2)), Integer(1)}, Integer(pick(0, 2)), Integer(3)}});
    Rational threshold(pick(0, 1500));
    ThresholdCount r = countAtLeast(set.get(), f, threshold);
    EXPECT_EQ(r.count, test_support::bruteForceCount(set.get(), f, threshold)) << text << " " << f.str({"x", "y"}) << " >= " << threshold.get_str();
  }
}

} // namespace
} // namespace theseus::poly
