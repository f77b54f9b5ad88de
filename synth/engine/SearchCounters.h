#pragma once
// The figures every search reports about its proofs, whatever the engine: a base of each engine's
// own statistics and of EngineStats (synth/engine/Engine.h), copied across the seam as one piece.
#include <cstdint>

namespace theseus::synth {

struct SearchCounters {
  uint64_t smtQueries = 0;
  // Queries that ended `unknown` or timed out (never counted as proofs).
  uint64_t unknowns = 0;
  uint64_t counterexamples = 0;
  // The deadline stopped the search before it was complete.
  bool timedOut = false;

  // Adds the counts of `other` (another search of the same cut) to these; timed out if either was.
  void add(const SearchCounters& other) {
    smtQueries += other.smtQueries;
    unknowns += other.unknowns;
    counterexamples += other.counterexamples;
    timedOut = timedOut || other.timedOut;
  }
};

} // namespace theseus::synth
