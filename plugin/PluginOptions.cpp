#include "plugin/PluginOptions.h"

#include "store/ProofLedger.h"

#include <llvm/Support/CommandLine.h>

#include <algorithm>
#include <cstdlib>

namespace theseus::plugin {

namespace {

llvm::cl::opt<std::string> cacheUrl("theseus-cache", llvm::cl::desc("Theseus rewrite cache URL"), llvm::cl::init(""));
llvm::cl::opt<bool> noCache("theseus-no-cache", llvm::cl::desc("Theseus: no rewrite cache"));
llvm::cl::opt<bool> cacheOnly("theseus-cache-only", llvm::cl::desc("Theseus: apply cached rewrites only, never synthesize"));
llvm::cl::opt<bool> trustCache("theseus-trust-cache", llvm::cl::desc("Theseus: do not prove cached rewrites again"));
llvm::cl::opt<std::string> proofLedger("theseus-proof-ledger",
                                       llvm::cl::desc("Theseus: ledger of cached rewrites proved here (PATH, or none)"),
                                       llvm::cl::init(""));
llvm::cl::opt<bool> verifyWhole("theseus-verify-whole", llvm::cl::desc("Theseus: check changed loop-free functions whole"));
llvm::cl::opt<unsigned> depth("theseus-depth", llvm::cl::desc("Theseus cut depth bound"), llvm::cl::init(4));
llvm::cl::opt<unsigned> maxInsts("theseus-max-insts", llvm::cl::desc("Theseus: instructions a rewrite may have"), llvm::cl::init(3));
llvm::cl::opt<double> timeLimit("theseus-time-limit", llvm::cl::desc("Theseus synthesis seconds per cut"), llvm::cl::init(10));
llvm::cl::opt<std::string> mcpu("theseus-mcpu", llvm::cl::desc("Theseus cost model CPU"), llvm::cl::init("x86-64-v3"));
llvm::cl::opt<std::string> engine("theseus-engine", llvm::cl::desc("Theseus synthesis engine"), llvm::cl::init(""));
llvm::cl::opt<std::string> peepholeDatabase("theseus-peephole-db", llvm::cl::desc("the table of the peephole-db engine"), llvm::cl::init(""));
llvm::cl::list<std::string> engineSettings("theseus-engine-setting",
                                           llvm::cl::desc("Theseus: a setting of the engine, NAME=VALUE (repeatable)"));
llvm::cl::opt<std::string> reportPath("theseus-report", llvm::cl::desc("Theseus: append a JSON report per module"), llvm::cl::init(""));
llvm::cl::opt<bool> verbose("theseus-verbose", llvm::cl::desc("Theseus: a summary line per module"));
llvm::cl::opt<bool> timing("theseus-timing", llvm::cl::desc("Theseus: the time of each phase per module"));
llvm::cl::opt<bool> noPrefilter("theseus-no-prefilter", llvm::cl::desc("Theseus cache-only: extract and look up every cut"));
llvm::cl::opt<bool> noShapeMemo("theseus-no-shape-memo", llvm::cl::desc("Theseus: build every cut, even one shaped like an earlier one"));
llvm::cl::opt<bool> noSnapshot("theseus-no-snapshot", llvm::cl::desc("Theseus cache-only: do not use the proof snapshot"));
llvm::cl::opt<bool> disable("theseus-disable", llvm::cl::desc("Theseus: do nothing"));
llvm::cl::opt<std::string> objective("theseus-objective",
                                     llvm::cl::desc("Theseus: what a rewrite must improve, machine (default) or ir"),
                                     llvm::cl::init("machine"));
llvm::cl::opt<double> minShare("theseus-min-share",
                               llvm::cl::desc("Theseus: no synthesis for cuts of blocks below this share of their function"),
                               llvm::cl::init(0.01));

std::string environment(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

bool flag(const llvm::cl::opt<bool>& option, const char* variable) {
  if (option.getNumOccurrences() > 0) return option;
  std::string value = environment(variable);
  return !value.empty() && value != "0" && value != "false";
}

std::string text(const llvm::cl::opt<std::string>& option, const char* variable) {
  if (option.getNumOccurrences() > 0) return option;
  std::string value = environment(variable);
  return value.empty() ? std::string(option) : value;
}

template <typename T>
T number(const llvm::cl::opt<T>& option, const char* variable, std::string& warnings) {
  if (option.getNumOccurrences() > 0) return option;
  std::string value = environment(variable);
  if (value.empty()) return option;
  char* end = nullptr;
  double parsed = std::strtod(value.c_str(), &end);
  if (end == value.c_str() || *end != '\0' || parsed < 0) {
    warnings += std::string("theseus plugin: warning: ") + variable + "='" + value + "' is not a number; using the default\n";
    return option;
  }
  return T(parsed);
}

// The engine settings of -theseus-engine-setting, else of THESEUS_ENGINE_SETTINGS (NAME=VALUE
// items separated by `;`); a malformed one is skipped with a warning.
synth::EngineSettings engineSettingsGiven(std::string& warnings) {
  std::vector<std::string> texts(engineSettings.begin(), engineSettings.end());
  if (texts.empty()) {
    std::string value = environment("THESEUS_ENGINE_SETTINGS");
    for (size_t start = 0; !value.empty() && start <= value.size();) {
      size_t end = std::min(value.find(';', start), value.size());
      if (end > start) texts.push_back(value.substr(start, end - start));
      start = end + 1;
    }
  }
  synth::EngineSettings out;
  for (const std::string& text : texts) {
    std::string error;
    if (std::optional<synth::EngineSetting> setting = synth::parseEngineSetting(text, error)) out.push_back(std::move(*setting));
    else warnings += "theseus plugin: warning: " + error + "; ignored\n";
  }
  return out;
}

} // namespace

PluginSettings currentSettings(std::string& warnings) {
  PluginSettings s;
  s.disabled = flag(disable, "THESEUS_DISABLE");
  if (s.disabled) return s;
  s.options.cut.depth = number(depth, "THESEUS_DEPTH", warnings);
  s.options.budget.maxInsts = number(maxInsts, "THESEUS_MAX_INSTS", warnings);
  s.options.budget.seconds = number(timeLimit, "THESEUS_TIME_LIMIT", warnings);
  s.options.mcpu = text(mcpu, "THESEUS_MCPU");
  std::string objectiveText = text(objective, "THESEUS_OBJECTIVE");
  if (std::optional<driver::Objective> chosen = driver::objectiveFromName(objectiveText)) s.options.objective = *chosen;
  else warnings += "theseus plugin: warning: objective '" + objectiveText + "' is neither machine nor ir; using machine\n";
  if (s.options.objective == driver::Objective::Ir) s.options.costModel = "ir";
  s.options.minBlockShare = std::min(1.0, number(minShare, "THESEUS_MIN_SHARE", warnings));
  s.options.cacheOnly = flag(cacheOnly, "THESEUS_CACHE_ONLY");
  s.options.trustCache = flag(trustCache, "THESEUS_TRUST_CACHE");
  std::string ledger = text(proofLedger, "THESEUS_PROOF_LEDGER");
  if (ledger.empty()) ledger = store::defaultProofLedgerPath();
  s.options.proofLedgerPath = ledger == "none" ? "" : ledger;
  s.options.verifyWhole = flag(verifyWhole, "THESEUS_VERIFY_WHOLE");
  s.sources.cacheUrl = text(cacheUrl, "THESEUS_CACHE");
  s.sources.noCache = flag(noCache, "THESEUS_NO_CACHE");
  s.sources.engine = text(engine, "THESEUS_ENGINE");
  s.sources.peepholeDatabase = text(peepholeDatabase, "THESEUS_PEEPHOLE_DB");
  s.sources.engineSettings = engineSettingsGiven(warnings);
  s.reportPath = text(reportPath, "THESEUS_REPORT");
  s.verbose = flag(verbose, "THESEUS_VERBOSE");
  s.timing = flag(timing, "THESEUS_TIMING");
  s.options.timePhases = s.timing;
  s.options.keyPrefilter = !flag(noPrefilter, "THESEUS_NO_PREFILTER");
  s.options.describeCuts = !s.reportPath.empty();
  s.options.recordBlockShare = s.options.describeCuts;
  s.options.shapeMemo = !flag(noShapeMemo, "THESEUS_NO_SHAPE_MEMO");
  s.snapshot = !flag(noSnapshot, "THESEUS_NO_SNAPSHOT");
  return s;
}

} // namespace theseus::plugin
