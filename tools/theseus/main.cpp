// theseus: the command-line front end. Each verb is a thin layer over the libraries and registers
// itself (tools/theseus/Verbs.h); this file only dispatches.
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

namespace {

const char* const kUsage = R"(usage: theseus VERB [options] FILES...

Theseus finds, proves and applies missed optimizations in LLVM IR.

verbs (theseus VERB --help for each):
)";

const char* const kExitCodes = R"(
exit codes (every verb):
  0  success (verify: correct)
  1  verify: incorrect, with a counterexample
  2  unknown: a solver timeout or `unknown` (never reported as success)
  3  unsupported: the input uses a construct Theseus does not model (named in the message)
  4  bad input: unreadable file, parse error (file:line:col: error: ...), bad options
)";

// Prints the usage, every registered verb with its summary, and the exit codes.
void printHelp() {
  std::cout << kUsage;
  for (const theseus::tools::Verb& verb : theseus::tools::registeredVerbs())
    std::cout << "  " << std::left << std::setw(21) << verb.name << verb.summary << "\n";
  std::cout << kExitCodes;
}

} // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    printHelp();
    return args.empty() ? theseus::tools::ExitBadInput : theseus::tools::ExitOk;
  }
  std::vector<std::string> rest(args.begin() + 1, args.end());
  for (const theseus::tools::Verb& verb : theseus::tools::registeredVerbs())
    if (verb.name == args[0]) return verb.run(rest);
  std::cerr << "theseus: error: unknown verb '" << args[0] << "' (see theseus --help)\n";
  return theseus::tools::ExitBadInput;
}
