// `theseus synth`: an engine from the factory (default the minotaur engine's search, Algorithm
// 4, synth/minotaur/MinotaurEngine.h) on one loop-free function, with the engine's settings as
// flags.
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "driver/PeepholeTables.h"
#include "driver/RunReport.h"
#include "ir/Printer.h"
#include "synth/EngineFactory.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/OptCommand.h"
#include "tools/theseus/FunctionInput.h"
#include "tools/theseus/Verbs.h"

#include <llvm/Support/JSON.h>
#include <llvm/Support/raw_ostream.h>

#include <fstream>
#include <iostream>

namespace theseus::tools {

namespace {

const char* const kSynthHelp = R"(usage: theseus synth FILE.ll [--function F] [options]

Synthesizes refinements of F (one loop-free block over integers and integer vectors) that are
cheaper than F, with an engine of the factory. The minotaur engine (default): an instruction
pool from F's arguments and values, symbolic constants and holes; hole filling up to
--max-insts new instructions, pruned by cost; candidates in cost order through test vectors,
constant solving (CEGIS or one exists-forall query) and the refinement checker. Only proved rewrites are printed, cheapest first, each as a function @tgt with its costs; then
the search figures. A solver timeout or `unknown` never yields a rewrite.

options:
  --function F       the function (default: the only one, or @src)
  --engine NAME      the search engine by its factory name: minotaur (default), massalin, stoke,
                     cegis, peephole-db or portfolio;
                     --constant-timeout-ms, --constants, --ops, --flags, --no-x86, --typed, --all,
                     --trace and --dump-candidates are the minotaur engine's settings, an error
                     with an engine that has no such setting
  --peephole-db FILE the table of the peephole-db engine (its `database` setting; theseus
                     peephole-db build writes one)
  --engine-setting NAME=VALUE  any setting of the engine, as its guide lists them (repeatable;
                     VALUE true/false is a flag, an integer a number, a comma list a list)
  --max-insts N      new instructions per candidate (default 3)
  --time-limit S     wall-clock seconds for the search (default 60); partial results are kept
  --query-timeout-ms N  per solver query (default 10000)
  --constant-timeout-ms N  per query for constants (default 2000, at most --query-timeout-ms)
  --cost MODEL       pruning model: isel (default) or tti
  --cost-kind K      tti's cost kind: throughput (default), latency, code-size, size-and-latency
  --precise MODEL    final order among proved rewrites: mca (default), isel, tti or none
  --mcpu CPU         the CPU priced (default x86-64-v3; never the host)
  --constants M      auto (default), cegis or quantified
  --ops LIST         only these operations in the pool (opcode, intrinsic without llvm., x86 row
                     without llvm.x86.), comma-separated
  --flags            binary operations also with nuw/nsw/exact/disjoint
  --no-x86           no x86 intrinsic rows in the pool
  --typed            bitcasts are explicit instructions (default: Minotaur's untyped view, a
                     vector may be read as any same-size type through an uncounted bitcast)
  --all              every proved rewrite cheaper than F (default: the cheapest)
  -o OUT.ll          a module with F as @src and the best rewrite as @tgt (not written when none)
  --json             the result as one JSON object instead of text
  --trace            every candidate phase 3 examines, and its fate, on stderr
  --dump-candidates OUT.ll  every complete candidate the pruning model priced, as priced (holes
                     as extra arguments, constants as placeholders), as @c0, @c1, ... (at most
                     20,000), for bench/cost_fidelity

exit codes: 0 searched (with or without a rewrite; "; no cheaper refinement found" when none),
3 unsupported function, 4 bad input
)";

int badInput(const std::string& message) {
  std::cerr << "theseus synth: error: " << message << "\n";
  return ExitBadInput;
}

// The rewrites as one module: @tgt, @tgt2, ... with their intrinsic declarations.
std::string rewritesText(const synth::EngineResult& r, const ir::DataLayout& dl) {
  ir::Module m;
  m.dataLayout = dl;
  for (size_t i = 0; i < r.rewrites.size(); ++i) m.addFunction(r.rewrites[i].function->clone(i ? "tgt" + std::to_string(i + 1) : "tgt"));
  return ir::toString(m);
}

// The minotaur engine's figures.
void printMinotaurStatsText(const synth::EngineStats& s) {
  std::cout << "; pool: " << s.counter("pool-inputs") << " inputs, " << s.counter("pool-templates") << " templates\n"
            << "; candidates generated: " << s.counter("generated") << ", complete: " << s.candidates
            << ", pruned by cost: " << s.counter("pruned-by-cost") << ", duplicates: " << s.counter("duplicates")
            << ", truncated: " << s.counter("truncated") << ", unsolvable constants: " << s.counter("unsolvable-constants") << "\n"
            << "; rejected by test vectors: " << s.counter("rejected-by-vectors") << ", counterexamples: " << s.counterexamples << "\n"
            << "; smt queries: " << s.smtQueries << " (quantified " << s.counter("quantified-queries") << ", cegis iterations "
            << s.counter("cegis-iterations") << ", unknown " << s.unknowns << ")\n"
            << "; time: pool " << s.timing("pool") << " s, enumerate " << s.timing("enumerate") << " s, verify " << s.timing("verify")
            << " s (constants " << s.timing("constants") << " s, proofs " << s.timing("proofs") << " s)"
            << (s.timedOut ? " (time limit reached)" : "") << "\n";
}

// Any other engine's figures: the common ones, then its counters and timings by name.
void printEngineStatsText(const synth::EngineStats& s) {
  std::cout << "; candidates: " << s.candidates << ", smt queries: " << s.smtQueries << " (unknown " << s.unknowns
            << ", counterexamples " << s.counterexamples << ")\n";
  for (const synth::EngineCounter& c : s.counters) std::cout << "; " << c.name << ": " << c.value << "\n";
  for (const synth::EngineTiming& t : s.timings) std::cout << "; " << t.name << " time: " << t.seconds << " s\n";
  std::cout << "; time: " << s.seconds << " s" << (s.timedOut ? " (time limit reached)" : "") << "\n";
}

void printText(const synth::Engine& engine, const synth::EngineResult& r, const ir::DataLayout& dl, const std::string& name,
               const std::string& models) {
  std::cout << "; synth @" << name << " (" << models << "): source cost " << r.sourceCost << "\n";
  if (r.rewrites.empty()) std::cout << "; no cheaper refinement found\n";
  for (size_t i = 0; i < r.rewrites.size(); ++i) {
    const auto& rw = r.rewrites[i];
    std::cout << "; rewrite " << i + 1 << ": cost " << rw.cost << ", precise cost " << rw.preciseCost << ", constants "
              << (rw.constantMethod.empty() ? "none" : rw.constantMethod) << ", found after " << rw.foundSeconds << " s (verified in "
              << rw.proofSeconds << " s)\n";
  }
  if (!r.rewrites.empty()) std::cout << rewritesText(r, dl);
  if (engine.name() == "minotaur") printMinotaurStatsText(r.stats);
  else printEngineStatsText(r.stats);
}

// The minotaur engine's figures as members of the object `j` is writing.
void writeMinotaurStatsJson(llvm::json::OStream& j, const synth::EngineStats& s) {
  j.attribute("generated", s.counter("generated"));
  j.attribute("complete", s.candidates);
  j.attribute("pruned_by_cost", s.counter("pruned-by-cost"));
  j.attribute("unsolvable_constants", s.counter("unsolvable-constants"));
  j.attribute("duplicates", s.counter("duplicates"));
  j.attribute("rejected_by_vectors", s.counter("rejected-by-vectors"));
  j.attribute("smt_queries", s.smtQueries);
  j.attribute("quantified_queries", s.counter("quantified-queries"));
  j.attribute("cegis_iterations", s.counter("cegis-iterations"));
  j.attribute("sketches_given_up", s.counter("sketches-given-up"));
  j.attribute("constant_rounds", s.counter("constant-rounds"));
  j.attribute("unknowns", s.unknowns);
  j.attribute("counterexamples", s.counterexamples);
  driver::jsonNumberAttribute(j, "pool_seconds", s.timing("pool"));
  driver::jsonNumberAttribute(j, "enumerate_seconds", s.timing("enumerate"));
  driver::jsonNumberAttribute(j, "verify_seconds", s.timing("verify"));
  driver::jsonNumberAttribute(j, "constant_seconds", s.timing("constants"));
  driver::jsonNumberAttribute(j, "proof_seconds", s.timing("proofs"));
}

// `name` as a JSON key: dashes become underscores.
std::string jsonKey(std::string name) {
  for (char& c : name)
    if (c == '-') c = '_';
  return name;
}

// Any other engine's figures as members of the object `j` is writing: the common ones, then
// its counters and timings.
void writeEngineStatsJson(llvm::json::OStream& j, const synth::EngineStats& s) {
  j.attribute("candidates", s.candidates);
  j.attribute("smt_queries", s.smtQueries);
  j.attribute("unknowns", s.unknowns);
  j.attribute("counterexamples", s.counterexamples);
  for (const synth::EngineCounter& c : s.counters) j.attribute(jsonKey(c.name), c.value);
  for (const synth::EngineTiming& t : s.timings) driver::jsonNumberAttribute(j, jsonKey(t.name + "_seconds"), t.seconds);
  driver::jsonNumberAttribute(j, "seconds", s.seconds);
}

void printJson(const synth::Engine& engine, const synth::EngineResult& r, const std::string& name) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::json::OStream j(os);
  j.object([&] {
    j.attribute("function", name);
    driver::jsonNumberAttribute(j, "source_cost", r.sourceCost);
    j.attributeArray("rewrites", [&] {
      for (const auto& rw : r.rewrites)
        j.object([&] {
          driver::jsonNumberAttribute(j, "cost", rw.cost);
          driver::jsonNumberAttribute(j, "precise_cost", rw.preciseCost);
          j.attribute("constants", rw.constantMethod.empty() ? "none" : rw.constantMethod);
          driver::jsonNumberAttribute(j, "found_seconds", rw.foundSeconds);
          j.attribute("ir", ir::toString(*rw.function));
        });
    });
    if (engine.name() == "minotaur") writeMinotaurStatsJson(j, r.stats);
    else writeEngineStatsJson(j, r.stats);
    j.attribute("timed_out", r.stats.timedOut);
  });
  std::cout << text << "\n";
}

