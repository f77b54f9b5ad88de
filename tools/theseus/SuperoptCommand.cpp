// `theseus superopt`: a shortest-first engine (default massalin, synth/massalin/MassalinEngine.h;
// or cegis, synth/cegis/CegisEngine.h), created by the factory with its `shortest` setting, on one
// function.
#include "tools/theseus/SuperoptCommand.h"

#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "ir/Printer.h"
#include "synth/EngineFactory.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/FunctionInput.h"
#include "tools/theseus/Verbs.h"

#include <iostream>

namespace theseus::tools {

const char* const kSuperoptHelp = R"(usage: theseus superopt FILE.ll [--function F] --max-len L [options]

Finds the shortest straight-line sequence of operations that refines F alone, with the engine's
`shortest` setting. The massalin engine (default) enumerates (seed 002 Algorithm 13.3.3:
candidates in length order, every result used, commutative operands ordered, no all-constant
instruction; packed test lanes filter the candidates, then more test vectors and the refinement
checker prove the survivor). The cegis engine synthesizes (Algorithm 13.3.6: component-based
synthesis, one Z3 query per length and example set, shortest first; constants any value unless
--consts). F must be one block returning an iN (N <= 64) of iN arguments. Only a proved
refinement is printed, as @tgt; a solver `unknown` is skipped and counted, and the answer is then
reported as not known to be shortest.

options:
  --function F      the function (default: the only one, or @src)
  --engine E        massalin (default), cegis, minotaur (shortest only), window (the source's
                    own windows replaced by shorter programs, docs/window.md) or portfolio; any engine
                    that reads the settings these flags give (shortest, ops, icmp, consts,
                    classes, narrow); one that does not gives an error
  --max-len L       the longest sequence tried, in IR instructions (required)
  --ops LIST        operations, comma-separated, from add sub mul and or xor shl lshr ashr udiv
                    sdiv urem srem, icmp (zext/sext (icmp P a, b), P in eq ne ult ule slt sle) and
                    select (select (icmp P a, b), a, b, P in ult ugt slt sgt); a compare with its
                    zext/sext/select counts as two instructions
                    (default add,sub,mul,and,or,xor,shl,lshr,ashr)
  --icmp            add icmp and select to the operations
  --consts LIST     the constant set K (massalin's default 1,-1,width-1 and the source's
                    constants; cegis's default any constant)
  --classes         keep one prefix per test fingerprint per length (Bansal-Aiken, massalin
                    only); optimality kept
  --narrow W        cegis's reduced-bit-width synthesis: search each length at iW first, the
                    programs found there widened and proved at the source's width; 0 for none
                    (cegis's default 8)
  --timeout-ms N    per solver query (default 10000)
  --time-limit S    stop after S seconds, proofs included (no answer, exit 2)
  --json            the figures as one JSON object after the function

exit codes: 0 found, 2 nothing proved up to the length (or only unknowns, or the time limit),
3 unsupported source, 4 bad input
)";

namespace {

int badInput(const std::string& message) {
  std::cerr << "theseus superopt: error: " << message << "\n";
  return ExitBadInput;
}

// An engine's own counter name as a JSON key: dashes become underscores.
std::string jsonKey(const std::string& name) {
  std::string key = name;
  for (char& ch : key)
    if (ch == '-') ch = '_';
  return key;
}

// The processor seconds an engine measured: its `cpu` timing, or its members' (`<member>.cpu`).
double processorSeconds(const synth::EngineStats& s) {
  double sum = 0;
  for (const synth::EngineTiming& t : s.timings)
    if (t.name == "cpu" || (t.name.size() > 4 && t.name.compare(t.name.size() - 4, 4, ".cpu") == 0)) sum += t.seconds;
  return sum;
}

// The figures of an engine other than massalin: the common ones (the call's wall time), then its
// counters by name.
void printEngineFigures(const synth::EngineResult& r, bool json) {
  const synth::EngineStats& s = r.stats;
  const ir::Function* best = r.rewrites.empty() ? nullptr : r.rewrites.front().function.get();
  unsigned length = best ? synth::countInstructions(*best) : 0;
  double seconds = s.seconds, cpuSeconds = processorSeconds(s);
  bool optimal = r.optimal.value_or(false);
  if (json) {
    std::cout << "{\"found\":" << (best ? "true" : "false") << ",\"length\":" << length << ",\"candidates\":" << s.candidates
              << ",\"seconds\":" << seconds << ",\"found_seconds\":" << (best ? r.rewrites.front().foundSeconds : 0)
              << ",\"cpu_seconds\":" << cpuSeconds << ",\"smt_queries\":" << s.smtQueries
              << ",\"unknowns\":" << s.unknowns << ",\"counterexamples\":" << s.counterexamples;
    for (const synth::EngineCounter& c : s.counters) std::cout << ",\"" << jsonKey(c.name) << "\":" << c.value;
    std::cout << ",\"optimal\":" << (optimal ? "true" : "false") << ",\"timed_out\":" << (s.timedOut ? "true" : "false") << "}\n";
    return;
  }
  std::cout << "; length: " << (best ? std::to_string(length) : std::string("none")) << "\n"
            << "; candidates: " << s.candidates << "\n"
            << "; time: " << seconds << " s\n";
  if (best) std::cout << "; found after: " << r.rewrites.front().foundSeconds << " s\n";
  std::cout << "; cpu time: " << cpuSeconds << " s\n"
            << "; smt queries: " << s.smtQueries << " (unknown " << s.unknowns << ", counterexamples " << s.counterexamples << ")\n";
  for (const synth::EngineCounter& c : s.counters) std::cout << "; " << c.name << ": " << c.value << "\n";
  if (best) std::cout << "; shortest: " << (optimal ? "yes" : "not known (shorter programs were not all ruled out)") << "\n";
  if (s.timedOut) std::cout << "; stopped: time limit\n";
}

void printFigures(const synth::EngineResult& r, bool json) {
  const synth::EngineStats& s = r.stats;
  const ir::Function* best = r.rewrites.empty() ? nullptr : r.rewrites.front().function.get();
  unsigned length = best ? synth::countInstructions(*best) : 0;
  double seconds = s.timing("search"), cpuSeconds = s.timing("cpu");
  double rate = seconds > 0 ? double(s.candidates) / seconds : 0;
  double cpuRate = cpuSeconds > 0 ? double(s.candidates) / cpuSeconds : 0;
  bool optimal = r.optimal.value_or(false);
  if (json) {
    std::cout << "{\"found\":" << (best ? "true" : "false") << ",\"length\":" << length << ",\"candidates\":" << s.candidates
              << ",\"candidates_per_second\":" << uint64_t(rate) << ",\"seconds\":" << seconds
              << ",\"found_seconds\":" << (best ? r.rewrites.front().foundSeconds : 0) << ",\"cpu_seconds\":" << cpuSeconds
              << ",\"candidates_per_cpu_second\":" << uint64_t(cpuRate) << ",\"survivors\":" << s.counter("survivors")
              << ",\"smt_queries\":" << s.smtQueries << ",\"unknowns\":" << s.unknowns << ",\"counterexamples\":" << s.counterexamples
              << ",\"pruned_by_class\":" << s.counter("pruned-by-class") << ",\"pruned_duplicates\":" << s.counter("pruned-duplicates")
              << ",\"restarts\":" << s.counter("restarts") << ",\"passed_lanes\":" << s.counter("passed-lanes")
              << ",\"optimal\":" << (optimal ? "true" : "false") << ",\"timed_out\":" << (s.timedOut ? "true" : "false") << "}\n";
    return;
  }
  std::cout << "; length: " << (best ? std::to_string(length) : std::string("none")) << "\n"
            << "; candidates: " << s.candidates << "\n"
            << "; candidates/s: " << uint64_t(rate) << "\n"
            << "; time: " << seconds << " s\n";
  if (best) std::cout << "; found after: " << r.rewrites.front().foundSeconds << " s\n";
  std::cout << "; cpu time: " << cpuSeconds << " s (" << uint64_t(cpuRate) << " candidates per cpu second)\n"
            << "; survivors: " << s.counter("survivors") << "\n"
            << "; smt queries: " << s.smtQueries << " (unknown " << s.unknowns << ", counterexamples " << s.counterexamples << ")\n"
            << "; pruned by class: " << s.counter("pruned-by-class") << ", duplicates: " << s.counter("pruned-duplicates")
            << ", restarts: " << s.counter("restarts") << "\n"
            << "; passed the fast lanes: " << s.counter("passed-lanes") << "\n";
  if (best) std::cout << "; shortest: " << (optimal ? "yes" : "not known (a solver query was unknown)") << "\n";
  if (s.timedOut) std::cout << "; stopped: time limit\n";
}


// Adds the --consts list to `settings` as the engine's `consts`; false with `error` for an entry
// that is not an integer.
bool addConsts(const std::vector<std::string>& texts, synth::EngineSettings& settings, std::string& error) {
  std::vector<int64_t> values;
  for (const std::string& text : texts) {
    try {
      size_t used = 0;
      values.push_back(std::stoll(text, &used, 0));
      if (used != text.size()) return error = "--consts: '" + text + "' is not an integer", false;
    } catch (const std::exception&) {
      return error = "--consts: '" + text + "' is not an integer", false;
    }
  }
  settings.push_back({"consts", values});
  return true;
}

// The engine settings and the budget the flags give; false with `error` for a bad flag.
bool parseOptions(CommandLine& cl, synth::EngineSettings& settings, synth::EngineBudget& budget, std::string& error) {
  auto maxLen = cl.unsignedValue("max-len");
  budget.seconds = 0;
  if (auto t = cl.unsignedValue("timeout-ms")) budget.queryTimeoutMs = std::max(1u, *t);
  if (!cl.ok()) return error = cl.error(), false;
  if (!maxLen) return error = "--max-len is required", false;
  if (cl.positional().size() != 1) return error = "expected one file (see theseus superopt --help)", false;
  budget.maxInsts = *maxLen;
  settings.push_back({"shortest", true});
  if (cl.has("classes")) settings.push_back({"classes", true});
  if (cl.has("icmp")) settings.push_back({"icmp", true});
  if (auto limit = cl.value("time-limit")) {
    try {
      budget.seconds = std::stod(*limit);
    } catch (const std::exception&) {
      return error = "--time-limit: '" + *limit + "' is not a number", false;
    }
    if (!(budget.seconds > 0)) return error = "--time-limit must be positive", false;
  }
  if (cl.has("ops")) settings.push_back({"ops", cl.commaList("ops")});
  if (cl.has("consts") && !addConsts(cl.commaList("consts"), settings, error)) return false;
  if (cl.has("narrow")) {
    auto width = cl.unsignedValue("narrow");
    if (!cl.ok() || !width) return error = cl.ok() ? "--narrow: expected a width" : cl.error(), false;
    settings.push_back({"narrow", int64_t(*width)});
  }
  return true;
}

} // namespace

int runSuperopt(const std::vector<std::string>& args) {
  CommandLine cl(args, {"function", "engine", "max-len", "ops", "consts", "narrow", "timeout-ms", "time-limit"}, {"classes", "icmp", "json", "help"});
  if (cl.has("help")) {
    std::cout << kSuperoptHelp;
    return ExitOk;
  }
  synth::EngineSettings settings;
  synth::EngineBudget budget;
  std::string error;
  if (!parseOptions(cl, settings, budget, error)) return badInput(error);
  std::unique_ptr<synth::Engine> engine = synth::createEngine(cl.value("engine").value_or("massalin"), settings, error);
  if (!engine) return badInput(error);
  std::unique_ptr<cost::CostModel> model = cost::createCostModel("isel", cost::CostOptions{}, error);
  if (!model) return badInput(error);

  int readExit = ExitOk;
  std::optional<FunctionInput> input = readFunctionInput(cl, "superopt", readExit);
  if (!input) return readExit;
  const ir::Function* src = input->function;
  const std::string& name = src->name();

  synth::EngineResult r = engine->run({*src, input->imported.module->dataLayout, budget, *model, model->mcpu()});
  if (!r.unsupported.empty()) {
    std::cerr << "theseus superopt: unsupported: @" << name << ": " << r.unsupported << "\n";
    return ExitUnsupported;
  }
  if (!r.rewrites.empty()) ir::printFunction(std::cout, *r.rewrites.front().function);
  if (engine->name() == "massalin") printFigures(r, cl.has("json"));
  else printEngineFigures(r, cl.has("json"));
  return r.rewrites.empty() ? ExitUnknown : ExitOk;
}

static const VerbRegistration kSuperoptVerb{"superopt", "the shortest proved refinement (enumeration or component CEGIS)", runSuperopt};

} // namespace theseus::tools
