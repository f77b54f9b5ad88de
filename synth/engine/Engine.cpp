#include "synth/engine/Engine.h"

namespace theseus::synth {

unsigned countInstructions(const ir::Function& f) {
  unsigned n = 0;
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions())
      if (inst.get() != block->terminator()) ++n;
  return n;
}

uint64_t EngineStats::counter(std::string_view name) const {
  for (const EngineCounter& c : counters)
    if (c.name == name) return c.value;
  return 0;
}

double EngineStats::timing(std::string_view name) const {
  for (const EngineTiming& t : timings)
    if (t.name == name) return t.seconds;
  return 0;
}

} // namespace theseus::synth
