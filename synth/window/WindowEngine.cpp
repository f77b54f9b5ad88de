#include "synth/window/WindowEngine.h"

#include "cost/CostModel.h"
#include "semantics/Evaluator.h"
#include "synth/engine/IntegerFragment.h"
#include "synth/window/Search.h"
#include "synth/window/Wiring.h"

#include <algorithm>

namespace theseus::synth {

namespace {

// Reads the operation names `names` into `ops`, or rejects the first that is not an operation.
void readOps(EngineSettingsReader& reader, const std::vector<std::string>& names, std::vector<ir::Opcode>& ops) {
  ops.clear();
  for (const std::string& name : names) {
    if (name == "icmp" || name == "select") continue;
    std::optional<ir::Opcode> op = ir::opcodeFromName(name);
    const auto& all = window::binaryOps();
    if (!op || std::find(all.begin(), all.end(), *op) == all.end())
      return reader.reject("ops", "names '" + name + "', which is not a binary integer operation");
    if (std::find(ops.begin(), ops.end(), *op) == ops.end()) ops.push_back(*op);
  }
}

// The settings `settings` give; `error` when one is not a setting of this engine or is rejected.
window::SearchSettings windowSettings(const EngineSettings& settings, std::string& error) {
  window::SearchSettings out;
  EngineSettingsReader reader("window", settings);
  out.ops = window::binaryOps();
  if (auto names = reader.read<std::vector<std::string>>("ops")) readOps(reader, *names, out.ops);
  reader.read<bool>("icmp");
  if (auto values = reader.read<std::vector<int64_t>>("consts")) out.constants = *values;
  out.shortest = reader.read<bool>("shortest").value_or(false);
  error = reader.error();
  return out;
}

// Why `cut` is outside the engine's scope, or the empty string.
std::string unsupportedReason(const ir::Function& cut) {
  std::string reason = integerFragmentUnsupportedReason(cut);
  if (reason.empty() && semantics::usesMemory(cut)) reason = "the source uses memory";
  return reason;
}

// The rewrite of proved step `step`, priced under request.cost and request.precise.
EngineRewrite rewriteOf(window::ProvedStep& step, const EngineRequest& request) {
  EngineRewrite out;
  cost::CostResult priced = request.cost.cost(*step.function);
  out.cost = priced.cost ? priced.cost->primary : 0;
  out.preciseCost = out.cost;
  if (request.precise)
    if (cost::CostResult precise = request.precise->cost(*step.function); precise.cost) out.preciseCost = precise.cost->primary;
  out.foundSeconds = step.foundSeconds;
  out.proofSeconds = step.proofSeconds;
  out.function = std::move(step.function);
  return out;
}

class WindowEngine final : public Engine {
public:
  explicit WindowEngine(window::SearchSettings settings) : settings_(std::move(settings)) {}

  std::string_view name() const override { return "window"; }

  // Engine::scopeProblem: outside the integer fragment, or with memory.
  std::string scopeProblem(const ir::Function& cut) const override { return unsupportedReason(cut); }

  EngineResult run(const EngineRequest& request) override {
    EngineResult out;
    out.unsupported = unsupportedReason(request.cut);
    if (!out.unsupported.empty()) return out;
    if (cost::CostResult priced = request.cost.cost(request.cut); priced.cost) out.sourceCost = priced.cost->primary;
    window::SearchOutcome found = window::searchWindows(request, settings_);
    if (request.shared) request.shared->addCounterexamples(found.counterexamples);
    out.stats = std::move(found.stats);
    for (window::ProvedStep& step : found.steps)
      if (!settings_.shortest || countInstructions(*step.function) <= request.budget.maxInsts)
        out.rewrites.push_back(rewriteOf(step, request));
    std::stable_sort(out.rewrites.begin(), out.rewrites.end(), [&](const EngineRewrite& a, const EngineRewrite& b) { return comesBefore(a, b); });
    return out;
  }

private:
  // Whether `a` comes before `b`: fewer instructions first under `shortest`, then cheaper.
  bool comesBefore(const EngineRewrite& a, const EngineRewrite& b) const {
    if (settings_.shortest) {
      unsigned la = countInstructions(*a.function), lb = countInstructions(*b.function);
      if (la != lb) return la < lb;
    }
    if (a.preciseCost != b.preciseCost) return a.preciseCost < b.preciseCost;
    return a.cost < b.cost;
  }

  window::SearchSettings settings_;
};

} // namespace

std::unique_ptr<Engine> createWindowEngine(const EngineSettings& settings, std::string& error) {
  window::SearchSettings chosen = windowSettings(settings, error);
  if (!error.empty()) return nullptr;
  return std::make_unique<WindowEngine>(std::move(chosen));
}

} // namespace theseus::synth
