#pragma once
// The isel model as createCostModel gives it to the search. A function isel has no pattern for
// that holds integers isel does not represent (vectors of lanes wider than 64 bits, scalars wider
// than 128: i256 arithmetic, `<4 x i128>`; llc passes them through the stack and splits every lane)
// is priced by the mca model instead: LLVM's own code generator, then llvm-mca, in the same units
// (micro-ops first, then reciprocal throughput; the third figure is mca's cycles where isel has
// latency). Such a price carries the detail `codegen fallback` = 1. A function with memory
// operations (a cut with memory) is priced in register form (cost/MemoryPricing.h,
// withMemoryPricing around the isel-with-fallback model, so the form may fall back too).
// Everything else isel refuses stays refused: an intrinsic the CPU lacks, a division llc turns into
// a runtime call, machine code with a library call in it (a call costs what no simulation of the
// caller shows), and an operation isel lacks a rule for on ordinary types (an FP intrinsic, say),
// since a candidate priced by mca among candidates priced by isel would be ranked in another model's
// figures. A price is only the search's guide: what is applied is still proved, and under
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
