// The exact linear algebra under the engine: determinants, integer solutions of equalities,
// LLL, and the unimodular decomposition.
#include "poly/Cones.h"
#include "poly/Lattice.h"

#include <gtest/gtest.h>

namespace theseus::poly {
namespace {

IntMatrix matrix(std::initializer_list<std::initializer_list<long>> rows) {
  IntMatrix m;
  for (auto row : rows) {
    IntVector r;
    for (long x : row) r.push_back(x);
    m.push_back(r);
  }
  return m;
}

TEST(Lattice, DeterminantOfThreeByThree) { EXPECT_EQ(determinant(matrix({{2, 0, 1}, {1, 3, 2}, {1, 1, 1}})), 2 * 1 - 0 + 1 * (1 - 3)); }

TEST(Lattice, EqualitiesParametrizeEveryIntegerSolution) {
  // 2x + 3y - z = 5 in Z^3: x = offset + basis * (s, t) must cover the solutions with |x|,|y| <= 3.
  IntMatrix rows = matrix({{2, 3, -1, -5}});
  std::optional<IntegerSolutions> s = solveIntegerEqualities(rows, 3);
  ASSERT_TRUE(s);
  ASSERT_EQ(s->basis[0].size(), 2u);
  EXPECT_EQ(determinant(matrix({{0, 0}})) , 0);
  for (const IntVector& column : transpose(s->basis)) EXPECT_EQ(2 * column[0] + 3 * column[1] - column[2], 0);
  EXPECT_EQ(2 * s->offset[0] + 3 * s->offset[1] - s->offset[2], 5);
}

TEST(Lattice, EqualitiesWithoutIntegerSolutionAreRejected) {
  EXPECT_FALSE(solveIntegerEqualities(matrix({{2, 4, -1}}), 2));
  EXPECT_FALSE(solveIntegerEqualities(matrix({{1, 1, 0}, {1, 1, -1}}), 2));
}

TEST(Lattice, LllFindsShortBasis) {
  IntMatrix reduced = lllReduce(matrix({{1, 0, 0}, {4, 1, 0}, {7, 5, 1}}));
  for (const IntVector& row : reduced)
    for (const Integer& x : row) EXPECT_LE(abs(x), 1);
  EXPECT_EQ(abs(determinant(reduced)), 1);
}

TEST(Lattice, DecompositionYieldsUnimodularCones) {
  std::vector<SignedCone> cones = decomposeUnimodular(matrix({{1, 0, 0}, {0, 1, 0}, {3, 5, 17}}));
  EXPECT_GT(cones.size(), 1u);
  for (const SignedCone& c : cones) EXPECT_EQ(abs(determinant(c.rays)), 1);
}

TEST(Lattice, ValueAtOneOfUnitSquareVertexCones) {
  // [0,1]^2 by Brion: the four unimodular vertex cones sum to 4 points.
  std::vector<ConeTerm> terms = {
      {1, {0, 0}, matrix({{1, 0}, {0, 1}})},
      {1, {1, 0}, matrix({{-1, 0}, {0, 1}})},
      {1, {0, 1}, matrix({{1, 0}, {0, -1}})},
      {1, {1, 1}, matrix({{-1, 0}, {0, -1}})},
  };
  EXPECT_EQ(valueAtOne(terms, 2), 4);
}

} // namespace
} // namespace theseus::poly
