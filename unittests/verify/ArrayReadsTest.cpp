// Reads of memory arrays resolved through their writes (verify/ArrayReads.h) must give a formula
// equivalent to the one with arrays: these tests solve both forms of small queries over stores,
// lambdas (range fills), if-then-else arrays and constant arrays, and require the same answer,
// with a model of the resolved form satisfying the original.
#include "verify/ArrayReads.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

class ArrayReadsTest : public ::testing::Test {
protected:
  z3::context c;
  z3::sort bytes = c.array_sort(c.bv_sort(64), c.bv_sort(16));
  z3::expr initial = c.constant("initial", bytes);
  z3::expr p = c.bv_const("p", 64), q = c.bv_const("q", 64), i = c.bv_const("i", 64), n = c.bv_const("n", 64);
  z3::expr v = c.bv_const("v", 16), w = c.bv_const("w", 16);

  z3::expr at(uint64_t k) { return c.bv_val(k, 64); }

  // The answer for `query` as it is, and for `query` with its reads resolved; a model of the
  // resolved form must satisfy `query`.
  std::pair<z3::check_result, z3::check_result> both(const z3::expr& query) {
    std::optional<z3::expr> resolved = expandArrayReads(query, nullptr, 100000);
    EXPECT_TRUE(resolved.has_value());
    EXPECT_FALSE(readsBuiltArray(*resolved));
    z3::solver original(c), expanded(c);
    original.add(query);
    expanded.add(*resolved);
    z3::check_result r = expanded.check();
    if (r == z3::sat) EXPECT_TRUE(expanded.get_model().eval(query, true).is_true()) << query;
    return {original.check(), r};
  }

  // A fill of [ptr, ptr + len) with `byte` in `array`, as verify/memory/Z3MemoryCalls builds it.
  z3::expr filled(const z3::expr& array, const z3::expr& ptr, const z3::expr& len, const z3::expr& byte) {
    z3::expr x = c.bv_const("x", 64);
    return z3::lambda(x, z3::ite(z3::ult(x - ptr, len), byte, z3::select(array, x)));
  }
};

TEST_F(ArrayReadsTest, ReadsThroughStoresAgree) {
  z3::expr m = z3::store(z3::store(initial, p, v), p + at(1), w);
  for (const z3::expr& query : {z3::select(m, p) != v, z3::select(m, p + at(1)) != w, z3::select(m, i) != z3::select(initial, i),
                                z3::select(m, i) != z3::select(initial, i) && i != p && i != p + at(1)}) {
    auto [original, resolved] = both(query);
    EXPECT_EQ(original, resolved) << query;
  }
  EXPECT_EQ(both(z3::select(m, p) != v).second, z3::unsat);
  EXPECT_EQ(both(z3::select(m, i) != z3::select(initial, i)).second, z3::sat);
}

TEST_F(ArrayReadsTest, OffsetsOfOneBaseAreComparedOnTheSpot) {
  z3::expr m = z3::store(z3::store(initial, (p + at(4)) + at(3), v), p + at(8), w);
  EXPECT_EQ(both(z3::select(m, p + at(7)) != v).second, z3::unsat);
  EXPECT_EQ(both(z3::select(m, p + at(7)) != w).second, z3::sat);
  EXPECT_EQ(both(z3::select(m, (p + at(2)) + at(6)) != w).second, z3::unsat);
  EXPECT_EQ(both(z3::select(m, q + at(7)) != v).second, z3::sat);
}

TEST_F(ArrayReadsTest, ReadsThroughFillsIfThenElseAndConstantsAgree) {
  z3::expr fresh = z3::const_array(c.bv_sort(64), c.bv_val(0xff00, 16));
  z3::expr chosen = z3::ite(n == at(0), initial, z3::store(fresh, q, v));
  z3::expr m = filled(chosen, p, n, w);
  for (const z3::expr& query : {z3::select(m, p) != w && n != at(0), z3::select(m, i) != w && z3::ult(i - p, n),
                                z3::select(m, i) != z3::select(initial, i) && n == at(0),
                                z3::select(m, i) != c.bv_val(0xff00, 16) && n == at(1) && i != p && i != q}) {
    auto [original, resolved] = both(query);
    EXPECT_EQ(original, resolved) << query;
  }
  EXPECT_EQ(both(z3::select(m, i) != w && z3::ult(i - p, n)).second, z3::unsat);
  EXPECT_EQ(both(z3::select(m, i) != c.bv_val(0xff00, 16) && n == at(1) && i != p && i != q).second, z3::unsat);
  EXPECT_EQ(both(z3::select(m, i) != c.bv_val(0xff00, 16) && n == at(1) && i != p).second, z3::sat);
}

TEST_F(ArrayReadsTest, TooManyReadsLeaveTheQueryAsItIs) {
  z3::expr m = initial;
  for (uint64_t k = 0; k < 64; ++k) m = z3::store(m, p + at(k) * i, v);
  z3::expr query = z3::select(m, q) != v && z3::select(m, q + at(1)) != v;
  EXPECT_FALSE(expandArrayReads(query, nullptr, 100).has_value());
  EXPECT_TRUE(expandArrayReads(query, nullptr, 1000).has_value());
}

} // namespace
} // namespace theseus::verify
