#pragma once
// The isel model as createCostModel gives it to the search: a function isel has no pattern for
// (i256 arithmetic, vectors of i128 lanes, the rare shapes llc legalizes through the stack) is
// priced by the mca model instead: LLVM's own code generator, whatever it makes of the type, then
// llvm-mca, in the same units (micro-ops first, then reciprocal throughput; the third figure is
// mca's cycles where isel has latency). Such a price carries the detail `codegen fallback` = 1.
// Isel's deliberate refusals stand: an intrinsic the CPU lacks, a division llc turns into a
// runtime call. A price is only a search's guide: what is applied is still proved, and under
// `--objective machine` judged again on the function's machine code.
#include "cost/CostModel.h"

#include <memory>

namespace theseus::cost {

// The isel model for `options` with the mca model behind it for what isel cannot cover; null with
// `error` for an unknown CPU.
std::unique_ptr<CostModel> createIselWithCodegenFallback(const CostOptions& options, std::string& error);

// Whether `error`, an isel refusal, is one the fallback prices (no pattern covers an operation or
// a type) rather than a deliberate one.
bool iselRefusalHasFallback(const std::string& error);

} // namespace theseus::cost
