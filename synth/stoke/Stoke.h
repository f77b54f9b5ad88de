#pragma once
// The STOKE search (Algorithm 13.3.5 of seed 002): Metropolis-Hastings chains over programs of a
// fixed number of slots, cost eq + perf, accepting a move that raises the cost by d with
// probability e^(-beta d), so that the chain samples e^(-beta c) (Theorem 13.3.10). Chains
// alternate between STOKE's two phases: synthesis (from the empty program first, then random
// ones; cost eq alone) and optimization (from the source when it fits the slots, else from the
// best proved program; cost eq + perf). Every eq = 0 program cheaper than the source and the best
// so far goes through the ProofGate; only a proved one becomes the answer.
#include "cost/CostModel.h"
#include "ir/Function.h"
#include "synth/engine/Engine.h"
#include "synth/stoke/StokeOptions.h"

#include <memory>
#include <optional>
#include <string>

namespace theseus::synth::stoke {

struct StokeLimits {
  unsigned slots = 3;
  // Wall-clock seconds for the whole search, proofs included.
  double seconds = 10;
  unsigned queryTimeoutMs = 10000;
};

struct StokeResult {
  // The cheapest proved refinement found that is cheaper than the source, named @tgt; else null.
  std::unique_ptr<ir::Function> best;
  std::optional<cost::Cost> bestCost;
  std::optional<cost::Cost> sourceCost;
  StokeStats stats;
  std::string unsupported;
};

// Why `src` cannot be searched with `options`, or the empty string: one block returning an iN
// (N <= 64) computed from 1 to 16 iN arguments, within the concrete evaluator; options with only
// poison-only operations, a positive mass and beta > 0.
std::string unsupportedReason(const ir::Function& src, const StokeOptions& options);

// Runs the chains on `src`, pricing with `model`. With `shared` (borrowed, may be null), its
// counterexamples join the tests first, a program not cheaper than its bestCost is not proved, and
// the solver's counterexamples are appended to it.
StokeResult search(const ir::Function& src, const ir::DataLayout& dl, cost::CostModel& model, const StokeOptions& options,
                   const StokeLimits& limits, SharedFindings* shared = nullptr);

} // namespace theseus::synth::stoke
