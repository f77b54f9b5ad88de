// `theseus cachemiss`: static cache-miss prediction with the polyhedral model (docs/cachemiss.md).
#include "cachemiss/Extract.h"
#include "cachemiss/Model.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <iostream>

namespace theseus::tools {

namespace {

const char* const kCacheMissHelp = R"(usage: theseus cachemiss FILE.{c,ll,bc} [options]

Predicts, without running it, the misses of a fully associative LRU cache on the loads and
stores of one function whose loops are affine (Polly's static control parts): per access, per
loop nest and in total, compulsory misses (first touch of a line) and capacity misses (reuse
distance >= the number of lines). C files are compiled with clang-19 -O0 and cleaned up
(sroa, mem2reg, early-cse, simplifycfg, instcombine, loop-simplify, lcssa, loop-rotate, indvars).
Arrays are assumed to start on a cache-line boundary.

options:
  --function NAME        the function (default: @kernel, else the only one)
  --cache-size BYTES     cache capacity (default 32768)
  --line-size BYTES      line size (default 64)
  --define NAME=VALUE    passed to clang as -DNAME=VALUE (repeatable)
  --counting MODE        how points with reuse distance >= lines are counted: `auto`
                         (default: symbolic above 100000 dynamic accesses, else enumerate),
                         `enumerate` (every point in execution order; cost grows with the
                         iteration count) or `symbolic` (parametric Barvinok on the
                         reuse-distance relation; exact, cost independent of the loop bounds
                         when no piece needs enumeration)
  --json                 one JSON object; member `total` holds accesses, compulsory, capacity, misses

exit codes: 0 ok, 2 isl failed, 3 unsupported (not affine: file:line:col: error: ...),
4 bad input
)";

int runCacheMiss(const std::vector<std::string>& args) {
  CommandLine cl(args, {"function", "cache-size", "line-size", "define", "counting"}, {"json", "help"});
  if (cl.has("help")) {
    std::cout << kCacheMissHelp;
    return ExitOk;
  }
  auto cacheBytes = cl.unsignedValue("cache-size");
  auto lineBytes = cl.unsignedValue("line-size");
  if (!cl.ok() || cl.positional().size() != 1) {
    std::cerr << "theseus cachemiss: error: " << (cl.ok() ? "expected one input file" : cl.error()) << "\n" << kCacheMissHelp;
    return ExitBadInput;
  }
  std::string counting = cl.value("counting").value_or("auto");
  if (counting != "enumerate" && counting != "symbolic" && counting != "auto") {
    std::cerr << "theseus cachemiss: error: --counting must be auto, enumerate or symbolic, not '" << counting << "'\n";
    return ExitBadInput;
  }
  std::string error;
  auto config = cachemiss::makeCacheConfig(cacheBytes.value_or(32768), lineBytes.value_or(64), error);
  if (!config) {
    std::cerr << "theseus cachemiss: error: " << error << "\n";
    return ExitBadInput;
  }
  cachemiss::Failure failure;
  auto loaded = cachemiss::loadProgram(cl.positional()[0], cl.values("define"), failure);
  llvm::Function* f = loaded ? cachemiss::selectFunction(*loaded->module, cl.value("function").value_or(""), failure) : nullptr;
  auto program = f ? cachemiss::extractProgram(*f, failure) : nullptr;
  if (!program) {
    std::cerr << failure.message << "\n";
    return failure.exitCode;
  }
  auto mode = counting == "symbolic"    ? cachemiss::DistanceCounting::Symbolic
              : counting == "enumerate" ? cachemiss::DistanceCounting::Enumeration
                                        : cachemiss::DistanceCounting::Auto;
  auto result = cachemiss::predictMisses(*program, *config, error, mode);
  if (!result) {
    std::cerr << "theseus cachemiss: error: " << error << "\n";
    return ExitUnknown;
  }
  if (cl.has("json")) cachemiss::printJson(std::cout, *result);
  else cachemiss::printText(std::cout, *result);
  return ExitOk;
}

} // namespace

static const VerbRegistration kCacheMissVerb{"cachemiss", "static cache-miss counts of affine loops (polyhedral model)", runCacheMiss};

} // namespace theseus::tools
