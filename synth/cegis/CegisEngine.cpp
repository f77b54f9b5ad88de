#include "synth/cegis/CegisEngine.h"

#include "synth/cegis/Cegis.h"
#include "synth/engine/IntegerFragment.h"
#include "synth/engine/Profit.h"

#include <algorithm>
#include <chrono>

namespace theseus::synth {

namespace {

// The common figures of `s`, and the rest as named counters and timings.
EngineStats engineStats(const cegis::CegisStats& s) {
  EngineStats out;
  out.candidates = s.candidates;
  static_cast<SearchCounters&>(out) = s;
  out.counters = {{"iterations", s.iterations}, {"no-program", s.noProgram}, {"test-refuted", s.testRefuted},
                  {"proofs", s.proofs},         {"examples", s.examples},    {"lines", s.lines},
                  {"narrow-proved", s.narrowProved}, {"narrow-refuted", s.narrowRefuted}};
  out.timings = {{"search", s.seconds}, {"cpu", s.cpuSeconds}, {"synthesis", s.synthesisSeconds}, {"proof", s.proofSeconds}, {"narrow", s.narrowSeconds}};
  return out;
}

// The ops the words `names` stand for, or the first word that stands for none rejected.
std::vector<verify::ComponentOp> readOps(EngineSettingsReader& reader, const std::vector<std::string>& names) {
  std::vector<verify::ComponentOp> out;
  for (const std::string& name : names) {
    std::vector<verify::ComponentOp> ops = cegis::opsNamed(name);
    if (ops.empty()) return reader.reject("ops", "names '" + name + "', which is not an operation of the integer fragment"), out;
    for (const verify::ComponentOp& op : ops)
      if (std::find(out.begin(), out.end(), op) == out.end()) out.push_back(op);
  }
  return out;
}

// The components the words `names` stand for into `options`, or the first bad word rejected.
void readComponents(EngineSettingsReader& reader, const std::vector<std::string>& names, cegis::CegisOptions& options) {
  std::vector<verify::Component> components;
  for (const std::string& name : names) {
    if (name == "const") {
      ++options.constantComponents;
      continue;
    }
    std::vector<verify::ComponentOp> ops = cegis::opsNamed(name);
    if (ops.empty()) return reader.reject("components", "names '" + name + "', which is neither an operation of the integer fragment nor const");
    components.push_back({ops});
  }
  if (components.empty()) return reader.reject("components", "has no operation");
  options.components = std::move(components);
}

// The options `settings` give; `error` when one is not a setting of this engine or is rejected.
cegis::CegisOptions cegisOptions(const EngineSettings& settings, std::string& error) {
  cegis::CegisOptions options;
  EngineSettingsReader reader("cegis", settings);
  options.ops = cegis::defaultOps();
  std::optional<std::vector<std::string>> ops = reader.read<std::vector<std::string>>("ops");
  bool icmp = reader.read<bool>("icmp").value_or(false);
  if (ops) options.ops = readOps(reader, *ops);
  if (icmp)
    for (const char* word : {"icmp", "select"})
      for (const verify::ComponentOp& op : cegis::opsNamed(word))
        if (std::find(options.ops.begin(), options.ops.end(), op) == options.ops.end()) options.ops.push_back(op);
  if (auto values = reader.read<std::vector<int64_t>>("consts")) options.constants = *values;
  options.shortest = reader.read<bool>("shortest").value_or(false);
  if (auto width = reader.read<int64_t>("narrow")) {
    if (*width != 0 && (*width < 4 || *width > 63)) reader.reject("narrow", "is a width from 4 to 63, or 0 for none");
    else options.narrowWidth = unsigned(*width);
  }
  if (auto words = reader.read<std::vector<std::string>>("components")) {
    if (ops || icmp) reader.reject("components", "replaces ops and icmp; give one or the other");
    else readComponents(reader, *words, options);
  }
  error = reader.error();
  return options;
}

class CegisEngine final : public Engine {
public:
  explicit CegisEngine(cegis::CegisOptions options) : options_(std::move(options)) {}

  std::string_view name() const override { return "cegis"; }

  // Engine::scopeProblem: outside the integer fragment its components are drawn from.
  std::string scopeProblem(const ir::Function& cut) const override { return integerFragmentUnsupportedReason(cut); }

  EngineResult run(const EngineRequest& request) override {
    auto start = std::chrono::steady_clock::now();
    EngineResult out;
    unsigned length = countInstructions(request.cut);
    if (length == 0 && !options_.shortest) {
      out.unsupported = integerFragmentUnsupportedReason(request.cut);
      return out;
    }
    cegis::CegisLimits limits;
    limits.maxLength = options_.shortest ? request.budget.maxInsts : std::min(request.budget.maxInsts, length - 1);
    limits.seconds = request.budget.seconds;
    limits.queryTimeoutMs = request.budget.queryTimeoutMs;
    cegis::CegisResult found = cegis::search(request.cut, request.dl, options_, limits);
    out.unsupported = found.unsupported;
    out.stats = engineStats(found.stats);
    out.optimal = found.optimal;
    if (out.unsupported.empty()) keepIfCheaper(request, std::move(found.best), options_.shortest, out);
    for (EngineRewrite& rewrite : out.rewrites) {
      rewrite.foundSeconds = found.stats.seconds;
      rewrite.proofSeconds = found.stats.proofSeconds;
      rewrite.constantMethod = "cegis";
    }
    out.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
  }

private:
  cegis::CegisOptions options_;
};

} // namespace

std::unique_ptr<Engine> createCegisEngine(const EngineSettings& settings, std::string& error) {
  cegis::CegisOptions options = cegisOptions(settings, error);
  if (!error.empty()) return nullptr;
  return std::make_unique<CegisEngine>(std::move(options));
}

} // namespace theseus::synth
