#pragma once
// The checks of rows whose result is one of several allowed values, which the evaluator (one
// allowed value) need not equal: an approximating row (rcp/rsqrt), and a row whose NaN results
// are a choice (the fused multiply-adds).
#include "difftest/RandomCases.h"

#include <optional>

namespace theseus::difftest {

// Whether `name` is an approximating x86 row. Its SMT check does not apply: the row's value is an
// unknown function of the operand, so `ret <one allowed value>` never refines the call.
bool isApproximationRow(const std::string& name);

// For an approximating x86 row named `name`: whether every lane of the host's result `jit` on
// operands `args` is allowed (lanes the row copies from an operand or merges from its passthru
// must equal `expected`). nullopt when `name` is not an approximating row.
std::optional<bool> approximationAccepts(const std::string& name, const std::vector<LaneVector>& args, const LaneVector& jit, const LaneVector& expected);

// For a row whose NaN results are a choice (FFma: any quieted NaN operand or the preferred NaN,
// of either sign; FDotProduct: a lane's sum in either NaN order where two NaNs meet): whether the
// host's result `jit` on operands `args` equals the evaluator's `expected` in every lane but
// those, where it must be one of the allowed values. nullopt for other rows.
std::optional<bool> nanChoiceAccepts(const std::string& name, const std::vector<LaneVector>& args, const LaneVector& jit, const LaneVector& expected);

} // namespace theseus::difftest
