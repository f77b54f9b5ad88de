#include "synth/stoke/StokeEngine.h"

#include "cost/CostModel.h"
#include "synth/stoke/Stoke.h"

#include <chrono>
#include <cstdlib>
#include <string>

namespace theseus::synth {

namespace {

// The common figures of `s`, and the rest as named counters.
EngineStats engineStats(const stoke::StokeStats& s) {
  EngineStats out;
  out.candidates = s.proposals;
  static_cast<SearchCounters&>(out) = s;
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

  // Engine::scopeProblem: outside the integer fragment, or options stoke cannot search with.
  std::string scopeProblem(const ir::Function& cut) const override { return stoke::unsupportedReason(cut, options_); }

  EngineResult run(const EngineRequest& request) override {
    auto start = std::chrono::steady_clock::now();
    stoke::StokeLimits limits{request.budget.maxInsts, request.budget.seconds, request.budget.queryTimeoutMs};
    stoke::StokeResult found = stoke::search(request.cut, request.dl, request.cost, options_, limits, request.shared);
    EngineResult out;
    out.unsupported = found.unsupported;
    out.stats = engineStats(found.stats);
    if (found.sourceCost) out.sourceCost = found.sourceCost->primary;
    if (out.unsupported.empty() && found.best && found.bestCost) {
      EngineRewrite rewrite;
      rewrite.function = std::move(found.best);
      rewrite.cost = rewrite.preciseCost = found.bestCost->primary;
      if (request.precise)
        if (cost::CostResult precise = request.precise->cost(*rewrite.function); precise.cost) rewrite.preciseCost = precise.cost->primary;
      rewrite.foundSeconds = found.stats.secondsToBest;
      out.rewrites.push_back(std::move(rewrite));
    }
    out.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
  }

private:
  stoke::StokeOptions options_;
};

} // namespace

std::unique_ptr<Engine> createStokeEngine(const stoke::StokeOptions& options) { return std::make_unique<StokeEngine>(options); }

std::unique_ptr<Engine> createStokeEngine() { return createStokeEngine(stoke::StokeOptions{}); }

namespace {

// `field` set from the decimal word of the setting `name`, when given; rejected unless it is a
// number of at least `least` (greater than `least` when `strict`).
void readDecimal(EngineSettingsReader& reader, std::string_view name, double least, bool strict, double& field) {
  std::optional<std::string> word = reader.read<std::string>(name);
  if (!word) return;
  char* end = nullptr;
  double value = std::strtod(word->c_str(), &end);
  if (word->empty() || *end != '\0' || !(strict ? value > least : value >= least))
    return reader.reject(name, "'" + *word + "' is not a number " + (strict ? "above " : "of at least ") + std::to_string(least));
  field = value;
}

// `field` set from the number of the setting `name`, when given; rejected unless it is positive.
template <class T> void readPositive(EngineSettingsReader& reader, std::string_view name, T& field) {
  std::optional<int64_t> value = reader.read<int64_t>(name);
  if (!value) return;
  if (*value <= 0) return reader.reject(name, std::to_string(*value) + " is not positive");
  field = T(*value);
}

// The options `settings` give over the defaults; `error` when one is not read or is rejected.
stoke::StokeOptions stokeOptions(const EngineSettings& settings, std::string& error) {
  stoke::StokeOptions options;
  EngineSettingsReader reader("stoke", settings);
  if (auto seed = reader.read<int64_t>("seed")) options.seed = uint64_t(*seed);
  readPositive(reader, "restarts", options.restarts);
  readPositive(reader, "proposals-per-restart", options.proposalsPerRestart);
  readDecimal(reader, "beta", 0, true, options.beta);
  readDecimal(reader, "opcode-mass", 0, false, options.opcodeMass);
  readDecimal(reader, "operand-mass", 0, false, options.operandMass);
  readDecimal(reader, "constant-mass", 0, false, options.constantMass);
  readDecimal(reader, "swap-mass", 0, false, options.swapMass);
  readDecimal(reader, "instruction-mass", 0, false, options.instructionMass);
  if (options.opcodeMass + options.operandMass + options.constantMass + options.swapMass + options.instructionMass <= 0)
    reader.reject("opcode-mass", "every proposal mass is 0");
  error = reader.error();
  return options;
}

} // namespace

std::unique_ptr<Engine> createStokeEngine(const EngineSettings& settings, std::string& error) {
  stoke::StokeOptions options = stokeOptions(settings, error);
  if (!error.empty()) return nullptr;
  return createStokeEngine(options);
}

} // namespace theseus::synth
