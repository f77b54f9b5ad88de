// The "minotaur" engine: synth::synthesize (Minotaur's Algorithm 4), pruning and ranking with the
// driver's cost model.
#include "driver/EngineFactory.h"

#include "cost/CostModel.h"
#include "synth/Synth.h"

#include <chrono>

namespace theseus::driver {

namespace {

class MinotaurSynthesizer final : public Synthesizer {
public:
  explicit MinotaurSynthesizer(cost::CostModel& costModel) : costModel_(costModel) {}
  std::string_view name() const override { return "minotaur"; }

  SynthesisOutcome run(const ir::Function& cut, const ir::DataLayout& dl, const SynthesisBudget& budget) override {
    SynthesisOutcome out;
    auto start = std::chrono::steady_clock::now();
    synth::SynthOptions options;
    options.maxInsts = budget.maxInsts;
    options.timeLimitSeconds = budget.timeLimitSeconds;
    options.queryTimeoutMs = budget.queryTimeoutMs;
    synth::SynthResult found = synth::synthesize(cut, dl, options, costModel_, nullptr);
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.unsupported = found.unsupported;
    out.timedOut = found.stats.timedOut;
    out.unknownQueries = unsigned(found.stats.unknowns);
    out.sourceCost = found.sourceCost;
    if (found.rewrites.empty()) return out;
    out.rewriteCost = found.rewrites.front().cost;
    out.rewrite = std::move(found.rewrites.front().function);
    return out;
  }

private:
  cost::CostModel& costModel_;
};

} // namespace

std::unique_ptr<Synthesizer> createMinotaurSynthesizer(cost::CostModel& costModel) { return std::make_unique<MinotaurSynthesizer>(costModel); }

} // namespace theseus::driver
