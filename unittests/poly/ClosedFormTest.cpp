// Counts with known closed forms, including sizes far beyond enumeration.
#include "poly/Count.h"

#include <gtest/gtest.h>

namespace theseus::poly {
namespace {

PiecewiseQuasiPolynomial countText(isl_ctx* ctx, const std::string& text) {
  IslSet set = parseSet(ctx, text);
  return countParametric(set.get());
}

Integer countFixed(isl_ctx* ctx, const std::string& text) {
  IslSet set = parseSet(ctx, text);
  return countPoints(set.get());
}

Integer binomial(unsigned long n, unsigned long k) {
  Integer b;
  mpz_bin_uiui(b.get_mpz_t(), n, k);
  return b;
}

TEST(ClosedForm, TriangleIsHalfNPlusOneNPlusTwo) {
  IslCtx ctx = makeIslCtx();
  PiecewiseQuasiPolynomial q = countText(ctx.get(), "[N] -> { [a,b] : 0 <= a <= b <= N }");
  EXPECT_EQ(q.str(), "[N] -> { 1/2*N^2 + 3/2*N + 1 : N >= 0 }");
  for (long n = 0; n <= 40; ++n) EXPECT_EQ(q.evaluate({Integer(n)}), Integer((n + 1) * (n + 2) / 2));
  EXPECT_EQ(q.evaluate({Integer(-1)}), 0);
}

// sum over j of (floor((N - 5j) / 3) + 1): an independent reference for 3i + 5j <= N.
Integer nonUnimodularReference(long n) {
  Integer total = 0;
  for (long j = 0; 5 * j <= n; ++j) total += (n - 5 * j) / 3 + 1;
  return total;
}

TEST(ClosedForm, NonUnimodularConeThreeIFiveJ) {
  IslCtx ctx = makeIslCtx();
  PiecewiseQuasiPolynomial q = countText(ctx.get(), "[N] -> { [i,j] : i >= 0 and j >= 0 and 3i + 5j <= N }");
  for (long n = -2; n <= 200; ++n) EXPECT_EQ(q.evaluate({Integer(n)}), nonUnimodularReference(n)) << n;
  EXPECT_EQ(q.evaluate({Integer(1000003)}), nonUnimodularReference(1000003));
}

TEST(ClosedForm, NonUnimodularConeFixedHugeBound) {
  IslCtx ctx = makeIslCtx();
  EXPECT_EQ(countFixed(ctx.get(), "{ [i,j] : i >= 0 and j >= 0 and 3i + 5j <= 2000001 }"), nonUnimodularReference(2000001));
}

TEST(ClosedForm, SimplexIsBinomial) {
  IslCtx ctx = makeIslCtx();
  for (unsigned long n : {0ul, 1ul, 7ul, 100ul, 1000000ul})
    EXPECT_EQ(countFixed(ctx.get(), "{ [a,b,c,d] : a >= 0 and b >= 0 and c >= 0 and d >= 0 and a + b + c + d <= " +
                                        std::to_string(n) + " }"),
              binomial(n + 4, 4));
}

TEST(ClosedForm, HugeBoxCountExceedsSixtyFourBits) {
  IslCtx ctx = makeIslCtx();
  Integer side = Integer(1) << 30;
  Integer expected = side * side * side;
  EXPECT_EQ(countFixed(ctx.get(), "{ [a,b,c] : 0 <= a < 1073741824 and 0 <= b < 1073741824 and 0 <= c < 1073741824 }"), expected);
}

TEST(ClosedForm, RectangleIsProduct) {
  IslCtx ctx = makeIslCtx();
  PiecewiseQuasiPolynomial q = countText(ctx.get(), "[N, M] -> { [i,j] : 0 <= i < N and 0 <= j < M }");
  EXPECT_EQ(q.str(), "[N, M] -> { N*M : N > 0 and M > 0 }");
}

TEST(ClosedForm, StrideGivesPeriodicPieces) {
  IslCtx ctx = makeIslCtx();
  PiecewiseQuasiPolynomial q = countText(ctx.get(), "[N] -> { [i] : exists e : i = 3e and 0 <= i < N }");
  for (long n = -3; n <= 30; ++n) EXPECT_EQ(q.evaluate({Integer(n)}), Integer(n > 0 ? (n + 2) / 3 : 0)) << n;
  EXPECT_EQ(q.str(), "[N] -> { 1/3*N - 1/3*((N + 2) mod 3) + 2/3 : N > 0 }");
}

} // namespace
} // namespace theseus::poly
