#pragma once
// What a function's branches are expected to lose to mispredictions, for the models that price
// machine code (isel, tti): a loop-free region cut (cut/extract/) executes its branches, a
// branch-free rewrite of it does not, and the difference is worth cycles that a count of
// instructions does not see (both models price a predicted branch as nearly free).
#include "ir/Function.h"

namespace theseus::cost {

// LLVM's SelectOptimize pass assumes a branch without profile data mispredicts this often
// (its -mispredict-default-rate, 25%).
inline constexpr double kAssumedMispredictRate = 0.25;

// The decisions `inst` makes: 1 for a conditional `br`, the number of cases for a `switch`
// (each a compare and a jump), 0 for any other instruction.
unsigned decisionsOf(const ir::Instruction& inst);

// The conditional edges of `f` a branch predictor must guess: the sum of decisionsOf over its
// terminators; 0 for one block.
unsigned predictedBranches(const ir::Function& f);

// predictedBranches(f) times kAssumedMispredictRate times `mispredictPenalty` (the CPU's
// MCSchedModel::MispredictPenalty, in cycles); 0 for a function without branches.
double expectedMispredictCycles(const ir::Function& f, unsigned mispredictPenalty);

} // namespace theseus::cost
