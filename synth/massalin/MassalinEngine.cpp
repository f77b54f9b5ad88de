#include "synth/massalin/MassalinEngine.h"

#include "synth/engine/Profit.h"
#include "synth/massalin/Massalin.h"
#include "synth/massalin/MassalinKernels.h"
#include "synth/massalin/Passes.h"

#include <algorithm>
#include <chrono>

namespace theseus::synth {

namespace {

// The common figures of `s`, and the rest as named counters and timings.
EngineStats engineStats(const massalin::SearchStats& s) {
  EngineStats out;
  out.candidates = s.enumerated;
  static_cast<SearchCounters&>(out) = s;
  out.counters = {{"passed-lanes", s.passedLanes},
                  {"survivors", s.survivors},
                  {"pruned-by-class", s.prunedByClass},
                  {"pruned-duplicates", s.prunedDuplicates},
                  {"restarts", s.restarts}};
  out.timings = {{"search", s.seconds}, {"cpu", s.cpuSeconds}};
  return out;
}

// What the settings choose; the budget's fields are set per call.
struct MassalinSettings {
  massalin::SearchOptions options;
  bool shortest = false;
};

// Reads the operation names `names` into `options`, or rejects the first that is not enumerable.
void readOps(EngineSettingsReader& reader, const std::vector<std::string>& names, massalin::SearchOptions& options) {
  options.ops.clear();
  for (const std::string& name : names) {
    if (name == "icmp" || name == "select") {
      (name == "icmp" ? options.comparisons : options.minMaxSelects) = true;
      continue;
    }
    std::optional<ir::Opcode> op = ir::opcodeFromName(name);
    if (!op || !kernelSupports(*op)) return reader.reject("ops", "names '" + name + "', which is not an enumerable operation");
    options.ops.push_back(*op);
  }
}

// The settings `settings` give; `error` when one is not a setting of this engine or is rejected.
MassalinSettings massalinSettings(const EngineSettings& settings, std::string& error) {
  MassalinSettings out;
  massalin::SearchOptions& options = out.options;
  EngineSettingsReader reader("massalin", settings);
  options.ops = massalin::defaultOps();
  if (reader.read<bool>("icmp").value_or(false)) options.comparisons = options.minMaxSelects = true;
  if (auto names = reader.read<std::vector<std::string>>("ops")) readOps(reader, *names, options);
  if (auto values = reader.read<std::vector<int64_t>>("consts")) options.constants = *values;
  options.classes = reader.read<bool>("classes").value_or(false);
  out.shortest = reader.read<bool>("shortest").value_or(false);
  error = reader.error();
  return out;
}

// The search options for a cut of `length` instructions: sequences shorter than the cut (any
// length with `shortest`) and at most budget.maxInsts long, the budget's deadline and query timeout.
massalin::SearchOptions searchOptions(const MassalinSettings& settings, const EngineBudget& budget, unsigned length) {
  massalin::SearchOptions options = settings.options;
  options.maxLength = settings.shortest ? budget.maxInsts : std::min(budget.maxInsts, length - 1);
  options.timeoutMs = budget.queryTimeoutMs;
  options.timeLimitSeconds = budget.seconds;
  return options;
}

class MassalinEngine final : public Engine {
public:
  explicit MassalinEngine(MassalinSettings settings) : settings_(std::move(settings)) {}

  std::string_view name() const override { return "massalin"; }

  // Engine::scopeProblem: outside the integer fragment massalin enumerates.
  std::string scopeProblem(const ir::Function& cut) const override { return massalin::unsupportedReason(cut); }

  EngineResult run(const EngineRequest& request) override {
    auto start = std::chrono::steady_clock::now();
    EngineResult out;
    out.unsupported = massalin::unsupportedReason(request.cut);
    unsigned length = countInstructions(request.cut);
    if (!out.unsupported.empty() || (length == 0 && !settings_.shortest)) return out;
    massalin::SearchOptions options = searchOptions(settings_, request.budget, length);
    if (request.shared) options.seedTests = request.shared->counterexamples;
    massalin::SearchResult found = massalin::searchInPasses(request.cut, request.dl, options);
    if (request.shared)
      request.shared->addCounterexamples(found.counterexamples);
    out.unsupported = found.unsupported;
    out.stats = engineStats(found.stats);
    out.optimal = found.optimal;
    if (out.unsupported.empty()) keepIfCheaper(request, std::move(found.best), settings_.shortest, out);
    for (EngineRewrite& rewrite : out.rewrites) rewrite.foundSeconds = found.foundSeconds;
    out.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
  }

private:
  MassalinSettings settings_;
};

} // namespace

std::unique_ptr<Engine> createMassalinEngine(const EngineSettings& settings, std::string& error) {
  MassalinSettings chosen = massalinSettings(settings, error);
  if (!error.empty()) return nullptr;
  return std::make_unique<MassalinEngine>(std::move(chosen));
}

} // namespace theseus::synth
