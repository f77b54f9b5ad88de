// The equality prover (verify/EqualityProver.h) answers unsat only for an equality the
// assumption implies: each cheap step proves what it is built for, and none proves an equality
// that fails on some assignment of the assumption, however rare.
#include "verify/EqualityProver.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

class EqualityProverTest : public ::testing::Test {
protected:
  z3::context c;
  z3::expr x = c.bv_const("x", 32), y = c.bv_const("y", 32), z = c.bv_const("z", 32);
  z3::expr cond = z3::slt(x, y);

  z3::check_result prove(const z3::expr& assumption, const z3::expr& t, const z3::expr& r, unsigned ms = 2000) {
    EqualityProver prover(c, assumption);
    std::optional<z3::model> refutation;
    z3::check_result answer = prover.prove(t, r, ms, refutation);
    if (answer == z3::sat) {
      EXPECT_TRUE(refutation.has_value());
      EXPECT_TRUE(refutation->eval(assumption, true).is_true());
      EXPECT_TRUE(refutation->eval(t != r, true).is_true());
    }
    return answer;
  }
};

TEST_F(EqualityProverTest, SumsUnderTheSameConditionAreProvedByCases) {
  z3::expr t = z3::ite(cond, x - y, y - z) * c.bv_val(-1, 32) + 3;
  z3::expr r = z3::ite(!cond, z - y, y - x) + 3;
  EXPECT_EQ(prove(c.bool_val(true), t, r), z3::unsat);
  z3::expr neighbour = z3::ite(!cond, z - y, y - x) + 2;
  EXPECT_EQ(prove(c.bool_val(true), t, neighbour), z3::sat);
}

TEST_F(EqualityProverTest, CasesProveOnlyWhatEveryCaseHolds) {
  z3::expr t = z3::ite(cond, x - y, y - z) * c.bv_val(-1, 32) + 3;
  EXPECT_TRUE(equalByCases(t, z3::ite(!cond, z - y, y - x) + 3, 1000));
  EXPECT_TRUE(equalByCases((x | 3) + (y & z), (z & y) + (3 | x), 1000));
  EXPECT_FALSE(equalByCases(t, z3::ite(!cond, z - y, y + x) + 3, 1000));
  EXPECT_FALSE(equalByCases(t, z3::ite(x == y, z - y, y - x) + 3, 1000));
}

TEST_F(EqualityProverTest, SharedOperandsBecomeFreshConstants) {
  z3::expr big = (x * y + z) * (x - z);
  z3::expr weakened = differenceOverShared((big ^ x) == c.bv_val(-1, 32), big == (c.bv_val(-1, 32) - x));
  EXPECT_EQ(weakened.to_string().find("bvmul"), std::string::npos) << weakened;
  z3::solver s(c);
  s.add(weakened);
  EXPECT_EQ(s.check(), z3::unsat);
  z3::solver neighbour(c);
  neighbour.add(differenceOverShared(big + x, big - x));
  EXPECT_EQ(neighbour.check(), z3::sat);
}

TEST_F(EqualityProverTest, ATopOverALargeSharedOperandIsProved) {
  z3::expr big = (x * y + z) * (x - z);
  z3::expr t = (big ^ x) == c.bv_val(-1, 32);
  z3::expr r = big == (c.bv_val(-1, 32) - x);
  EXPECT_EQ(prove(c.bool_val(true), t, r), z3::unsat);
  z3::expr neighbour = big == (c.bv_val(-2, 32) - x);
  EXPECT_NE(prove(c.bool_val(true), t, neighbour), z3::unsat);
}

TEST_F(EqualityProverTest, AnOverflowFactOfTheAssumptionProvesTheWideDifference) {
  z3::expr wide = z3::sext(x, 1) - z3::sext(y, 1);
  z3::expr noOverflow = wide == z3::sext(x - y, 1);
  z3::expr unrelated = x * y * z != c.bv_val(7, 32);
  EXPECT_EQ(prove(noOverflow && unrelated, wide, z3::sext(x - y, 1)), z3::unsat);
  EXPECT_EQ(prove(unrelated, wide, z3::sext(x - y, 1)), z3::sat);
}

TEST_F(EqualityProverTest, ARareDifferenceIsNeverProved) {
  z3::expr rare = z3::ite(x == c.bv_val(0x12345678, 32), y + 1, y);
  z3::expr assumption = z3::ule(y, c.bv_val(1000, 32));
  EXPECT_EQ(prove(assumption, rare + z, y + z), z3::sat);
  z3::expr rareCase = z3::ite(x * y == c.bv_val(0x12345678, 32), z, y) ^ x;
  EXPECT_NE(prove(c.bool_val(true), rareCase, y ^ x), z3::unsat);
}

