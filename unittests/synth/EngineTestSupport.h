#pragma once
// What the engine tests share: a function parsed from IR text with its cut @f, the isel model, and
// a cut no engine's operations reach.
#include "bridge/Import.h"
#include "cost/CostModel.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>

namespace theseus::synth::engine_test {

// Needs udiv and urem, which the massalin and stoke engines' operations lack, so no sequence of up
// to five instructions refines it and an enumeration over three arguments would run for hours.
inline const char* const kOutOfReach = R"(
define i32 @f(i32 %x, i32 %y, i32 %z) {
  %a = mul i32 %x, 12345
  %b = udiv i32 %a, 7
  %c = xor i32 %b, %y
  %d = urem i32 %c, 1000
  %e = mul i32 %d, %z
  %g = add i32 %e, 99
  ret i32 %g
}
)";

// Hacker's Delight P1, turn off the rightmost 1-bit, written the long way: `x & (x - 1)` refines it.
inline const char* const kP1 = R"(
define i32 @f(i32 noundef %x) {
  %neg = sub i32 0, %x
  %low = and i32 %x, %neg
  %not = xor i32 %low, -1
  %r = and i32 %x, %not
  ret i32 %r
}
)";

// 3x mod 16 with the addition 2x + x written the long way: (2x ^ x) + ((2x & x) << 1); `mul x, 3`
// or `x + (x << 1)` refine it.
inline const char* const kThreeXLongHand = R"(
define i4 @f(i4 %x) {
  %a = shl i4 %x, 1
  %b = xor i4 %a, %x
  %c = and i4 %a, %x
  %d = shl i4 %c, 1
  %e = add i4 %b, %d
  ret i4 %e
}
)";

// x, except 0 at one input (123456789) that random and edge test vectors all but surely miss: `ret
// x` passes the tests and only the solver refutes it.
inline const char* const kOneOddInput = R"(
define i32 @f(i32 %x) {
  %c = icmp eq i32 %x, 123456789
  %r = select i1 %c, i32 0, i32 %x
  ret i32 %r
}
)";

// Wall-clock seconds since `start`.
inline double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct Parsed {
  std::unique_ptr<ir::Module> module;
  const ir::Function* cut = nullptr;
};

// The module of `text` and its function @f (null, with a test failure, when `text` does not parse),
// imported with `options` (memory off by default, as synthesis imports cuts).
inline Parsed parse(const char* text, const bridge::ImportOptions& options = {}) {
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "test.ll", error, options);
  EXPECT_TRUE(m.has_value()) << error.str();
  Parsed out;
  if (!m) return out;
  out.module = std::move(m->module);
  out.cut = out.module->find("f");
  return out;
}

// The isel cost model with its default options.
inline std::unique_ptr<cost::CostModel> isel() {
  std::string error;
  auto model = cost::createCostModel("isel", cost::CostOptions{}, error);
  EXPECT_TRUE(model) << error;
  return model;
}

} // namespace theseus::synth::engine_test
