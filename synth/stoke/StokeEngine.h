#pragma once
// The "stoke" engine: stoke::search (STOKE's MCMC, synth/stoke/Stoke.h) behind the Engine seam,
// over budget.maxInsts slots until the budget's deadline or the chains' proposals run out; the
// proved program is returned only when it is cheaper than the cut under the request's model.
//
// Settings (synth/engine/EngineSettings.h), each the StokeOptions field of the same meaning:
//   seed                   number  the chain's seed
//   restarts               number  chains per call
//   proposals-per-restart  number  proposals per chain
//   beta                   word    the annealing constant, a decimal number > 0
//   opcode-mass, operand-mass, constant-mass, swap-mass, instruction-mass
//                          word    the proposal masses, decimal numbers >= 0, not all 0
#include "synth/engine/Engine.h"
#include "synth/engine/EngineSettings.h"
#include "synth/stoke/StokeOptions.h"

#include <memory>
#include <string>

namespace theseus::synth {

std::unique_ptr<Engine> createStokeEngine(const stoke::StokeOptions& options);

// The engine with the default options.
std::unique_ptr<Engine> createStokeEngine();

// The engine with the default options changed by `settings`; null with `error` for a setting it
// does not read or rejects.
std::unique_ptr<Engine> createStokeEngine(const EngineSettings& settings, std::string& error);

} // namespace theseus::synth
