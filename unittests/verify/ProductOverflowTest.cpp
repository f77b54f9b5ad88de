// The product-overflow circuits (verify/ProductOverflow.h) must be the double-width definition of
// overflow exactly: Z3 proves the equivalence for every width 1..12; at 32 and 64 bits the two
// agree on operands near every power of two and on random ones; a few hand-checked products pin
// the direction of each predicate.
#include "verify/ProductOverflow.h"

#include <gtest/gtest.h>
#include <random>
#include <vector>

namespace theseus::verify {
namespace {

class ProductOverflowTest : public ::testing::Test {
protected:
  z3::context c;

  // Whether `x` and `y` are equivalent (their difference is unsatisfiable).
  bool equivalent(const z3::expr& x, const z3::expr& y) {
    z3::solver s(c);
    s.add(x != y);
    return s.check() == z3::unsat;
  }
  // The definition: the 2w-bit product is not the zero extension of its low w bits.
  z3::expr unsignedByWidening(const z3::expr& a, const z3::expr& b, unsigned w) {
    z3::expr wide = z3::zext(a, w) * z3::zext(b, w);
    return wide.extract(2 * w - 1, w) != c.bv_val(0, w);
  }
  // The definition: the 2w-bit product is not the sign extension of its low w bits.
  z3::expr signedByWidening(const z3::expr& a, const z3::expr& b, unsigned w) {
    z3::expr wide = z3::sext(a, w) * z3::sext(b, w);
    return z3::sext(wide.extract(w - 1, 0), w) != wide;
  }
  // Whether the circuit says `x` * `y` overflows at width `w` (evaluated on constants).
  bool overflowsAt(bool isSigned, unsigned w, int64_t x, int64_t y) {
    z3::expr a = c.bv_val(static_cast<uint64_t>(x), w), b = c.bv_val(static_cast<uint64_t>(y), w);
    z3::expr e = (isSigned ? signedProductOverflows(a, b) : unsignedProductOverflows(a, b)).simplify();
    EXPECT_TRUE(e.is_true() || e.is_false());
    return e.is_true();
  }
};

TEST_F(ProductOverflowTest, EquivalentToTheDoubleWidthDefinitionAtSmallWidths) {
  for (unsigned w = 1; w <= 12; ++w) {
    z3::expr a = c.bv_const(("a" + std::to_string(w)).c_str(), w);
    z3::expr b = c.bv_const(("b" + std::to_string(w)).c_str(), w);
    EXPECT_TRUE(equivalent(unsignedProductOverflows(a, b), unsignedByWidening(a, b, w))) << "unsigned i" << w;
    EXPECT_TRUE(equivalent(signedProductOverflows(a, b), signedByWidening(a, b, w))) << "signed i" << w;
  }
}

TEST_F(ProductOverflowTest, AgreeWithTheDefinitionAt32And64BitsOnEdgeAndRandomOperands) {
  std::mt19937_64 rng(7);
  for (unsigned w : {32u, 64u}) {
    std::vector<uint64_t> operands;
    for (unsigned k = 0; k < w; ++k)
      for (int64_t d : {-1, 0, 1}) {
        operands.push_back((uint64_t{1} << k) + d);
        operands.push_back(-((uint64_t{1} << k) + d));
      }
    for (int i = 0; i < 40; ++i) operands.push_back(rng() >> (rng() % w));
    for (size_t i = 0; i < operands.size(); ++i) {
      uint64_t x = operands[i], y = operands[(i * 7 + 3) % operands.size()];
      z3::expr a = c.bv_val(x, w), b = c.bv_val(y, w);
      EXPECT_EQ(signedProductOverflows(a, b).simplify().is_true(), signedByWidening(a, b, w).simplify().is_true()) << w << " " << x << " " << y;
      EXPECT_EQ(unsignedProductOverflows(a, b).simplify().is_true(), unsignedByWidening(a, b, w).simplify().is_true()) << w << " " << x << " " << y;
    }
  }
}

TEST_F(ProductOverflowTest, BoundaryProducts) {
  EXPECT_FALSE(overflowsAt(false, 8, 15, 17));  // 255
  EXPECT_TRUE(overflowsAt(false, 8, 16, 16));   // 256
  EXPECT_TRUE(overflowsAt(false, 8, 2, 128));
  EXPECT_FALSE(overflowsAt(true, 8, -8, 16));   // -128
  EXPECT_TRUE(overflowsAt(true, 8, 8, 16));     // 128
  EXPECT_TRUE(overflowsAt(true, 8, -128, -1));  // 128
  EXPECT_FALSE(overflowsAt(true, 8, -128, 1));
  EXPECT_TRUE(overflowsAt(true, 8, -16, -8));   // 128
  EXPECT_FALSE(overflowsAt(true, 1, -1, 0));
  EXPECT_TRUE(overflowsAt(true, 1, -1, -1));    // 1 does not fit in i1
  EXPECT_TRUE(overflowsAt(true, 32, 65536, 32768));
  EXPECT_FALSE(overflowsAt(true, 32, -65536, 32768));
}

}  // namespace
}  // namespace theseus::verify
