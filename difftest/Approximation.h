#pragma once
// The check of an approximating row (rcp/rsqrt): the host's result is one of the values the
// row's semantics allow, which the evaluator (one allowed value) need not equal.
#include "difftest/RandomCases.h"

#include <optional>

namespace theseus::difftest {

// For an approximating x86 row named `name`: whether every lane of the host's result `jit` on
// operand `input` is allowed (lanes the row copies from its operand must equal `expected`).
// nullopt when `name` is not an approximating row.
std::optional<bool> approximationAccepts(const std::string& name, const LaneVector& input, const LaneVector& jit, const LaneVector& expected);

} // namespace theseus::difftest
