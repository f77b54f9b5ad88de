#include "synth/engine/Engine.h"

namespace theseus::synth {

unsigned countInstructions(const ir::Function& f) {
  unsigned n = 0;
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions())
      if (inst.get() != block->terminator()) ++n;
  return n;
}

} // namespace theseus::synth
