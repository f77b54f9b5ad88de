#pragma once
// The ir model (issue 24, `--objective ir`): a function priced by its IR instructions, in the
// manner of Souper's and Minotaur's instruction weights, whatever the code generator would make of
// them. For the user who hunts missed peepholes for InstCombine: a rewrite that removes an IR
// instruction counts even when the backend would have cleaned it up. Each weight is a row of
// IrWeightModel.cpp with its reason.
//
// Cost key: (summed weight, instruction count); the primary figure is the summed weight.
#include "cost/CostModel.h"

namespace theseus::cost {

// The ir model; `options.mcpu` is recorded (cache keys name it) but does not change a weight.
std::unique_ptr<CostModel> createIrWeightModel(const CostOptions& options);

// The weight of one instruction of the Theseus IR (0 for those that are no work: bitcasts,
// freeze, phis, `ret`, `unreachable`, an unconditional `br`; a conditional `br` 1 and a `switch`
// 1 per case, the decisions a region cut's branch-free rewrite makes by selects).
unsigned irWeight(const ir::Instruction& inst);

} // namespace theseus::cost
