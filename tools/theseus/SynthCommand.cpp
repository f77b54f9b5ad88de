// `theseus synth`: the minotaur engine's search, Algorithm 4, on one loop-free function
// (synth/minotaur/Synth.h), with all of its options.
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "driver/RunReport.h"
#include "ir/Printer.h"
#include "synth/minotaur/Synth.h"
#include "tools/theseus/CommandLine.h"
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
cheaper than F: an instruction pool from F's arguments and values, symbolic constants and holes;
hole filling up to --max-insts new instructions, pruned by cost; candidates in cost order through
test vectors, constant solving (CEGIS or one exists-forall query) and the refinement checker.
Only proved rewrites are printed, cheapest first, each as a function @tgt with its costs; then
the search figures. A solver timeout or `unknown` never yields a rewrite.

options:
  --function F       the function (default: the only one, or @src)
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

std::string methodName(synth::ConstantMethod m) {
  switch (m) {
  case synth::ConstantMethod::Cegis: return "cegis";
  case synth::ConstantMethod::Quantified: return "quantified";
  case synth::ConstantMethod::Enumerated: return "enumerated";
  default: return "none";
  }
}

// The rewrites as one module: @tgt, @tgt2, ... with their intrinsic declarations.
std::string rewritesText(const synth::SynthResult& r, const ir::DataLayout& dl) {
  ir::Module m;
  m.dataLayout = dl;
  for (size_t i = 0; i < r.rewrites.size(); ++i) m.addFunction(r.rewrites[i].function->clone(i ? "tgt" + std::to_string(i + 1) : "tgt"));
  return ir::toString(m);
}

void printStatsText(const synth::SynthStats& s) {
  std::cout << "; pool: " << s.poolInputs << " inputs, " << s.poolTemplates << " templates\n"
            << "; candidates generated: " << s.generated << ", complete: " << s.complete << ", pruned by cost: " << s.prunedByCost
            << ", duplicates: " << s.duplicates << ", truncated: " << s.truncated << "\n"
            << "; rejected by test vectors: " << s.rejectedByVectors << ", counterexamples: " << s.counterexamples << "\n"
            << "; smt queries: " << s.smtQueries << " (quantified " << s.quantifiedQueries << ", cegis iterations " << s.cegisIterations
            << ", unknown " << s.unknowns << ")\n"
            << "; time: pool " << s.poolSeconds << " s, enumerate " << s.enumerateSeconds << " s, verify " << s.verifySeconds
            << " s (constants " << s.constantSeconds << " s, proofs " << s.proofSeconds << " s)" << (s.timedOut ? " (time limit reached)" : "") << "\n";
}

void printText(const synth::SynthResult& r, const ir::DataLayout& dl, const std::string& name, const std::string& models) {
  std::cout << "; synth @" << name << " (" << models << "): source cost " << r.sourceCost << "\n";
  if (r.rewrites.empty()) std::cout << "; no cheaper refinement found\n";
  for (size_t i = 0; i < r.rewrites.size(); ++i) {
    const auto& rw = r.rewrites[i];
    std::cout << "; rewrite " << i + 1 << ": cost " << rw.cost << ", precise cost " << rw.preciseCost << ", constants "
              << methodName(rw.constants) << ", found after " << rw.foundSeconds << " s (verified in "
              << rw.proofSeconds << " s)\n";
  }
  if (!r.rewrites.empty()) std::cout << rewritesText(r, dl);
  printStatsText(r.stats);
}

void printJson(const synth::SynthResult& r, const std::string& name) {
  const auto& s = r.stats;
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
          j.attribute("constants", methodName(rw.constants));
          driver::jsonNumberAttribute(j, "found_seconds", rw.foundSeconds);
          j.attribute("ir", ir::toString(*rw.function));
        });
    });
    j.attribute("generated", s.generated);
    j.attribute("complete", s.complete);
    j.attribute("pruned_by_cost", s.prunedByCost);
    j.attribute("duplicates", s.duplicates);
    j.attribute("rejected_by_vectors", s.rejectedByVectors);
    j.attribute("smt_queries", s.smtQueries);
    j.attribute("quantified_queries", s.quantifiedQueries);
    j.attribute("cegis_iterations", s.cegisIterations);
    j.attribute("unknowns", s.unknowns);
    j.attribute("counterexamples", s.counterexamples);
    driver::jsonNumberAttribute(j, "pool_seconds", s.poolSeconds);
    driver::jsonNumberAttribute(j, "enumerate_seconds", s.enumerateSeconds);
    driver::jsonNumberAttribute(j, "verify_seconds", s.verifySeconds);
    driver::jsonNumberAttribute(j, "constant_seconds", s.constantSeconds);
    driver::jsonNumberAttribute(j, "proof_seconds", s.proofSeconds);
    j.attribute("timed_out", s.timedOut);
  });
  std::cout << text << "\n";
}

