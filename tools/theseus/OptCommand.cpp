#include "tools/theseus/OptCommand.h"

#include "cost/CostModel.h"
#include "cut/extract/Analyses.h"
#include "driver/RunReport.h"
#include "store/ProofLedger.h"
#include "store/RewriteCache.h"
#include "tools/theseus/Verbs.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <fstream>
#include <iostream>

namespace theseus::tools {

const char* const kPipelineOptionsHelp = R"(  --depth B            cut depth bound (default 4)
  --max-insts N        instructions a rewrite may have (default 3)
  --time-limit S       synthesis time per cut, seconds (default 10)
  --query-timeout-ms N per solver query (default 10000)
  --mcpu CPU           target CPU of the cost model and cache key (default x86-64-v3)
  --engine E           synthesis engine: portfolio (default: the engines below in one
                       budget, docs/portfolio.md), minotaur, massalin, stoke, cegis or
                       peephole-db
  --peephole-db FILE   the table of the peephole-db engine (theseus peephole-db build)
  --engine-setting NAME=VALUE  a setting of the engine, as its guide lists them (repeatable;
                       e.g. beta=2 for stoke, members=massalin,stoke for portfolio)
  --cache URL          sqlite:PATH, PATH, or redis://HOST:PORT (default: ~/.cache/theseus/rewrites.db)
  --no-cache           no cache at all
  --cache-only         never synthesize; apply cached rewrites only
  --trust-cache        apply cached rewrites without proving them again
  --proof-ledger P     where this machine records the cached rewrites it proved, so that a
                       rewrite proved here on exactly its cut is not proved again (default
                       ~/.cache/theseus/proofs.db; `none`: prove every hit again)
  --min-cut N          skip cuts of fewer instructions (default 2)
  --objective O        what a rewrite must improve: machine (default: its function's machine
                       code, block-frequency weighted, must get cheaper under llvm-mca) or ir
                       (IR instructions by weight, whatever the backend makes of them; cache
                       entries under the ir cost model)
  --min-share S        no synthesis for cuts whose block executes less than S (0..1) of their
                       function's estimated instructions (default 0: every cut)
  --keep-control-flow  keep the region's branches in every cut (default: only when a phi needs them)
  --no-memory-cuts     make every load an input (default: keep loads whose memory the cut
                       describes, docs/realcode.md "Cuts with memory")
)";

const char* const kOptHelp = R"(usage: theseus opt IN.ll|IN.bc -o OUT.ll|OUT.bc [options]

For each integer or floating-point instruction, extracts a loop-free cut (Minotaur's Algorithm 1),
looks it up in the rewrite cache (proving a cached rewrite again unless --trust-cache),
synthesizes on a miss, and replaces the instruction by a proved cheaper rewrite. Only proved
rewrites are applied.

options:
)";

const char* const kOptHelpTail = R"(  --verify-whole       also check each changed loop-free function whole against the original;
                       an incorrect or unknown verdict writes no output
  --report R.json      the cuts, their outcomes, costs and times as JSON

exit codes: 0 written, 1 a whole-function check found the result incorrect, 2 a whole-function
check was unknown, 4 bad input (unreadable module, bad option, unopenable cache)
)";

std::set<std::string> pipelineValuedOptions() {
  return {"depth", "max-insts", "time-limit", "mcpu", "cache", "engine", "query-timeout-ms", "min-cut", "proof-ledger", "peephole-db",
          "engine-setting", "objective", "min-share"};
}

std::set<std::string> pipelineFlagOptions() { return {"cache-only", "trust-cache", "verify-whole", "no-cache", "keep-control-flow", "no-memory-cuts"}; }

