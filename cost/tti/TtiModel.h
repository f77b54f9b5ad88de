#pragma once
// The tti model: LLVM's TargetTransformInfo for x86-64 and the CPU, summed over the function's
// IR instructions (the return excluded). TTI prices each IR instruction alone, so it cannot see
// what instruction selection folds (an address into LEA, a generic pattern into pmaddwd).
#include "cost/CostModel.h"

namespace theseus::cost {

// The TTI cost kinds by their CLI spelling; nullopt-like -1 for an unknown spelling.
int ttiCostKindFromName(std::string_view name);

std::unique_ptr<CostModel> createTtiModel(const CostOptions& options, std::string& error);

} // namespace theseus::cost
