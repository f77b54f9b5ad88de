// The product abstraction (verify/ProductAbstraction.h) must stay a weakening: whatever is
// satisfiable with real multiplication is satisfiable abstracted, and what it proves (an
// unsatisfiable abstraction) holds of multiplication. These tests check both directions on small
// queries, and the facts it keeps: 0 and 1 as operands, commutativity, numeral factors.
#include "verify/ProductAbstraction.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

class ProductAbstractionTest : public ::testing::Test {
protected:
  z3::context c;
  z3::expr a = c.bv_const("a", 32), b = c.bv_const("b", 32), x = c.bv_const("x", 32), y = c.bv_const("y", 32);

  // The answer for `query` with its products abstracted.
  z3::check_result abstracted(const z3::expr& query) {
    z3::solver s(c);
    s.add(abstractProducts(c, query));
    return s.check();
  }
  z3::check_result real(const z3::expr& query) {
    z3::solver s(c);
    s.add(query);
    return s.check();
  }
};

TEST_F(ProductAbstractionTest, AProductWithAZeroOperandIsZero) {
  EXPECT_EQ(abstracted(a == 0 && a * b != 0), z3::unsat);
  EXPECT_EQ(abstracted(b == 0 && a * b != 0), z3::unsat);
}

TEST_F(ProductAbstractionTest, AProductWithAUnitOperandIsTheOther) {
  EXPECT_EQ(abstracted(a == 1 && a * b != b), z3::unsat);
  EXPECT_EQ(abstracted(b == 1 && a * b != a), z3::unsat);
}

TEST_F(ProductAbstractionTest, ProductsOfEqualOperandsAreEqualInEitherOrder) {
  EXPECT_EQ(abstracted(a * b != b * a), z3::unsat);
  EXPECT_EQ(abstracted(a == x && b == y && a * b != x * y), z3::unsat);
}

TEST_F(ProductAbstractionTest, ProductsOfEqualValuesOfDifferentTermsCommute) {
  z3::expr sum = a + b, other = b + a + c.bv_val(0, 32) * x;
  EXPECT_EQ(abstracted(x == sum && y == other && x * y != y * x), z3::unsat);
  EXPECT_EQ(abstracted(a == y && b == x && a * b != x * y), z3::unsat);
  EXPECT_EQ(abstracted(a == y && b != x && a * b != x * y), z3::sat);
}

TEST_F(ProductAbstractionTest, LowBitsOfProductsAreTheProductOfLowBits) {
  z3::expr lowA = a.extract(20, 0), lowB = b.extract(20, 0);
  EXPECT_EQ(abstracted((lowA * lowB) != (a * b).extract(20, 0)), z3::unsat);
  EXPECT_EQ(abstracted((c.bv_val(3, 21) * lowA * lowB) != (c.bv_val(3, 32) * b * a).extract(20, 0)), z3::unsat);
  EXPECT_EQ(abstracted((lowA * lowB) != (a * b).extract(21, 1)), z3::sat);
  EXPECT_EQ(abstracted((a.extract(20, 0) * x.extract(20, 0)) != (a * b).extract(20, 0) && a.extract(20, 0) == x.extract(20, 0)), z3::sat);
  EXPECT_EQ(real((a.extract(20, 0) * x.extract(20, 0)) != (a * b).extract(20, 0) && a.extract(20, 0) == x.extract(20, 0)), z3::sat);
}

TEST_F(ProductAbstractionTest, NumeralFactorsMultiplyTheAbstractedProduct) {
  z3::expr fiveB = (c.bv_val(5, 32) * b);
  EXPECT_EQ(abstracted(a * fiveB != c.bv_val(5, 32) * (b * a)), z3::unsat);
  EXPECT_EQ(abstracted(c.bv_val(3, 32) * a * c.bv_val(7, 32) * b != c.bv_val(21, 32) * (a * b)), z3::unsat);
  EXPECT_EQ(abstracted(c.bv_val(3, 32) * a * c.bv_val(7, 32) * b != c.bv_val(20, 32) * (a * b)), z3::sat);
}

