// theseus synth-cut: one cut (a canonical cut module defining @f) synthesized into the rewrite
// cache. `theseus harvest` runs it in its worker processes.
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "driver/CachedRewrites.h"
#include "driver/Session.h"
#include "store/RewriteCache.h"
#include "synth/engine/Profit.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/OptCommand.h"
#include "tools/theseus/Verbs.h"

#include <iostream>

namespace theseus::tools {

namespace {

const char* const kSynthCutHelp = R"(usage: theseus synth-cut CUT.ll --cache URL [pipeline options]

Synthesizes a cheaper proved rewrite of the cut @f of CUT.ll (a canonical cut module, as written
by `theseus harvest`) and stores the result in the cache: the rewrite, or "none within budget".
This is the worker process of `theseus harvest`; the pipeline options are those of `theseus opt`.

exit codes: 0 a rewrite was proved and stored, 2 none within the budget (or solver unknowns),
3 the cut is unsupported by the engine, 4 bad input or a store failure
)";

int fail(const std::string& message) {
  std::cerr << "theseus synth-cut: error: " << message << "\n";
  return ExitBadInput;
}

} // namespace

int runSynthCut(const std::vector<std::string>& args) {
  std::set<std::string> flags = pipelineFlagOptions();
  flags.insert("help");
  CommandLine cl(args, pipelineValuedOptions(), flags);
  if (cl.has("help")) {
    std::cout << kSynthCutHelp;
    return ExitOk;
  }
  std::string error;
  std::optional<driver::DriverOptions> options = pipelineOptions(cl, error);
  if (!options) return fail(error);
  if (cl.positional().size() != 1) return fail("expected one cut module");
  options->cacheOnly = false;
  bridge::Diagnostic diag;
  auto m = bridge::importFile(cl.positional().front(), diag, bridge::ImportOptions{.memory = true});
  if (!m) return fail(diag.str());
  if (auto it = m->unsupported.find("f"); it != m->unsupported.end()) {
    std::cerr << it->second.str() << "\n";
    return ExitUnsupported;
  }
  const ir::Function* cut = m->module->find("f");
  if (!cut) return fail(cl.positional().front() + ": no function @f");
  std::optional<driver::PipelineParts> parts = driver::openPipeline(pipelineSources(cl), *options, error);
  if (!parts || !parts->store) return fail(parts ? "synth-cut needs a cache" : error);
  synth::EngineResult found = synth::searchUnlessFree(*parts->engine, {*cut, m->module->dataLayout, options->budget, *parts->pricing, options->mcpu});
  if (!found.unsupported.empty()) {
    std::cerr << "unsupported: " << found.unsupported << "\n";
    return ExitUnsupported;
  }
  std::string rewriteText;
  if (!driver::storeSynthesis(*parts->store, *cut, m->module->dataLayout, *options, found, parts->engine->name(), rewriteText, error))
    return fail(error);
  bool proved = !found.rewrites.empty();
  if (!proved && found.stats.unknowns > 0) std::cerr << found.stats.unknowns << " solver unknowns, nothing proved\n";
  return proved ? ExitOk : ExitUnknown;
}

static const VerbRegistration kSynthCutVerb{"synth-cut", "synthesize one cut module into the rewrite cache (harvest's worker process)",
                                            runSynthCut};

} // namespace theseus::tools
