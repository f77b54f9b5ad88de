#include "cost/Branches.h"

namespace theseus::cost {

unsigned predictedBranches(const ir::Function& f) {
  unsigned n = 0;
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions()) {
      if (inst->opcode() == ir::Opcode::Br && inst->numOperands() == 1) ++n;
      if (inst->opcode() == ir::Opcode::Switch) n += unsigned(inst->blocks.size()) - 1;
    }
  return n;
}

double expectedMispredictCycles(const ir::Function& f, unsigned mispredictPenalty) {
  return predictedBranches(f) * kAssumedMispredictRate * mispredictPenalty;
}

} // namespace theseus::cost
