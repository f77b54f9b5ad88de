#pragma once
// Any engine run on a cut whose memory is only loads from its pointer arguments, with those loads
// lifted into arguments (verify/LoadLifting.h): the engine searches a function that touches no
// memory (its test vectors, constant queries and proofs without the memory encoding), and each
// rewrite it proves is given the cut's loads back and proved again against the cut itself by
// verify/ before it is returned. Cuts of any other shape go to the engine unchanged.
//
// What changes for the wrapped engine: request.shared is not passed on for a lifted cut (its
// counterexamples and costs are the cut's, not the lifted function's); a rewrite's costs are the
// restored function's under request.cost and request.precise; a restored rewrite that is not
// proved (the check ended otherwise than `correct`) or lost its profit is dropped and counted.
// The counters `lifted locations`, `restored proofs failed` and `restored not cheaper` and the
// timing `restored proofs` say what it did.
#include "synth/engine/Engine.h"

#include <memory>

namespace theseus::synth {

class LoadLiftedEngine final : public Engine {
public:
  // Wraps `inner` (owned).
  explicit LoadLiftedEngine(std::unique_ptr<Engine> inner) : inner_(std::move(inner)) {}

  std::string_view name() const override { return inner_->name(); }
  EngineResult run(const EngineRequest& request) override;

private:
  std::unique_ptr<Engine> inner_;
};

} // namespace theseus::synth
