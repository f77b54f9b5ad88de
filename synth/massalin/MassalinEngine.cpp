#include "synth/massalin/MassalinEngine.h"

#include "cost/CostModel.h"
#include "synth/massalin/Massalin.h"

#include <algorithm>
#include <chrono>

namespace theseus::synth {

namespace {

// The common figures of `s`, and the rest as named counters.
EngineStats engineStats(const massalin::SearchStats& s) {
  EngineStats out;
  out.candidates = s.enumerated;
  out.smtQueries = s.smtQueries;
  out.unknowns = s.unknowns;
  out.counterexamples = s.counterexamples;
  out.timedOut = s.timedOut;
  out.counters = {{"passed-lanes", s.passedLanes},
                  {"survivors", s.survivors},
                  {"pruned-by-class", s.prunedByClass},
                  {"pruned-duplicates", s.prunedDuplicates},
                  {"restarts", s.restarts}};
  return out;
}

// The search options for a cut of `length` instructions: the default operations, sequences
// shorter than the cut and at most budget.maxInsts long, the budget's deadline and query timeout.
massalin::SearchOptions searchOptions(const EngineBudget& budget, unsigned length) {
  massalin::SearchOptions options;
  options.ops = massalin::defaultOps();
  options.maxLength = std::min(budget.maxInsts, length - 1);
  options.timeoutMs = budget.queryTimeoutMs;
  options.timeLimitSeconds = budget.seconds;
  return options;
}

// Prices the cut and, when it is cheaper, keeps `best` as the rewrite.
void keepIfCheaper(const EngineRequest& request, std::unique_ptr<ir::Function> best, EngineResult& out) {
  cost::CostResult before = request.cost.cost(request.cut);
  if (!before.cost) return;
  out.sourceCost = before.cost->primary;
  if (!best) return;
  cost::CostResult after = request.cost.cost(*best);
  if (after.cost && *after.cost < *before.cost) out.rewrites.push_back({std::move(best), after.cost->primary});
}

class MassalinEngine final : public Engine {
public:
  std::string_view name() const override { return "massalin"; }

  EngineResult run(const EngineRequest& request) override {
    auto start = std::chrono::steady_clock::now();
    EngineResult out;
    out.unsupported = massalin::unsupportedReason(request.cut);
    unsigned length = countInstructions(request.cut);
    if (!out.unsupported.empty() || length == 0) return out;
    massalin::SearchResult found = massalin::search(request.cut, request.dl, searchOptions(request.budget, length));
    out.unsupported = found.unsupported;
    out.stats = engineStats(found.stats);
    if (out.unsupported.empty()) keepIfCheaper(request, std::move(found.best), out);
    out.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
  }
};

} // namespace

std::unique_ptr<Engine> createMassalinEngine() { return std::make_unique<MassalinEngine>(); }

} // namespace theseus::synth
