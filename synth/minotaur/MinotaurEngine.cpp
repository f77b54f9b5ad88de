#include "synth/minotaur/MinotaurEngine.h"

#include "synth/minotaur/Synth.h"

#include <chrono>

namespace theseus::synth {

namespace {

// About 31 years: the time limit synthesize is given for a budget without one.
constexpr double kNoTimeLimitSeconds = 1e9;

// The common figures of `s`, and the rest as named counters and timings.
EngineStats engineStats(const SynthStats& s) {
  EngineStats out;
  out.candidates = s.complete;
  static_cast<SearchCounters&>(out) = s;
  out.counters = {{"pool-inputs", s.poolInputs},
                  {"pool-templates", s.poolTemplates},
                  {"generated", s.generated},
                  {"duplicates", s.duplicates},
                  {"truncated", s.truncated},
                  {"pruned-by-cost", s.prunedByCost},
                  {"unsolvable-constants", s.unsolvableConstants},
                  {"rejected-by-vectors", s.rejectedByVectors},
                  {"cegis-iterations", s.cegisIterations},
                  {"quantified-queries", s.quantifiedQueries},
                  {"sketches-given-up", s.sketchesGivenUp},
                  {"constant-rounds", s.constantRounds}};
  out.timings = {{"pool", s.poolSeconds},
                 {"enumerate", s.enumerateSeconds},
                 {"verify", s.verifySeconds},
                 {"constants", s.constantSeconds},
                 {"proofs", s.proofSeconds}};
  return out;
}

const char* constantMethodName(ConstantMethod m) {
  switch (m) {
  case ConstantMethod::Cegis: return "cegis";
  case ConstantMethod::Quantified: return "quantified";
  case ConstantMethod::Enumerated: return "enumerated";
  default: return "none";
  }
}

// Reads the constant choice `word` into `options`, or rejects it.
void readConstantChoice(EngineSettingsReader& reader, const std::string& word, SynthOptions& options) {
  if (word == "auto") options.constants = ConstantChoice::Auto;
  else if (word == "cegis") options.constants = ConstantChoice::Cegis;
  else if (word == "quantified") options.constants = ConstantChoice::Quantified;
  else reader.reject("constants", "expects auto, cegis or quantified");
}

// The search options `settings` give (the budget's fields are set per call); `error` when one
// is not a setting of this engine or is rejected.
SynthOptions synthOptions(const EngineSettings& settings, bool& keepPriced, std::string& error) {
  SynthOptions options;
  EngineSettingsReader reader("minotaur", settings);
  if (auto ms = reader.read<int64_t>("constant-timeout-ms")) {
    if (*ms > 0) options.constantTimeoutMs = unsigned(*ms);
    else reader.reject("constant-timeout-ms", "must be positive");
  }
  if (auto percent = reader.read<int64_t>("check-percent")) {
    if (*percent >= 0 && *percent <= 100) options.checkShare = double(*percent) / 100;
    else reader.reject("check-percent", "must be 0 to 100");
  }
  if (auto word = reader.read<std::string>("constants")) readConstantChoice(reader, *word, options);
  if (auto ops = reader.read<std::vector<std::string>>("ops")) options.pool.only = *ops;
  options.all = reader.read<bool>("all").value_or(options.all);
  options.shortest = reader.read<bool>("shortest").value_or(options.shortest);
  options.pool.flags = reader.read<bool>("flags").value_or(options.pool.flags);
  options.pool.x86 = reader.read<bool>("x86").value_or(options.pool.x86);
  options.pool.untyped = !reader.read<bool>("typed").value_or(!options.pool.untyped);
  options.trace = reader.read<bool>("trace").value_or(options.trace);
  keepPriced = reader.read<bool>("priced-candidates").value_or(false);
  error = reader.error();
  return options;
}

EngineRewrite engineRewrite(SynthRewrite& r) {
  EngineRewrite out;
  out.function = std::move(r.function);
  out.cost = r.cost;
  out.preciseCost = r.preciseCost;
  out.foundSeconds = r.foundSeconds;
  out.proofSeconds = r.proofSeconds;
  out.constantMethod = constantMethodName(r.constants);
  return out;
}

class MinotaurEngine final : public Engine {
public:
  MinotaurEngine(SynthOptions options, bool keepPriced) : options_(std::move(options)), keepPriced_(keepPriced) {}

  std::string_view name() const override { return "minotaur"; }

  // Engine::scopeProblem: synthesize's own check (synthesisScopeProblem).
  std::string scopeProblem(const ir::Function& cut) const override { return synthesisScopeProblem(cut); }

  EngineResult run(const EngineRequest& request) override {
    auto start = std::chrono::steady_clock::now();
    EngineResult out;
    SynthOptions options = options_;
    options.maxInsts = request.budget.maxInsts;
    options.timeLimitSeconds = request.budget.seconds > 0 ? request.budget.seconds : kNoTimeLimitSeconds;
    options.queryTimeoutMs = request.budget.queryTimeoutMs;
    if (keepPriced_) options.pricedCandidates = &out.pricedCandidates;
    if (request.shared) {
      options.seedTests = request.shared->counterexamples;
      options.primaryBound = request.shared->bestCost;
    }
    SynthResult found = synthesize(request.cut, request.dl, options, request.cost, request.precise);
    if (request.shared)
      request.shared->addCounterexamples(found.counterexamples);
    out.stats = engineStats(found.stats);
    out.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    out.unsupported = found.unsupported;
    out.sourceCost = found.sourceCost;
    for (SynthRewrite& r : found.rewrites) out.rewrites.push_back(engineRewrite(r));
    return out;
  }

private:
  SynthOptions options_;
  bool keepPriced_;
};

} // namespace

std::unique_ptr<Engine> createMinotaurEngine(const EngineSettings& settings, std::string& error) {
  bool keepPriced = false;
  SynthOptions options = synthOptions(settings, keepPriced, error);
  if (!error.empty()) return nullptr;
  return std::make_unique<MinotaurEngine>(std::move(options), keepPriced);
}

} // namespace theseus::synth