// Writes `src` as @src and the best rewrite as @tgt into `path`.
bool writePair(const std::string& path, const ir::Function& src, const synth::EngineResult& r, const ir::DataLayout& dl) {
  ir::Module m;
  m.dataLayout = dl;
  m.addFunction(src.clone("src"));
  m.addFunction(r.rewrites.front().function->clone("tgt"));
  std::ofstream out(path);
  out << ir::toString(m);
  return bool(out);
}

// Writes the priced candidates as @c0, @c1, ... into `path`.
bool writeCandidates(const std::string& path, const std::vector<std::unique_ptr<ir::Function>>& candidates, const ir::DataLayout& dl) {
  ir::Module m;
  m.dataLayout = dl;
  for (size_t i = 0; i < candidates.size(); ++i) m.addFunction(candidates[i]->clone("c" + std::to_string(i)));
  std::ofstream out(path);
  out << ir::toString(m);
  return bool(out);
}

// The budget the flags give; false with `error` for a bad value.
bool parseBudget(CommandLine& cl, synth::EngineBudget& budget, std::string& error) {
  budget.seconds = 60;
  if (auto n = cl.unsignedValue("max-insts")) budget.maxInsts = *n;
  if (auto n = cl.unsignedValue("query-timeout-ms")) budget.queryTimeoutMs = std::max(1u, *n);
  if (auto t = cl.value("time-limit")) {
    try {
      budget.seconds = std::stod(*t);
    } catch (const std::exception&) {
      budget.seconds = -1;
    }
    if (!(budget.seconds > 0)) return error = "--time-limit: '" + *t + "' is not a positive number", false;
  }
  return true;
}

