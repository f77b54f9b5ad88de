#pragma once
// The synthesis engines the driver can call, behind one interface: "massalin" (synth::superoptimize,
// single-block iN cuts) and, when synth/Synth.cpp is built, "minotaur" (synth::synthesize,
// Algorithm 4). An engine returns only a rewrite it proved, cheaper than the cut under the
// driver's cost model; a timeout or solver `unknown` gives no rewrite.
#include "ir/Function.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::cost {
class CostModel;
}

namespace theseus::driver {

struct SynthesisBudget {
  // New instructions a rewrite may have (Massalin: the longest sequence tried).
  unsigned maxInsts = 3;
  double timeLimitSeconds = 10;
  unsigned queryTimeoutMs = 10000;
};

struct SynthesisOutcome {
  // The proved rewrite (the cut's signature), or null.
  std::unique_ptr<ir::Function> rewrite;
  double sourceCost = 0;
  double rewriteCost = 0;
  // Time the engine spent, proof included.
  double seconds = 0;
  // Non-empty when the cut is outside what the engine supports.
  std::string unsupported;
  bool timedOut = false;
  // Solver queries that ended `unknown` (never counted as proofs).
  unsigned unknownQueries = 0;
};

class Synthesizer {
public:
  virtual ~Synthesizer() = default;
  virtual std::string_view name() const = 0;
  // Searches for a proved rewrite of `cut` cheaper than it.
  virtual SynthesisOutcome run(const ir::Function& cut, const ir::DataLayout& dl, const SynthesisBudget& budget) = 0;
};

// The engine named `name`, pricing with `costModel` (borrowed for the engine's lifetime); null
// with `error` for an unknown or unavailable engine.
std::unique_ptr<Synthesizer> createSynthesizer(std::string_view name, cost::CostModel& costModel, std::string& error);

// The engines createSynthesizer accepts, the default first.
std::vector<std::string> synthesizerNames();

// The instructions of `f` other than terminators.
unsigned countInstructions(const ir::Function& f);

} // namespace theseus::driver
