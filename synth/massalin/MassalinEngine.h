#pragma once
// The "massalin" engine: massalin::search (the shortest straight-line program of binary
// operations) behind the Engine seam, over sequences shorter than the cut, until the budget's
// deadline; the proved program is returned only when it is cheaper under the request's model.
#include "synth/engine/Engine.h"

#include <memory>

namespace theseus::synth {

std::unique_ptr<Engine> createMassalinEngine();

} // namespace theseus::synth