TEST_F(EqualityProverTest, AnEqualityOnlyTheAssumptionMakesTrueNeedsIt) {
  z3::expr t = z3::ite(cond, x, y), r = x;
  EXPECT_EQ(prove(cond, t, r), z3::unsat);
  EXPECT_EQ(prove(cond || x == y, t, r), z3::unsat);
  EXPECT_EQ(prove(c.bool_val(true), t, r), z3::sat);
}

// seed 32's `f5` of bench/verify/clang_pairs.py in small: `X - a <s c - a` against `X <s c`,
// where X is a product of a product, holds under the two subtractions' wrap facts alone (written
// as the encoding writes them, without the 32-bit differences). The products' own overflow facts,
// 64-bit products, are also in the assumption and make every slice that reaches them, and the
// whole, too slow for the sweep's lemma budget; with the products as constants, the smallest
// conjuncts over {X, a, c} prove it. Without the wrap fact of `c - a` nothing proves it.
TEST_F(EqualityProverTest, AProductOfProductsComparesUnderOnlyTheWrapFactsOverItsOperands) {
  z3::expr a = c.bv_const("a", 32), b = c.bv_const("b", 32), w = c.bv_const("w", 32);
  auto noSignedWrapSub = [](const z3::expr& l, const z3::expr& r) {
    z3::expr wide = z3::sext(l, 1) - z3::sext(r, 1);
    return z3::sext(wide.extract(31, 0), 1) == wide;
  };
  auto noSignedWrapMul = [](const z3::expr& l, const z3::expr& r) { return z3::sext(l * r, 32) == z3::sext(l, 32) * z3::sext(r, 32); };
  z3::expr inner = (x + y) * (z - w), product = inner * b;
  z3::expr products = noSignedWrapMul(x + y, z - w) && noSignedWrapMul(inner, b);
  z3::expr t = z3::slt(product, y), r = z3::slt(product - a, y - a);
  z3::expr assumption = products && noSignedWrapSub(product, a) && noSignedWrapSub(y, a);
  EXPECT_EQ(prove(assumption, t, r, 250), z3::unsat);
  EXPECT_NE(prove(products && noSignedWrapSub(product, a), t, r, 250), z3::unsat);
  EXPECT_NE(prove(assumption, t, z3::slt(product - a, y - a + 1), 250), z3::unsat);
}

// seed 42's `f25` of bench/verify/clang_pairs.py in small: tgt's `(x - y) + ~y * c` against src's
// `((x - c) - y * c) - y`, where x and y are large terms both sides share (phis of products). Over
// the shared operands as constants, the complement as a difference and the products abstracted,
// both sides are one sum; the exact difference multiplies two 32-bit variables on each side and
// is left unknown. A neighbour without the complement is not proved.
TEST_F(EqualityProverTest, SharedOperandsWithAbstractProductsProveAProductOfAComplement) {
  z3::expr big = z3::ite(x * y == z, x * z + y, (y | z) * x);
  z3::expr other = z3::ite(z3::ult(big * y, z + 5), z3::shl(big, 10) | 2, x);
  z3::expr t = (big - other) + (~other * z);
  z3::expr r = ((big - z) - other * z) - other;
  EXPECT_EQ(prove(c.bool_val(true), t, r, 250), z3::unsat);
  EXPECT_NE(prove(c.bool_val(true), (big - other) + (other * z), r, 250), z3::unsat);
}

// seed 21's `f0` of bench/verify/clang_pairs.py in small: `c <s 5a` against `!(5a <s c + 1)`,
// equal under the wrap fact of `c + 1` alone, which shares no operation with either side (the
// encoding writes it over sign extensions). The slice over the candidate's inputs takes it; the
// rest of the assumption, divisions by variables, is what makes the whole of it slow.
TEST_F(EqualityProverTest, AWrapFactOverTheCandidatesInputsIsTakenWithoutProducts) {
  z3::expr a = c.bv_const("a", 32), w = c.bv_const("w", 32);
  z3::expr wide = z3::sext(z, 1) - z3::sext(c.bv_val(-1, 32), 1);
  z3::expr noWrap = z3::sext(wide.extract(31, 0), 1) == wide;
  z3::expr divisions = z3::udiv(x * 7 + y, w | 1) != z3::urem(y * 3 + x, a | 1) && z3::udiv(w, x | 1) != z3::urem(a, y | 3);
  z3::expr t = z3::slt(z, a * 5), r = !z3::slt(a * 5, z - c.bv_val(-1, 32));
  EXPECT_EQ(prove(noWrap && divisions, t, r, 250), z3::unsat);
  EXPECT_NE(prove(divisions, t, r, 250), z3::unsat);
}

}  // namespace
}  // namespace theseus::verify
