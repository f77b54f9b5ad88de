#include "tools/theseus/SuperoptCommand.h"

#include "bridge/Import.h"
#include "ir/Printer.h"
#include "synth/massalin/Massalin.h"
#include "synth/massalin/MassalinKernels.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/FunctionInput.h"
#include "tools/theseus/Verbs.h"

#include <iostream>

namespace theseus::tools {

const char* const kSuperoptHelp = R"(usage: theseus superopt FILE.ll [--function F] --max-len L [options]

Runs the search of the massalin engine on F alone: finds the shortest straight-line sequence of
operations that refines F (seed 002 Algorithm 13.3.3: candidates in length order, every result
used, commutative operands ordered, no all-constant instruction; packed test lanes filter the
candidates, then more test vectors and the refinement checker prove the survivor). F must be one block returning an iN
(N <= 64) of iN arguments. Only a proved refinement is printed, as @tgt; a solver `unknown` is
skipped and counted, and the answer is then reported as not known to be shortest.

options:
  --function F      the function (default: the only one, or @src)
  --max-len L       the longest sequence tried, in IR instructions (required)
  --ops LIST        operations, comma-separated, from add sub mul and or xor shl lshr ashr udiv
                    sdiv urem srem, icmp (zext/sext (icmp P a, b), P in eq ne ult ule slt sle) and
                    select (select (icmp P a, b), a, b, P in ult ugt slt sgt); a compare with its
                    zext/sext/select counts as two instructions
                    (default add,sub,mul,and,or,xor,shl,lshr,ashr)
  --icmp            add icmp and select to the operations
  --consts LIST     the constant set K (default 1,-1,width-1 and the source's constants)
  --classes         keep one prefix per test fingerprint per length (Bansal-Aiken); optimality kept
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

void printFigures(const synth::massalin::SearchResult& r, bool json) {
  const auto& s = r.stats;
  double rate = s.seconds > 0 ? double(s.enumerated) / s.seconds : 0;
  double cpuRate = s.cpuSeconds > 0 ? double(s.enumerated) / s.cpuSeconds : 0;
  if (json) {
    std::cout << "{\"found\":" << (r.best ? "true" : "false") << ",\"length\":" << r.length << ",\"candidates\":" << s.enumerated
              << ",\"candidates_per_second\":" << uint64_t(rate) << ",\"seconds\":" << s.seconds << ",\"cpu_seconds\":" << s.cpuSeconds
              << ",\"candidates_per_cpu_second\":" << uint64_t(cpuRate) << ",\"survivors\":" << s.survivors
              << ",\"smt_queries\":" << s.smtQueries << ",\"unknowns\":" << s.unknowns << ",\"counterexamples\":" << s.counterexamples
              << ",\"pruned_by_class\":" << s.prunedByClass << ",\"pruned_duplicates\":" << s.prunedDuplicates << ",\"restarts\":" << s.restarts
              << ",\"passed_lanes\":" << s.passedLanes << ",\"optimal\":" << (r.optimal ? "true" : "false")
              << ",\"timed_out\":" << (s.timedOut ? "true" : "false") << "}\n";
    return;
  }
  std::cout << "; length: " << (r.best ? std::to_string(r.length) : std::string("none")) << "\n"
            << "; candidates: " << s.enumerated << "\n"
            << "; candidates/s: " << uint64_t(rate) << "\n"
            << "; time: " << s.seconds << " s\n"
            << "; cpu time: " << s.cpuSeconds << " s (" << uint64_t(cpuRate) << " candidates per cpu second)\n"
            << "; survivors: " << s.survivors << "\n"
            << "; smt queries: " << s.smtQueries << " (unknown " << s.unknowns << ", counterexamples " << s.counterexamples << ")\n"
            << "; pruned by class: " << s.prunedByClass << ", duplicates: " << s.prunedDuplicates << ", restarts: " << s.restarts << "\n"
            << "; passed the fast lanes: " << s.passedLanes << "\n";
  if (r.best) std::cout << "; shortest: " << (r.optimal ? "yes" : "not known (a solver query was unknown)") << "\n";
  if (s.timedOut) std::cout << "; stopped: time limit\n";
}

} // namespace

int runSuperopt(const std::vector<std::string>& args) {
  CommandLine cl(args, {"function", "max-len", "ops", "consts", "timeout-ms", "time-limit"}, {"classes", "icmp", "json", "help"});
  if (cl.has("help")) {
    std::cout << kSuperoptHelp;
    return ExitOk;
  }
  synth::massalin::SearchOptions options;
  auto maxLen = cl.unsignedValue("max-len");
  if (auto t = cl.unsignedValue("timeout-ms")) options.timeoutMs = std::max(1u, *t);
  if (!cl.ok()) return badInput(cl.error());
  if (!maxLen) return badInput("--max-len is required");
  if (cl.positional().size() != 1) return badInput("expected one file (see theseus superopt --help)");
  options.maxLength = *maxLen;
  options.classes = cl.has("classes");
  options.comparisons = options.minMaxSelects = cl.has("icmp");
  if (auto limit = cl.value("time-limit")) {
    try {
      options.timeLimitSeconds = std::stod(*limit);
    } catch (const std::exception&) {
      return badInput("--time-limit: '" + *limit + "' is not a number");
    }
    if (!(options.timeLimitSeconds > 0)) return badInput("--time-limit must be positive");
  }
  options.ops = synth::massalin::defaultOps();
  if (cl.has("ops")) {
    options.ops.clear();
    for (auto& name : cl.commaList("ops")) {
      if (name == "icmp" || name == "select") {
        (name == "icmp" ? options.comparisons : options.minMaxSelects) = true;
        continue;
      }
      auto op = ir::opcodeFromName(name);
      if (!op || !synth::kernelSupports(*op)) return badInput("--ops: '" + name + "' is not an enumerable operation");
      options.ops.push_back(*op);
    }
  }
  if (cl.has("consts")) {
    std::vector<int64_t> values;
    for (auto& text : cl.commaList("consts")) {
      try {
        size_t used = 0;
        values.push_back(std::stoll(text, &used, 0));
        if (used != text.size()) return badInput("--consts: '" + text + "' is not an integer");
      } catch (const std::exception&) {
        return badInput("--consts: '" + text + "' is not an integer");
      }
    }
    options.constants = values;
  }

  int readExit = ExitOk;
  std::optional<FunctionInput> input = readFunctionInput(cl, "superopt", readExit);
  if (!input) return readExit;
  const ir::Function* src = input->function;
  const std::string& name = src->name();

  synth::massalin::SearchResult r = synth::massalin::search(*src, input->imported.module->dataLayout, options);
  if (!r.unsupported.empty()) {
    std::cerr << "theseus superopt: unsupported: @" << name << ": " << r.unsupported << "\n";
    return ExitUnsupported;
  }
  if (r.best) ir::printFunction(std::cout, *r.best);
  printFigures(r, cl.has("json"));
  return r.best ? ExitOk : ExitUnknown;
}

static const VerbRegistration kSuperoptVerb{"superopt", "the shortest proved refinement by enumeration", runSuperopt};

} // namespace theseus::tools
