// The "massalin" engine: synth::superoptimize (shortest straight-line program of binary
// operations), limited to sequences shorter than the cut whose enumeration fits the time limit,
// and accepted only when cheaper.
#include "driver/EngineFactory.h"

#include "cost/CostModel.h"
#include "synth/Superopt.h"

#include <algorithm>
#include <chrono>
#include <set>

namespace theseus::driver {

namespace {

// Enumeration speed of superoptimize measured on a 3-input i32 cut (about 2.8e6 candidates/s) and
// the ratio of the bound below to the candidates it really enumerates (about 29, its pruning).
constexpr double kCandidatesPerSecond = 2.0e6;
constexpr double kBoundOverCount = 29;

// The longest sequence whose enumeration should fit in the time limit: superoptimize has no clock
// of its own, so the length is bounded by the product over steps i of ops * (inputs + constants +
// i - 1)^2 (operand choices), scaled by the measured ratio and speed.
unsigned affordableLength(const ir::Function& cut, unsigned ops, unsigned maxLength, double seconds) {
  std::set<const ir::Value*> constants;
  for (const auto& block : cut.blocks())
    for (const auto& inst : block->instructions())
      for (const ir::Value* operand : inst->operands())
        if (operand->valueKind() == ir::Value::Kind::Constant) constants.insert(operand);
  double values = double(cut.arguments().size() + constants.size() + 3);
  double bound = 1;
  unsigned length = 0;
  while (length < maxLength) {
    bound *= ops * (values + length) * (values + length);
    if (bound / kBoundOverCount > kCandidatesPerSecond * seconds) break;
    ++length;
  }
  return length;
}

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
    options.ops = synth::defaultSuperoptOps();
    options.maxLength = affordableLength(cut, unsigned(options.ops.size()), std::min(budget.maxInsts, length - 1), budget.timeLimitSeconds);
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
