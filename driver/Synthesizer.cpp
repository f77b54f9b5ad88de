#include "driver/Synthesizer.h"

#include "driver/EngineFactory.h"

namespace theseus::driver {

std::vector<std::string> synthesizerNames() {
#ifdef THESEUS_HAVE_MINOTAUR
  return {"minotaur", "massalin"};
#else
  return {"massalin"};
#endif
}

std::unique_ptr<Synthesizer> createSynthesizer(std::string_view name, cost::CostModel& costModel, std::string& error) {
  if (name == "massalin") return createMassalinSynthesizer(costModel);
#ifdef THESEUS_HAVE_MINOTAUR
  if (name == "minotaur") return createMinotaurSynthesizer(costModel);
#endif
  error = "unknown synthesis engine '" + std::string(name) + "' (available:";
  for (const std::string& known : synthesizerNames()) error += " " + known;
  error += ")";
  return nullptr;
}

unsigned countInstructions(const ir::Function& f) {
  unsigned n = 0;
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions())
      if (inst.get() != block->terminator()) ++n;
  return n;
}

} // namespace theseus::driver
