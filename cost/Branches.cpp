#include "cost/Branches.h"

namespace theseus::cost {

unsigned decisionsOf(const ir::Instruction& inst) {
  if (inst.opcode() == ir::Opcode::Br) return inst.numOperands() == 1 ? 1 : 0;
  if (inst.opcode() == ir::Opcode::Switch) return unsigned(inst.blocks.size()) - 1;
  return 0;
}

unsigned predictedBranches(const ir::Function& f) {
  if (f.blocks().size() < 2) return 0;
  unsigned n = 0;
  for (const auto& block : f.blocks())
    if (const ir::Instruction* t = block->terminator()) n += decisionsOf(*t);
  return n;
}

double expectedMispredictCycles(const ir::Function& f, unsigned mispredictPenalty) {
  return predictedBranches(f) * kAssumedMispredictRate * mispredictPenalty;
}

} // namespace theseus::cost