TEST_F(ProductAbstractionTest, ShiftsByANumeralAreTheirPowerOfTwo) {
  z3::expr shifted = z3::shl(a, c.bv_val(3, 32));
  EXPECT_EQ(real(shiftsAsProducts(c, shifted) != shifted), z3::unsat);
  EXPECT_EQ(abstracted(shiftsAsProducts(c, shifted * b != c.bv_val(8, 32) * (a * b))), z3::unsat);
  z3::expr tooFar = z3::shl(a, c.bv_val(32, 32));
  EXPECT_EQ(real(shiftsAsProducts(c, tooFar) != tooFar), z3::unsat);
}

TEST_F(ProductAbstractionTest, ComplementsAreDifferences) {
  z3::expr ones = c.bv_val(-1, 32);
  z3::expr choice = z3::ite(a == b, x, z3::ite(x == y, y, a + b));
  for (const z3::expr& e : {~a, a ^ ones, ones ^ (a ^ b), (a ^ ones) ^ ones, ~choice, choice ^ ones, ~(a * b) | x})
    EXPECT_EQ(real(complementsAsDifferences(c, e) != e), z3::unsat) << e;
  z3::params som(c);
  som.set("som", true);
  som.set("flat", true);
  som.set("bv_sort_ac", true);
  z3::expr seven = c.bv_val(7, 32);
  z3::expr complemented = ~(seven * a + ~x + y), difference = x - seven * a - y;
  EXPECT_EQ(complementsAsDifferences(c, complemented).simplify(som).id(), complementsAsDifferences(c, difference).simplify(som).id());
  EXPECT_EQ(real(complementsAsDifferences(c, complemented) != x - seven * a + y), z3::sat);
}

TEST_F(ProductAbstractionTest, WhatMultiplicationAllowsStaysSatisfiable) {
  for (const z3::expr& q : {a == 2 && a * b == 6, a * b == b * a, a * a == 4 && a != 2 && a != c.bv_val(-2, 32),
                            x * y == 1 && x != 1, a * b != 0 && a * b == a})
    EXPECT_EQ(abstracted(q), z3::sat) << q;
}

TEST_F(ProductAbstractionTest, AnAbstractionThatKnowsTooLittleIsSatisfiable) {
  EXPECT_EQ(real(a == 3 && b == 5 && a * b != 15), z3::unsat);
  EXPECT_EQ(abstracted(a == 3 && b == 5 && a * b != 15), z3::sat);
}

TEST_F(ProductAbstractionTest, ProductsOfExtensionsStayInTheirRange) {
  z3::expr a8 = a.extract(7, 0), b8 = b.extract(7, 0);
  z3::expr unsignedProduct = z3::zext(a8, 8) * z3::zext(b8, 8);
  EXPECT_EQ(abstracted(z3::ugt(unsignedProduct, c.bv_val(255 * 255, 16))), z3::unsat);
  EXPECT_EQ(abstracted(unsignedProduct == c.bv_val(255 * 255, 16)), z3::sat);
  z3::expr signedProduct = z3::sext(a8, 8) * z3::sext(b8, 8);
  EXPECT_EQ(abstracted(signedProduct > c.bv_val(128 * 128, 16) || signedProduct < c.bv_val(-128 * 128, 16)), z3::unsat);
  EXPECT_EQ(abstracted(signedProduct == c.bv_val(128 * 128, 16)), z3::sat);
  EXPECT_EQ(abstracted(z3::ugt(z3::zext(a8, 8) * z3::zext(b.extract(6, 0), 9), c.bv_val(255 * 127, 16))), z3::unsat);
  EXPECT_EQ(abstracted(z3::ugt(z3::zext(a8, 8) * b.extract(15, 0), c.bv_val(255 * 255, 16))), z3::sat);
}

TEST_F(ProductAbstractionTest, ANarrowProductIsTheLowBitsOfTheProductOfItsExtensions) {
  EXPECT_EQ(abstracted(a * b != (z3::zext(a, 32) * z3::zext(b, 32)).extract(31, 0)), z3::unsat);
  EXPECT_EQ(abstracted(a * b != (z3::sext(b, 32) * z3::sext(a, 32)).extract(31, 0)), z3::unsat);
  EXPECT_EQ(abstracted(a * b != (z3::zext(a, 32) * z3::zext(x, 32)).extract(31, 0)), z3::sat);
}

} // namespace
} // namespace theseus::verify
