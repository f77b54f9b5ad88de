// The "massalin" engine: synth::superoptimize (shortest straight-line program of binary
// operations), limited to sequences shorter than the cut and accepted only when cheaper.
#include "driver/EngineFactory.h"

#include "cost/CostModel.h"
#include "synth/Superopt.h"

#include <algorithm>
#include <chrono>

namespace theseus::driver {

namespace {

class MassalinSynthesizer final : public Synthesizer {
public:
  explicit MassalinSynthesizer(cost::CostModel& costModel) : costModel_(costModel) {}
  std::string_view name() const override { return "massalin"; }

  SynthesisOutcome run(const ir::Function& cut, const ir::DataLayout& dl, const SynthesisBudget& budget) override {
    SynthesisOutcome out;
    auto start = std::chrono::steady_clock::now();
    out.unsupported = synth::superoptUnsupportedReason(cut);
    unsigned length = countInstructions(cut);
    if (!out.unsupported.empty() || length == 0) return out;
    synth::SuperoptOptions options;
    options.maxLength = std::min(budget.maxInsts, length - 1);
    options.ops = synth::defaultSuperoptOps();
    options.timeoutMs = budget.queryTimeoutMs;
    synth::SuperoptResult found = synth::superoptimize(cut, dl, options);
    out.unknownQueries = found.stats.unknowns;
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!found.best) return out;
    cost::CostResult before = costModel_.cost(cut);
    cost::CostResult after = costModel_.cost(*found.best);
    if (!before.cost || !after.cost || !(*after.cost < *before.cost)) return out;
    out.sourceCost = before.cost->primary;
    out.rewriteCost = after.cost->primary;
    out.rewrite = std::move(found.best);
    return out;
  }

private:
  cost::CostModel& costModel_;
};

} // namespace

std::unique_ptr<Synthesizer> createMassalinSynthesizer(cost::CostModel& costModel) { return std::make_unique<MassalinSynthesizer>(costModel); }

} // namespace theseus::driver
