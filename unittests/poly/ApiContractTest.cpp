// The API's contract: errors, empty sets, parameter handling, text form.
#include "poly/Count.h"

#include <gtest/gtest.h>

namespace theseus::poly {
namespace {

CountError::Kind errorKind(const std::function<void()>& f) {
  try {
    f();
  } catch (const CountError& e) {
    return e.kind;
  }
  ADD_FAILURE() << "no CountError thrown";
  return CountError::Kind::Internal;
}

TEST(ApiContract, UnparsableSetIsBadInput) {
  IslCtx ctx = makeIslCtx();
  EXPECT_EQ(errorKind([&] { parseSet(ctx.get(), "{ [i] : 0 <= i <= "); }), CountError::Kind::BadInput);
}

TEST(ApiContract, UnboundedSetIsRejected) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), "{ [i, j] : 0 <= i <= 3 and j >= i }");
  EXPECT_EQ(errorKind([&] { countPoints(set.get()); }), CountError::Kind::Unbounded);
  IslSet parametric = parseSet(ctx.get(), "[N] -> { [i] : i >= N }");
  EXPECT_EQ(errorKind([&] { countParametric(parametric.get()); }), CountError::Kind::Unbounded);
}

TEST(ApiContract, CountPointsRejectsParameters) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), "[N] -> { [i] : 0 <= i <= N }");
  EXPECT_EQ(errorKind([&] { countPoints(set.get()); }), CountError::Kind::BadInput);
}

TEST(ApiContract, EmptySetsCountZero) {
  IslCtx ctx = makeIslCtx();
  IslSet empty = parseSet(ctx.get(), "{ [i, j] : 0 <= i <= 3 and 2j = 2i + 1 }");
  EXPECT_EQ(countPoints(empty.get()), 0);
  IslSet rationalOnly = parseSet(ctx.get(), "{ [i] : 1 <= 3i <= 2 }");
  EXPECT_EQ(countPoints(rationalOnly.get()), 0);
  IslSet parametric = parseSet(ctx.get(), "[N] -> { [i] : 0 <= i <= N and i > N }");
  PiecewiseQuasiPolynomial q = countParametric(parametric.get());
  EXPECT_EQ(q.str(), "0");
  EXPECT_EQ(q.evaluate({Integer(5)}), 0);
}

TEST(ApiContract, EvaluateChecksTheNumberOfParameters) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), "[N, M] -> { [i] : 0 <= i <= N + M }");
  PiecewiseQuasiPolynomial q = countParametric(set.get());
  EXPECT_EQ(errorKind([&] { q.evaluate({Integer(3)}); }), CountError::Kind::BadInput);
  EXPECT_EQ(q.evaluate({Integer(3), Integer(4)}), 8);
}

TEST(ApiContract, ParameterNamesDoNotClashWithGeneratedNames) {
  IslCtx ctx = makeIslCtx();
  IslSet z = parseSet(ctx.get(), "[z0] -> { [i, j] : 0 <= i <= z0 and 0 <= j <= 2 }");
  EXPECT_EQ(countParametric(z.get()).evaluate({Integer(4)}), 15);
  IslSet e = parseSet(ctx.get(), "[e0, N] -> { [i] : 2i = N + e0 and 0 <= i <= 10 }");
  PiecewiseQuasiPolynomial q = countParametric(e.get());
  EXPECT_EQ(q.evaluate({Integer(1), Integer(5)}), 1);
  EXPECT_EQ(q.evaluate({Integer(1), Integer(4)}), 0);
}

TEST(ApiContract, NamedTupleIsCounted) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), "{ S[i, j] : 0 <= i <= j <= 4 }");
  EXPECT_EQ(countPoints(set.get()), 15);
}

TEST(ApiContract, ZeroDimensionalSetCountsOne) {
  IslCtx ctx = makeIslCtx();
  IslSet point = parseSet(ctx.get(), "{ [] }");
  EXPECT_EQ(countPoints(point.get()), 1);
}

TEST(ApiContract, ParameterFreeCountPrintsNumber) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), "{ [i, j] : 0 <= i <= 3 and 0 <= j <= i }");
  EXPECT_EQ(countParametric(set.get()).str(), "10");
}

TEST(ApiContract, OverlappingUnionCountsEachPointOnce) {
  IslCtx ctx = makeIslCtx();
  IslSet set = parseSet(ctx.get(), "{ [i] : 0 <= i < 10 or 5 <= i < 20 }");
  EXPECT_EQ(countPoints(set.get()), 20);
}

} // namespace
} // namespace theseus::poly
