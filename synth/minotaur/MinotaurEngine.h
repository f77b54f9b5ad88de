#pragma once
// The "minotaur" engine: Minotaur's Algorithm 4 (synth::synthesize) behind the Engine seam,
// pruning and ranking with the request's cost model.
#include "synth/engine/Engine.h"

#include <memory>

namespace theseus::synth {

std::unique_ptr<Engine> createMinotaurEngine();

} // namespace theseus::synth
