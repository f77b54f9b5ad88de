#pragma once
// The check of an approximating row (rcp/rsqrt): the host's result is one of the values the
// row's semantics allow, which the evaluator (one allowed value) need not equal.
#include "difftest/RandomCases.h"

#include <optional>

namespace theseus::difftest {

// Whether `name` is an approximating x86 row. Its SMT check does not apply: the row's value is an
// unknown function of the operand, so `ret <one allowed value>` never refines the call.
bool isApproximationRow(const std::string& name);

// For an approximating x86 row named `name`: whether every lane of the host's result `jit` on
// operand `input` is allowed (lanes the row copies from its operand must equal `expected`).
// nullopt when `name` is not an approximating row.
std::optional<bool> approximationAccepts(const std::string& name, const LaneVector& input, const LaneVector& jit, const LaneVector& expected);

} // namespace theseus::difftest
