#pragma once
// The "massalin" engine: massalin::search (the shortest straight-line program of binary
// operations) behind the Engine seam, over sequences shorter than the cut and at most
// budget.maxInsts long, until the budget's deadline; the proved program is returned only when it
// is cheaper under the request's model. It sets EngineResult::optimal.
//
// Settings (synth/engine/EngineSettings.h), each SearchOptions' field of the same meaning:
//   ops       words    the operations (opcode names among kernelSupports, and icmp and select for
//                      the fused comparisons); default: defaultOps()
//   icmp      flag     also the fused comparisons (icmp and select)
//   consts    numbers  the constant set K (default: 1, -1, width-1 and the cut's constants)
//   classes   flag     Bansal-Aiken equivalence classes
//   shortest  flag     the objective of `theseus superopt`: lengths 0..budget.maxInsts whatever
//                      the cut's length, and the shortest proved program is returned even when it
//                      is not cheaper than the cut (it is priced all the same)
// Counters: passed-lanes, survivors, pruned-by-class, pruned-duplicates, restarts
// (stats.candidates: the enumerated ones). Timings: search (the enumeration and its proofs),
// cpu (the processor time of the search).
#include "synth/engine/Engine.h"
#include "synth/engine/EngineSettings.h"

#include <memory>
#include <string>

namespace theseus::synth {

// The engine with `settings`; null with `error` for a setting it does not read or rejects.
std::unique_ptr<Engine> createMassalinEngine(const EngineSettings& settings, std::string& error);

} // namespace theseus::synth
