#include "synth/minotaur/MinotaurEngine.h"

#include "synth/minotaur/Synth.h"

#include <chrono>

namespace theseus::synth {

namespace {

// The common figures of `s`, and the rest as named counters.
EngineStats engineStats(const SynthStats& s) {
  EngineStats out;
  out.candidates = s.complete;
  out.smtQueries = s.smtQueries;
  out.unknowns = s.unknowns;
  out.counterexamples = s.counterexamples;
  out.timedOut = s.timedOut;
  out.counters = {{"generated", s.generated},
                  {"duplicates", s.duplicates},
                  {"truncated", s.truncated},
                  {"pruned-by-cost", s.prunedByCost},
                  {"rejected-by-vectors", s.rejectedByVectors},
                  {"cegis-iterations", s.cegisIterations},
                  {"quantified-queries", s.quantifiedQueries}};
  return out;
}

class MinotaurEngine final : public Engine {
public:
  std::string_view name() const override { return "minotaur"; }

  EngineResult run(const EngineRequest& request) override {
    auto start = std::chrono::steady_clock::now();
    SynthOptions options;
    options.maxInsts = request.budget.maxInsts;
    options.timeLimitSeconds = request.budget.seconds;
    options.queryTimeoutMs = request.budget.queryTimeoutMs;
    SynthResult found = synthesize(request.cut, request.dl, options, request.cost, nullptr);
    EngineResult out;
    out.stats = engineStats(found.stats);
    out.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.unsupported = found.unsupported;
    out.sourceCost = found.sourceCost;
    for (SynthRewrite& r : found.rewrites) out.rewrites.push_back({std::move(r.function), r.cost});
    return out;
  }
};

} // namespace

std::unique_ptr<Engine> createMinotaurEngine() { return std::make_unique<MinotaurEngine>(); }

} // namespace theseus::synth
