// The Barvinok counter against isl's enumeration on seeded random sets (1,240 sets in all).
#include "RandomSets.h"
#include "poly/Count.h"

#include <gtest/gtest.h>

namespace theseus::poly {
namespace {

using testing::SetKind;

// Counts `text` (no parameters) both ways and expects the same number.
void expectCountMatchesEnumeration(isl_ctx* ctx, const std::string& text) {
  SCOPED_TRACE(text);
  IslSet set = parseSet(ctx, text);
  EXPECT_EQ(countPoints(set.get()), countByEnumeration(set.get())) << text;
}

void runRandomSets(SetKind kind, unsigned count, unsigned minDims, unsigned maxDims, unsigned seed) {
  std::mt19937 rng(seed);
  IslCtx ctx = makeIslCtx();
  for (unsigned i = 0; i < count; ++i) {
    unsigned dims = minDims + i % (maxDims - minDims + 1);
    expectCountMatchesEnumeration(ctx.get(), testing::randomSet(rng, kind, dims));
  }
}

TEST(RandomPolytope, FullDimensionalNonUnimodularMatchEnumeration) { runRandomSets(SetKind::FullDimensional, 400, 1, 4, 1); }

TEST(RandomPolytope, FiveAndSixDimensionalMatchEnumeration) { runRandomSets(SetKind::FullDimensional, 40, 5, 6, 9); }

TEST(RandomPolytope, WithEqualitiesMatchEnumeration) { runRandomSets(SetKind::WithEqualities, 200, 2, 4, 2); }

TEST(RandomPolytope, WithExistentialsMatchEnumeration) { runRandomSets(SetKind::WithExistentials, 200, 1, 3, 3); }

TEST(RandomPolytope, UnionsMatchEnumeration) { runRandomSets(SetKind::Union, 100, 1, 3, 4); }

// Each parametric set's quasi-polynomial, evaluated at several parameter points, against the
// enumeration of the set with those parameter values substituted.
void runRandomParametricSets(SetKind kind, unsigned count, unsigned seed) {
  std::mt19937 rng(seed);
  IslCtx ctx = makeIslCtx();
  for (unsigned i = 0; i < count; ++i) {
    unsigned params = 1 + i % 2, dims = 1 + i % 3;
    std::string text = testing::randomSet(rng, kind, dims, params);
    SCOPED_TRACE(text);
    IslSet set = parseSet(ctx.get(), text);
    PiecewiseQuasiPolynomial q;
    try {
      q = countParametric(set.get());
    } catch (const CountError& e) {
      ADD_FAILURE() << text << ": " << e.what();
      continue;
    }
    for (int k = 0; k < 4; ++k) {
      std::vector<long> values;
      IntVector point;
      for (unsigned p = 0; p < params; ++p) {
        values.push_back(std::uniform_int_distribution<long>(-3, 14)(rng));
        point.push_back(values.back());
      }
      IslSet fixed = parseSet(ctx.get(), testing::instantiateParams(text, values));
      EXPECT_EQ(q.evaluate(point), countByEnumeration(fixed.get())) << text << "\n" << q.str();
    }
  }
}

// isl_basic_set_compute_vertices (LLVM 19) segfaults on this set's perturbed 1-d form.
TEST(RandomPolytope, OneDimensionalParametricRegression) {
  IslCtx ctx = makeIslCtx();
  std::string text = "[P0] -> { [x0, x1] : -3 <= x0 <= P0 and -1 <= x1 <= P0 and -5x0 - 3x1 <= P0 + 4 and "
                     "-x0 - 5x1 <= 10 and 3x0 + 5x1 <= P0 + 22 and 3x0 + x1 = 1 }";
  IslSet set = parseSet(ctx.get(), text);
  PiecewiseQuasiPolynomial q = countParametric(set.get());
  for (long n = -4; n <= 30; ++n) {
    IslSet fixed = parseSet(ctx.get(), testing::instantiateParams(text, {n}));
    EXPECT_EQ(q.evaluate({Integer(n)}), countByEnumeration(fixed.get())) << n;
  }
}

TEST(RandomPolytope, ParametricQuasiPolynomialsMatchEnumeration) { runRandomParametricSets(SetKind::Parametric, 150, 5); }

TEST(RandomPolytope, ParametricWithEqualitiesMatchEnumeration) { runRandomParametricSets(SetKind::WithEqualities, 50, 6); }

TEST(RandomPolytope, ParametricWithExistentialsMatchEnumeration) { runRandomParametricSets(SetKind::WithExistentials, 50, 7); }

TEST(RandomPolytope, ParametricUnionsMatchEnumeration) { runRandomParametricSets(SetKind::Union, 50, 8); }

} // namespace
} // namespace theseus::poly
