#pragma once
// The "minotaur" engine: Minotaur's Algorithm 4 (synth::synthesize) behind the Engine seam,
// pruning with the request's cost model and ordering the proved rewrites by request.precise.
//
// Settings (synth/engine/EngineSettings.h), each SynthOptions' field of the same meaning:
//   constant-timeout-ms  number  per query for constants (default 2000)
//   all                  flag    every proved rewrite cheaper than the cut, not only the cheapest
//   constants            word    auto (default), cegis or quantified
//   ops                  words   only these operations in the pool (PoolOptions::only)
//   flags                flag    binary operations also with nuw/nsw/exact/disjoint
//   x86                  flag    x86 intrinsic rows in the pool (default true)
//   typed                flag    bitcasts are explicit instructions (default: the untyped view)
//   trace                flag    every candidate phase 3 examines, and its fate, on stderr
//   priced-candidates    flag    the candidates the pruning model priced, in
//                                EngineResult::pricedCandidates (at most 20,000)
// Counters: pool-inputs, pool-templates, generated, duplicates, truncated, pruned-by-cost,
// rejected-by-vectors, cegis-iterations, quantified-queries (stats.candidates: complete ones).
// Timings: pool, enumerate, verify, constants, proofs (the last two within verify).
#include "synth/engine/Engine.h"
#include "synth/engine/EngineSettings.h"

#include <memory>
#include <string>

namespace theseus::synth {

// The engine with `settings`; null with `error` for a setting it does not read or rejects.
std::unique_ptr<Engine> createMinotaurEngine(const EngineSettings& settings, std::string& error);

} // namespace theseus::synth