// Writes `src` as @src and the best rewrite as @tgt into `path`.
bool writePair(const std::string& path, const ir::Function& src, const synth::SynthResult& r, const ir::DataLayout& dl) {
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

bool parseOptions(CommandLine& cl, synth::SynthOptions& o, std::string& error) {
  if (auto n = cl.unsignedValue("max-insts")) o.maxInsts = *n;
  if (auto n = cl.unsignedValue("query-timeout-ms")) o.queryTimeoutMs = std::max(1u, *n);
  if (auto n = cl.unsignedValue("constant-timeout-ms")) o.constantTimeoutMs = std::max(1u, *n);
  if (auto t = cl.value("time-limit")) {
    try {
      o.timeLimitSeconds = std::stod(*t);
    } catch (const std::exception&) {
      o.timeLimitSeconds = -1;
    }
    if (!(o.timeLimitSeconds > 0)) return error = "--time-limit: '" + *t + "' is not a positive number", false;
  }
  if (auto c = cl.value("constants")) {
    if (*c == "auto") o.constants = synth::ConstantChoice::Auto;
    else if (*c == "cegis") o.constants = synth::ConstantChoice::Cegis;
    else if (*c == "quantified") o.constants = synth::ConstantChoice::Quantified;
    else return error = "--constants: expected auto, cegis or quantified", false;
  }
  if (cl.has("ops")) o.pool.only = cl.commaList("ops");
  o.pool.flags = cl.has("flags");
  o.pool.x86 = !cl.has("no-x86");
  o.pool.untyped = !cl.has("typed");
  o.all = cl.has("all");
  o.trace = cl.has("trace");
  if (!cl.ok()) return error = cl.error(), false;
  return true;
}

} // namespace

int runSynth(const std::vector<std::string>& args) {
  CommandLine cl(args, {"function", "max-insts", "time-limit", "query-timeout-ms", "constant-timeout-ms", "cost", "cost-kind", "precise", "mcpu", "constants", "ops", "o", "dump-candidates"},
                 {"all", "json", "flags", "no-x86", "typed", "trace", "help"});
  if (cl.has("help")) {
    std::cout << kSynthHelp;
    return ExitOk;
  }
  synth::SynthOptions options;
  std::string error;
  if (!parseOptions(cl, options, error)) return badInput(error);
  if (cl.positional().size() != 1) return badInput("expected one file (see theseus synth --help)");
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

  std::vector<std::unique_ptr<ir::Function>> priced;
  if (cl.value("dump-candidates")) options.pricedCandidates = &priced;
  synth::SynthResult r = synth::synthesize(*src, input->imported.module->dataLayout, options, *pruning, precise.get());
  if (auto dump = cl.value("dump-candidates"); dump && !writeCandidates(*dump, priced, input->imported.module->dataLayout))
    return badInput("cannot write " + *dump);
  if (!r.unsupported.empty()) {
    std::cerr << "theseus synth: unsupported: @" << name << ": " << r.unsupported
              << (pruningName == "isel" && r.unsupported.find("cannot price") != std::string::npos ? " (try --cost tti)" : "") << "\n";
    return ExitUnsupported;
  }
  std::string models = pruningName + " pruning, " + preciseName + " order, " + co.mcpu;
  if (cl.has("json")) printJson(r, name);
  else printText(r, input->imported.module->dataLayout, name, models);
  if (auto out = cl.value("o"); out && !r.rewrites.empty() && !writePair(*out, *src, r, input->imported.module->dataLayout))
    return badInput("cannot write " + *out);
  return ExitOk;
}

static const VerbRegistration kSynthVerb{"synth", "cheaper proved refinements of a loop-free function (Minotaur)", runSynth};

} // namespace theseus::tools
