#pragma once
// Phase 3 of Minotaur's Algorithm 4 over one level's candidates (those with the same number of
// new instructions, cheapest first). A candidate without symbolic constants is filtered on the
// test vectors, deduplicated by fingerprint and proved once. The sketches (candidates with
// symbolic constants) are solved by iterative deepening: in round 0 every sketch, in cost order
// among the other candidates, gets a small slice of constant solving (few CEGIS iterations, a short per-query timeout); a
// sketch that neither finds its constants nor is refuted survives, and each further round gives
// the survivors, again in cost order, four times the iterations and the timeout, up to the
// per-sketch caps. So one hard sketch cannot hold back a cheaper or easier one behind it.
// Sketches with a division or remainder, the slowest to solve, get their round-0 slice after the
// level's other candidates. Every
// rewrite is proved by the ordinary refinement check before it is passed on.
#include "synth/minotaur/ConstantSolver.h"
#include "synth/minotaur/Enumerator.h"
#include "synth/minotaur/Examples.h"
#include "synth/minotaur/Synth.h"
#include "verify/ConstantQuery.h"

#include <chrono>
#include <functional>
#include <memory>
#include <unordered_set>
#include <vector>

namespace theseus::synth {

// A proved rewrite of one candidate, as phase 3 hands it on.
struct ProvedCandidate {
  const PricedCandidate* candidate = nullptr;
  std::unique_ptr<ir::Function> function;
  ConstantMethod constants = ConstantMethod::None;
  // Seconds of phase 3 spent on this candidate over all its rounds.
  double seconds = 0;
};

class Verifier {
public:
  // All borrowed for the verifier's life; `examples` are the cut's test vectors.
  Verifier(const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool, const SynthOptions& options, Examples& examples,
           std::chrono::steady_clock::time_point deadline, SynthStats& stats);

  // Runs phase 3 over `list` (sorted cheapest first) and passes every proved rewrite to `accept`.
  // Unless options.all, a candidate (or a surviving sketch) whose cost is not below `bound` is
  // not examined; `accept` may lower `bound`, and the lowered bound holds for the rest. Stops at
  // the deadline (stats.timedOut).
  void verifyLevel(const std::vector<PricedCandidate>& list, const cost::Cost& bound,
                   const std::function<void(ProvedCandidate)>& accept);

  // The most bits of symbolic constants a sketch of this cut can be solved with
  // (ConstantSolver::solvableConstantBits).
  unsigned solvableConstantBits() const { return constants_.solvableConstantBits(); }

private:
  struct Survivor {
    size_t index;
    SketchProgress progress;
    double seconds = 0;
  };
  // The slice of constant solving of round `round`.
  ConstantSlice sliceOf(unsigned round) const;
  // Whether `c` is still worth examining under `bound`.
  bool examinable(const PricedCandidate& c, const cost::Cost& bound) const;
  std::unique_ptr<ir::Function> proveConcrete(const PricedCandidate& c);
  void verifyConcrete(const PricedCandidate& c, const std::function<void(ProvedCandidate)>& accept);
  void firstSlice(const std::vector<PricedCandidate>& list, size_t i, std::vector<Survivor>& survivors,
                  const std::function<void(ProvedCandidate)>& accept);
  // One slice of sketch `s` of `list`: the outcome, with the rewrite when proved.
  ConstantSolution advanceSketch(const std::vector<PricedCandidate>& list, Survivor& s, unsigned round);
  void trace(const PricedCandidate& c, const char* fate) const;

  const ir::Function& cut_;
  const ir::DataLayout& dl_;
  const Pool& pool_;
  const SynthOptions& options_;
  Examples& examples_;
  std::chrono::steady_clock::time_point deadline_;
  SynthStats& stats_;
  verify::ConstantQueries queries_;
  ConstantSolver constants_;
  // Fingerprints (on the current test vectors) and costs of the candidates already sent to the
  // solver; cleared whenever a counterexample changes the vectors.
  std::unordered_set<uint64_t> seen_;
};

} // namespace theseus::synth
