// theseus: the command-line front end. Each verb is a thin layer over the libraries.
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/CostCommand.h"
#include "tools/theseus/DiffTestCommand.h"
#include "tools/theseus/ListIntrinsicsCommand.h"
#include "tools/theseus/SuperoptCommand.h"
#include "tools/theseus/VerifyCommand.h"

#include <iostream>
#include <string>
#include <vector>

namespace {

const char* const kHelp = R"(usage: theseus VERB [options] FILES...

Theseus finds, proves and applies missed optimizations in LLVM IR.

verbs:
  verify               check that a target function refines a source function (theseus verify --help)
  cost                 each function's cost for a CPU: --model isel|tti|mca, --mcpu (theseus cost --help)
  isel                 the x86-64 instructions the isel cost model selects (theseus isel --help)
  superopt             the shortest proved refinement by enumeration (theseus superopt --help)
  list-intrinsics      every modelled intrinsic with its signature and CPU feature (--json)
  difftest-intrinsics  test the x86 intrinsic semantics against LLVM's JIT on this CPU
                       (theseus difftest-intrinsics --help)

exit codes (every verb):
  0  success (verify: correct)
  1  verify: incorrect, with a counterexample
  2  unknown: a solver timeout or `unknown` (never reported as success)
  3  unsupported: the input uses a construct Theseus does not model (named in the message)
  4  bad input: unreadable file, parse error (file:line:col: error: ...), bad options
)";

} // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::cout << kHelp;
    return args.empty() ? theseus::tools::ExitBadInput : theseus::tools::ExitOk;
  }
  std::string verb = args[0];
  std::vector<std::string> rest(args.begin() + 1, args.end());
  if (verb == "verify") return theseus::tools::runVerify(rest);
  if (verb == "cost") return theseus::tools::runCost(rest);
  if (verb == "isel") return theseus::tools::runIsel(rest);
  if (verb == "superopt") return theseus::tools::runSuperopt(rest);
  if (verb == "list-intrinsics") return theseus::tools::runListIntrinsics(rest);
  if (verb == "difftest-intrinsics") return theseus::tools::runDiffTest(rest);
  std::cerr << "theseus: error: unknown verb '" << verb << "' (see theseus --help)\n";
  return theseus::tools::ExitBadInput;
}
