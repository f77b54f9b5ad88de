#pragma once
// The "stoke" engine: stoke::search (STOKE's MCMC, synth/stoke/Stoke.h) behind the Engine seam,
// over budget.maxInsts slots until the budget's deadline or the chains' proposals run out; the
// proved program is returned only when it is cheaper than the cut under the request's model.
#include "synth/engine/Engine.h"
#include "synth/stoke/StokeOptions.h"

#include <memory>

namespace theseus::synth {

std::unique_ptr<Engine> createStokeEngine(const stoke::StokeOptions& options);

// The engine with the default options.
std::unique_ptr<Engine> createStokeEngine();

} // namespace theseus::synth