// The engine settings the flags give (only the flags given, so an engine that does not read
// one rejects it); false with `error` for a bad value.
bool parseSettings(CommandLine& cl, synth::EngineSettings& settings, std::string& error) {
  if (auto n = cl.unsignedValue("constant-timeout-ms")) settings.push_back({"constant-timeout-ms", int64_t(std::max(1u, *n))});
  if (auto c = cl.value("constants")) {
    if (*c != "auto" && *c != "cegis" && *c != "quantified") return error = "--constants: expected auto, cegis or quantified", false;
    settings.push_back({"constants", *c});
  }
  if (cl.has("ops")) settings.push_back({"ops", cl.commaList("ops")});
  if (cl.has("flags")) settings.push_back({"flags", true});
  if (cl.has("no-x86")) settings.push_back({"x86", false});
  if (cl.has("typed")) settings.push_back({"typed", true});
  if (cl.has("all")) settings.push_back({"all", true});
  if (cl.has("trace")) settings.push_back({"trace", true});
  if (cl.has("dump-candidates")) settings.push_back({"priced-candidates", true});
  if (auto db = cl.value("peephole-db")) settings.push_back({"database", *db});
  if (!engineSettingsFrom(cl, settings, error)) return false;
  return true;
}

} // namespace

int runSynth(const std::vector<std::string>& args) {
  CommandLine cl(args, {"function", "engine", "max-insts", "time-limit", "query-timeout-ms", "constant-timeout-ms", "cost", "cost-kind", "precise", "mcpu", "constants", "ops", "o", "dump-candidates", "peephole-db", "engine-setting"},
                 {"all", "json", "flags", "no-x86", "typed", "trace", "help"});
  if (cl.has("help")) {
    std::cout << kSynthHelp;
    return ExitOk;
  }
  synth::EngineBudget budget;
  synth::EngineSettings settings;
  std::string error;
  if (!parseBudget(cl, budget, error) || !parseSettings(cl, settings, error)) return badInput(error);
  if (!cl.ok()) return badInput(cl.error());
  if (cl.positional().size() != 1) return badInput("expected one file (see theseus synth --help)");
  driver::installPeepholeTables();
  std::unique_ptr<synth::Engine> engine = synth::createEngine(cl.value("engine").value_or("minotaur"), settings, error);
  if (!engine) return badInput(error);
  cost::CostOptions co;
  co.mcpu = cl.value("mcpu").value_or("x86-64-v3");
  co.costKind = cl.value("cost-kind").value_or("throughput");
  std::string pruningName = cl.value("cost").value_or("isel");
  if (pruningName != "isel" && pruningName != "tti") return badInput("--cost: expected isel or tti");
  auto pruning = cost::createCostModel(pruningName, co, error);
  if (!pruning) return badInput(error);
  std::string preciseName = cl.value("precise").value_or("mca");
  std::unique_ptr<cost::CostModel> precise;
  if (preciseName != "none" && !(precise = cost::createCostModel(preciseName, co, error))) return badInput("--precise: " + error);

  int readExit = ExitOk;
  std::optional<FunctionInput> input = readFunctionInput(cl, "synth", readExit);
  if (!input) return readExit;
  const ir::Function* src = input->function;
  const std::string& name = src->name();
  const ir::DataLayout& dl = input->imported.module->dataLayout;

  synth::EngineRequest request{*src, dl, budget, *pruning, co.mcpu, precise.get()};
  synth::EngineResult r = engine->run(request);
  if (auto dump = cl.value("dump-candidates"); dump && !writeCandidates(*dump, r.pricedCandidates, dl)) return badInput("cannot write " + *dump);
  if (!r.unsupported.empty()) {
    std::cerr << "theseus synth: unsupported: @" << name << ": " << r.unsupported
              << (pruningName == "isel" && r.unsupported.find("cannot price") != std::string::npos ? " (try --cost tti)" : "") << "\n";
    return ExitUnsupported;
  }
  std::string models = pruningName + " pruning, " + preciseName + " order, " + co.mcpu;
  if (cl.has("json")) printJson(*engine, r, name);
  else printText(*engine, r, dl, name, models);
  if (auto out = cl.value("o"); out && !r.rewrites.empty() && !writePair(*out, *src, r, dl)) return badInput("cannot write " + *out);
  return ExitOk;
}

static const VerbRegistration kSynthVerb{"synth", "cheaper proved refinements of a loop-free function (Minotaur)", runSynth};

} // namespace theseus::tools