std::optional<double> secondsValue(const std::string& text) {
  try {
    size_t used = 0;
    double value = std::stod(text, &used);
    if (used != text.size() || !(value >= 0)) return std::nullopt;
    return value;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::optional<driver::DriverOptions> pipelineOptions(CommandLine& cl, std::string& error) {
  driver::DriverOptions options;
  if (auto v = cl.unsignedValue("depth")) options.cut.depth = *v;
  if (auto v = cl.unsignedValue("max-insts")) options.budget.maxInsts = *v;
  if (auto v = cl.unsignedValue("query-timeout-ms")) options.budget.queryTimeoutMs = std::max(1u, *v);
  if (auto v = cl.unsignedValue("min-cut")) options.minCutInstructions = *v;
  if (!cl.ok()) {
    error = cl.error();
    return std::nullopt;
  }
  if (auto text = cl.value("time-limit")) {
    auto seconds = secondsValue(*text);
    if (!seconds) {
      error = "--time-limit: '" + *text + "' is not a number of seconds";
      return std::nullopt;
    }
    options.budget.seconds = *seconds;
  }
  if (auto cpu = cl.value("mcpu")) options.mcpu = *cpu;
  if (auto name = cl.value("objective")) {
    std::optional<driver::Objective> objective = driver::objectiveFromName(*name);
    if (!objective) {
      error = "--objective: '" + *name + "' is neither machine nor ir";
      return std::nullopt;
    }
    options.objective = *objective;
    if (*objective == driver::Objective::Ir) options.costModel = "ir";
  }
  if (auto text = cl.value("min-share")) {
    auto share = secondsValue(*text);
    if (!share || *share > 1) {
      error = "--min-share: '" + *text + "' is not a share between 0 and 1";
      return std::nullopt;
    }
    options.minBlockShare = *share;
  }
  options.cacheOnly = cl.has("cache-only");
  options.trustCache = cl.has("trust-cache");
  std::string ledger = cl.value("proof-ledger").value_or(store::defaultProofLedgerPath());
  options.proofLedgerPath = ledger == "none" ? "" : ledger;
  options.verifyWhole = cl.has("verify-whole");
  options.cut.keepControlFlow = cl.has("keep-control-flow");
  options.cut.keepLoads = !cl.has("no-memory-cuts");
  if (options.cacheOnly && cl.has("no-cache")) {
    error = "--cache-only needs a cache (drop --no-cache)";
    return std::nullopt;
  }
  synth::EngineSettings settings;
  if (!engineSettingsFrom(cl, settings, error)) return std::nullopt;
  return options;
}


bool engineSettingsFrom(const CommandLine& cl, synth::EngineSettings& settings, std::string& error) {
  for (const std::string& text : cl.values("engine-setting")) {
    std::optional<synth::EngineSetting> setting = synth::parseEngineSetting(text, error);
    if (!setting) return error = "--engine-setting: " + error, false;
    settings.push_back(std::move(*setting));
  }
  return true;
}

driver::PipelineSources pipelineSources(const CommandLine& cl) {
  driver::PipelineSources sources{cl.value("engine").value_or(""), cl.value("cache").value_or(""), cl.has("no-cache")};
  sources.peepholeDatabase = cl.value("peephole-db").value_or("");
  std::string unused;
  engineSettingsFrom(cl, sources.engineSettings, unused);
  sources.createCostModel = &cost::createCostModel;
  return sources;
}

namespace {

int badInput(const std::string& message) {
  std::cerr << "theseus opt: error: " << message << "\n";
  return ExitBadInput;
}

void printSummary(const driver::DriverReport& report) {
  std::cerr << "theseus opt: " << report.candidates << " candidates, " << report.cuts.size() << " cuts, " << report.applied
            << " rewrites applied (" << report.cacheHits << " cache hits, " << report.cacheMisses << " misses, " << report.synthesized
            << " synthesized)\n";
  for (const driver::WholeCheck& w : report.whole)
    std::cerr << "theseus opt: whole @" << w.function << ": " << w.verdict << (w.reason.empty() ? "" : " (" + w.reason + ")") << "\n";
}

bool writeReport(const std::string& path, const driver::DriverReport& report, const std::string& input) {
  std::ofstream os(path);
  os << driver::reportJson(report, input);
  return bool(os);
}

} // namespace

int runOpt(const std::vector<std::string>& args) {
  std::set<std::string> valued = pipelineValuedOptions();
  valued.insert({"o", "report"});
  std::set<std::string> flags = pipelineFlagOptions();
  flags.insert("help");
  CommandLine cl(args, valued, flags);
  if (cl.has("help")) {
    std::cout << kOptHelp << kPipelineOptionsHelp << kOptHelpTail;
    return ExitOk;
  }
  std::string error;
  std::optional<driver::DriverOptions> options = pipelineOptions(cl, error);
  if (!options) return badInput(error);
  if (cl.positional().size() != 1) return badInput("expected one input module (see theseus opt --help)");
  if (!cl.value("o")) return badInput("-o OUT is required");
  options->recordBlockShare = cl.value("report").has_value();
  std::string input = cl.positional().front();

  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> m = driver::readModule(input, context, error);
  if (!m) {
    std::cerr << error << "\n";
    return ExitBadInput;
  }
  std::optional<driver::PipelineParts> parts = driver::openPipeline(pipelineSources(cl), *options, error);
  if (!parts) return badInput(error);
  driver::DriverReport report;
  {
    cut::AnalysisSession session;
    driver::Driver driver(*options, parts->engine.get(), parts->store.get(), *parts->pricing);
    driver.optimizeModule(*m, session.functions(), report);
  }
  printSummary(report);
  if (auto path = cl.value("report"); path && !writeReport(*path, report, input)) return badInput("cannot write " + *path);
  std::string complaint;
  llvm::raw_string_ostream os(complaint);
  if (llvm::verifyModule(*m, &os)) {
    std::cerr << "theseus opt: internal error: the optimized module fails LLVM's verifier; nothing written\n" << os.str();
    return ExitUnknown;
  }
  if (report.wholeCheckFailed) {
    bool incorrect = false;
    for (auto& w : report.whole) incorrect = incorrect || w.verdict == "incorrect";
    std::cerr << "theseus opt: error: a whole-function check did not prove the result; nothing written\n";
    return incorrect ? ExitIncorrect : ExitUnknown;
  }
  if (!driver::writeModule(*m, *cl.value("o"), error)) return badInput(error);
  return ExitOk;
}

static const VerbRegistration kOptVerb{"opt", "superoptimize an LLVM module with proved rewrites (cut, cache, synthesize, apply)", runOpt};

} // namespace theseus::tools
