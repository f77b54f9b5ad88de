// The one-pass evaluator of Z3 terms (verify/TermValues.h) must give Z3's own value for every
// operator it supports: random terms over each operator at several widths (1 to 128 bits, shift
// amounts past the width, division by zero) are evaluated both ways and compared.
#include "verify/TermValues.h"

#include <gtest/gtest.h>
#include <functional>
#include <random>

namespace theseus::verify {
namespace {

class TermValuesTest : public ::testing::Test {
protected:
  z3::context c;
  std::mt19937_64 rng{11};

  TermValue randomValue(unsigned w) {
    TermValue v = (TermValue(rng()) << 64) | rng();
    if (rng() % 3 == 0) v = rng() % 4;
    if (rng() % 5 == 0) v = ~TermValue(0);
    return w >= 128 ? v : v & ((TermValue(1) << w) - 1);
  }
  static std::string decimal(TermValue v) {
    std::string s;
    do {
      s.insert(s.begin(), char('0' + unsigned(v % 10)));
      v /= 10;
    } while (v);
    return s;
  }
  // Compares the evaluator with Z3's simplifier on `make(x, y)` for random x, y of width `w`.
  void agreeOn(unsigned w, const std::function<z3::expr(const z3::expr&, const z3::expr&)>& make) {
    z3::expr x = c.bv_const(("x" + std::to_string(w)).c_str(), w), y = c.bv_const(("y" + std::to_string(w)).c_str(), w);
    z3::expr term = make(x, y);
    std::vector<z3::expr> order = subtermsBottomUp(term);
    for (int i = 0; i < 30; ++i) {
      TermValue vx = randomValue(w), vy = randomValue(w);
      if (i % 7 == 0) vy = rng() % (w + 3);
      auto values = evaluateTerms(order, {{x.id(), vx}, {y.id(), vy}});
      ASSERT_TRUE(values.count(term.id())) << term;
      z3::expr_vector from(c), to(c);
      from.push_back(x);
      from.push_back(y);
      to.push_back(c.bv_val(decimal(vx).c_str(), w));
      to.push_back(c.bv_val(decimal(vy).c_str(), w));
      z3::expr expected = term.substitute(from, to).simplify();
      TermValue want = expected.is_bool() ? (expected.is_true() ? 1 : 0) : numeralValue(expected);
      EXPECT_EQ(decimal(values[term.id()]), decimal(want)) << term << " at x=" << decimal(vx) << " y=" << decimal(vy);
    }
  }
};

TEST_F(TermValuesTest, BitVectorOperatorsAgreeWithZ3) {
  for (unsigned w : {1u, 7u, 8u, 32u, 33u, 64u, 65u, 128u}) {
    agreeOn(w, [](auto& x, auto& y) { return x + y * x - y; });
    agreeOn(w, [](auto& x, auto& y) { return -(x & y) | (x ^ ~y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::shl(x, y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::lshr(x, y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::ashr(x, y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::udiv(x, y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::urem(x, y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::ite(x == y, x, y + 1); });
  }
  for (unsigned w : {1u, 8u, 32u, 63u}) {
    agreeOn(w, [](auto& x, auto& y) { return z3::sext(x, 1) * z3::zext(y, 1); });
    agreeOn(w, [w](auto& x, auto& y) { return z3::concat(x.extract(w - 1, w / 2), y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::sext(x + y, 64) ; });
  }
}

TEST_F(TermValuesTest, ComparisonsAndConnectivesAgreeWithZ3) {
  for (unsigned w : {1u, 8u, 64u, 128u}) {
    agreeOn(w, [](auto& x, auto& y) { return z3::ite(z3::ult(x, y) || z3::ule(y, x + 1), x, y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::ite((x < y) != (x >= y + 1) && !(x > y), x, y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::ite(z3::implies(x <= y, z3::uge(x, y)) ^ z3::ugt(y, x), x, y); });
    agreeOn(w, [](auto& x, auto& y) { return z3::ite(z3::distinct([&] { z3::expr_vector v(x.ctx()); v.push_back(x); v.push_back(y); v.push_back(x + 1); return v; }()), x, y); });
  }
}

TEST_F(TermValuesTest, TermsOverUnsupportedOperatorsHaveNoValue) {
  z3::expr x = c.bv_const("x", 8), y = c.bv_const("y", 8);
  z3::expr term = x + (x / y);
  auto values = evaluateTerms(subtermsBottomUp(term), {{x.id(), 5}, {y.id(), 2}});
  EXPECT_TRUE(values.count(x.id()));
  EXPECT_FALSE(values.count(term.id()));
  auto missing = evaluateTerms(subtermsBottomUp(x + y), {{x.id(), 5}});
  EXPECT_FALSE(missing.count((x + y).id()));
}

}  // namespace
}  // namespace theseus::verify
