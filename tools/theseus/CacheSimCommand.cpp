// `theseus cachesim`: the trace-driven LRU simulator that checks `theseus cachemiss`.
#include "cachemiss/Simulate.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <iostream>

namespace theseus::tools {

namespace {

const char* const kCacheSimHelp = R"(usage: theseus cachesim FILE.{c,ll,bc} [options]

Runs one function (type void (), global arrays only) once under ORC's JIT with every load and
store instrumented, and feeds the addresses to an exact fully associative LRU cache (O(1) per
access). Prints, per access, per loop nest and in total, compulsory misses (first touch of a
line) and capacity misses (every other miss), as `theseus cachemiss` does. The IR is the one the
model reads (clang-19 -O0, then the same clean-up pipeline). Arrays are taken to start on a
cache-line boundary (lines are numbered from each array's first byte).

options:
  --function NAME        the function (default: @kernel, else the only one)
  --cache-size BYTES     cache capacity (default 32768)
  --line-size BYTES      line size (default 64)
  --define NAME=VALUE    passed to clang as -DNAME=VALUE (repeatable)
  --max-accesses N       give up (exit 2) after N accesses (default: no limit)
  --json                 one JSON object; member `total` holds accesses, compulsory, capacity, misses

exit codes: 0 ok, 2 stopped at --max-accesses or the JIT failed, 3 unsupported (not void (),
memory outside the global arrays), 4 bad input
)";

int runCacheSim(const std::vector<std::string>& args) {
  CommandLine cl(args, {"function", "cache-size", "line-size", "define", "max-accesses"}, {"json", "help"});
  if (cl.has("help")) {
    std::cout << kCacheSimHelp;
    return ExitOk;
  }
  auto cacheBytes = cl.unsignedValue("cache-size");
  auto lineBytes = cl.unsignedValue("line-size");
  auto maxAccesses = cl.unsignedValue("max-accesses");
  if (!cl.ok() || cl.positional().size() != 1) {
    std::cerr << "theseus cachesim: error: " << (cl.ok() ? "expected one input file" : cl.error()) << "\n" << kCacheSimHelp;
    return ExitBadInput;
  }
  std::string error;
  auto config = cachemiss::makeCacheConfig(cacheBytes.value_or(32768), lineBytes.value_or(64), error);
  if (!config) {
    std::cerr << "theseus cachesim: error: " << error << "\n";
    return ExitBadInput;
  }
  cachemiss::Failure failure;
  auto loaded = cachemiss::loadProgram(cl.positional()[0], cl.values("define"), failure);
  auto results = loaded ? cachemiss::simulateMisses(std::move(*loaded), cl.value("function").value_or(""), {*config},
                                                    maxAccesses.value_or(0), failure)
                        : std::nullopt;
  if (!results) {
    std::cerr << failure.message << "\n";
    return failure.exitCode;
  }
  if (cl.has("json")) cachemiss::printJson(std::cout, results->front());
  else cachemiss::printText(std::cout, results->front());
  return ExitOk;
}

} // namespace

static const VerbRegistration kCacheSimVerb{"cachesim", "exact LRU cache simulation of one run (ground truth for cachemiss)", runCacheSim};

} // namespace theseus::tools
