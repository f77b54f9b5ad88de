#include "synth/stoke/StokeEngine.h"

#include "cost/CostModel.h"
#include "synth/stoke/Stoke.h"

#include <chrono>
#include <string>

namespace theseus::synth {

namespace {

// The common figures of `s`, and the rest as named counters.
EngineStats engineStats(const stoke::StokeStats& s) {
  EngineStats out;
  out.candidates = s.proposals;
  out.smtQueries = s.smtQueries;
  out.unknowns = s.unknowns;
  out.counterexamples = s.counterexamples;
  out.timedOut = s.timedOut;
  out.counters = {{"proposals", s.proposals}, {"accepted", s.accepted}};
  for (unsigned k = 0; k < stoke::kProposalKinds; ++k)
    out.counters.push_back({std::string("proposals-") + stoke::proposalKindName(stoke::ProposalKind(k)), s.byKind[k]});
  out.counters.push_back({"restarts", s.restarts});
  out.counters.push_back({"zero-cost-candidates", s.zeroCostCandidates});
  out.counters.push_back({"test-failures", s.testFailures});
  out.counters.push_back({"proved", s.proved});
  out.counters.push_back({"proposals-to-best", s.proposalsToBest});
  return out;
}

class StokeEngine final : public Engine {
public:
  explicit StokeEngine(const stoke::StokeOptions& options) : options_(options) {}

  std::string_view name() const override { return "stoke"; }

  EngineResult run(const EngineRequest& request) override {
    auto start = std::chrono::steady_clock::now();
    stoke::StokeLimits limits{request.budget.maxInsts, request.budget.seconds, request.budget.queryTimeoutMs};
    stoke::StokeResult found = stoke::search(request.cut, request.dl, request.cost, options_, limits);
    EngineResult out;
    out.unsupported = found.unsupported;
    out.stats = engineStats(found.stats);
    if (found.sourceCost) out.sourceCost = found.sourceCost->primary;
    if (out.unsupported.empty() && found.best && found.bestCost) out.rewrites.push_back({std::move(found.best), found.bestCost->primary});
    out.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
  }

private:
  stoke::StokeOptions options_;
};

} // namespace

std::unique_ptr<Engine> createStokeEngine(const stoke::StokeOptions& options) { return std::make_unique<StokeEngine>(options); }

std::unique_ptr<Engine> createStokeEngine() { return createStokeEngine(stoke::StokeOptions{}); }

} // namespace theseus::synth
