#pragma once
// The constructors of the engines behind Synthesizer (one file per engine).
#include "driver/Synthesizer.h"

namespace theseus::driver {

std::unique_ptr<Synthesizer> createMassalinSynthesizer(cost::CostModel& costModel);
#ifdef THESEUS_HAVE_MINOTAUR
std::unique_ptr<Synthesizer> createMinotaurSynthesizer(cost::CostModel& costModel);
#endif

} // namespace theseus::driver
