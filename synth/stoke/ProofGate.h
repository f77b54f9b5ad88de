#pragma once
// The gate a STOKE program with eq = 0 passes before it counts (Algorithm 13.3.5's Verify): the
// secondary test batches, then the refinement checker within the query timeout and the call's
// deadline. A failing test input or the solver's counterexample joins the primary tests, so the
// chain's eq sees it from then on; `unknown` proves nothing.
#include "ir/Function.h"
#include "synth/engine/TestVectors.h"
#include "synth/stoke/Program.h"
#include "synth/stoke/StokeOptions.h"

#include <chrono>
#include <memory>
#include <vector>

namespace theseus::synth::stoke {

enum class GateVerdict { Proved, FailedTests, Refuted, Unknown, OutOfTime };

struct GateOutcome {
  GateVerdict verdict = GateVerdict::Unknown;
  // For Proved: the program as a function with the source's signature, named @tgt.
  std::unique_ptr<ir::Function> proved;
};

class ProofGate {
public:
  ProofGate(const ir::Function& src, const ir::DataLayout& dl, uint64_t seed, unsigned secondaryBatches, unsigned queryTimeoutMs,
            std::chrono::steady_clock::time_point deadline);

  // STOKE's eq of `p`: its Hamming distance to the source on the primary tests.
  uint64_t eq(const Program& p) const;

  // Checks `p` (which should have eq = 0) on the secondary batches, then proves it, counting the
  // figures in `stats`; a distinguishing input joins the primary tests.
  GateOutcome check(const Program& p, StokeStats& stats);

  // Puts `inputs` (another engine's counterexamples) into the primary tests.
  void seed(const std::vector<semantics::TestInput>& inputs);

  // The solver's counterexamples so far, as test inputs of the source.
  const std::vector<semantics::TestInput>& counterexamples() const { return counterexamples_; }

private:
  const ir::Function& src_;
  const ir::DataLayout& dl_;
  TestVectors tests_;
  unsigned queryTimeoutMs_;
  std::chrono::steady_clock::time_point deadline_;
  std::vector<semantics::TestInput> counterexamples_;
};

} // namespace theseus::synth::stoke
