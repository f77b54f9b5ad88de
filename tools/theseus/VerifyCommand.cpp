#include "tools/theseus/VerifyCommand.h"

#include "bridge/Import.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"
#include "verify/VerdictReport.h"

#include <algorithm>
#include <iostream>

namespace theseus::tools {

const char* const kVerifyHelp = R"(usage: theseus verify FILE.ll [TGT.ll] [options]

Checks that each target function refines its source function (LLVM 19 semantics: UB, poison,
undef per use). Functions are paired as:
  one file:   @src with @tgt, and every @srcSUFFIX with @tgtSUFFIX; with none of those (a
              file without @tgt included), each function with itself (an identity check:
              alive-tv compares such a file with its own -O2 output)
  two files:  functions of the same name, the first file's as sources
  --src NAME --tgt NAME   this pair only

options:
  --src NAME, --tgt NAME       the source and target functions
  --func NAME                  in two files, check only NAME (repeatable)
  --timeout-ms N               for the whole check, encoding included (default 10000); past it
                               the verdict is `unknown`
  --disallow-ub-exploitation   the source itself must not have UB or return poison/undef
  --disable-undef-input        arguments may be poison but never undef (Alive2's -disable-undef-input)
  --disable-poison-input       arguments may be undef but never poison (Alive2's -disable-poison-input)
  --bidirectional              also check that each source function refines its target (Alive2's
                               -bidirectional): both verdicts are printed, the worse one decides
  --json                       one JSON object per pair, one per line

exit codes: 0 all correct, 1 some pair incorrect, 2 unknown (solver timeout or unknown),
3 unsupported construct, 4 bad input (file:line:col: error: ...)
)";

namespace {

struct Pair {
  std::string srcName, tgtName;
};

// The modules the pairs come from: two files, or one file serving as both.
struct Inputs {
  std::string srcFile, tgtFile;
  std::vector<bridge::ImportedModule> storage;
  const bridge::ImportedModule* src = nullptr;
  const bridge::ImportedModule* tgt = nullptr;
};

bool has(const bridge::ImportedModule& m, const std::string& name) {
  return std::find(m.definitions.begin(), m.definitions.end(), name) != m.definitions.end();
}

// @srcX with @tgtX for every function named src*; with none, each function with itself (as
// alive-tv, which then compares every function with its -O2 output). An @srcX without its @tgtX
// is skipped with a warning when other pairs exist (as alive-tv does).
std::vector<Pair> pairsInOneFile(const bridge::ImportedModule& m) {
  std::vector<Pair> pairs, unpaired;
  for (auto& name : m.definitions)
    if (name.rfind("src", 0) == 0) (has(m, "tgt" + name.substr(3)) ? pairs : unpaired).push_back({name, "tgt" + name.substr(3)});
  if (!pairs.empty())
    for (auto& p : unpaired) std::cerr << "theseus verify: warning: @" << p.srcName << " has no @" << p.tgtName << "; skipped\n";
  if (pairs.empty())
    for (auto& name : m.definitions) pairs.push_back({name, name});
  return pairs;
}

std::vector<Pair> pairsInTwoFiles(const Inputs& in, const std::vector<std::string>& only) {
  std::vector<Pair> pairs;
  for (auto& name : in.src->definitions) {
    bool wanted = only.empty() || std::find(only.begin(), only.end(), name) != only.end();
    if (wanted && has(*in.tgt, name)) pairs.push_back({name, name});
  }
  return pairs;
}

// The verdict for a pair one of whose functions could not be translated.
std::optional<verify::Result> unsupportedResult(const bridge::ImportedModule& m, const std::string& name) {
  auto it = m.unsupported.find(name);
  if (it == m.unsupported.end()) return std::nullopt;
  verify::Result r;
  r.verdict = verify::Verdict::Unsupported;
  r.reason = it->second.str();
  return r;
}

// Whether @p.tgtName of `tgt` refines @p.srcName of `src`.
verify::Result checkPair(const bridge::ImportedModule& src, const bridge::ImportedModule& tgt, const Pair& p, const verify::Options& options) {
  if (auto r = unsupportedResult(src, p.srcName)) return *r;
  if (auto r = unsupportedResult(tgt, p.tgtName)) return *r;
  return verify::checkRefinement(*src.module->find(p.srcName), *tgt.module->find(p.tgtName), src.module->dataLayout, options);
}

// The directions a pair is checked in: src to tgt, and with `bidirectional` tgt to src as well.
struct Direction {
  const bridge::ImportedModule* src;
  const bridge::ImportedModule* tgt;
  Pair pair;
  std::string file;
};

std::vector<Direction> directionsOf(const Inputs& in, const Pair& p, bool bidirectional) {
  std::vector<Direction> out{{in.src, in.tgt, p, in.srcFile}};
  if (bidirectional) out.push_back({in.tgt, in.src, {p.tgtName, p.srcName}, in.tgtFile});
  return out;
}

int severity(verify::Verdict v) {
  switch (v) {
  case verify::Verdict::Incorrect: return 3;
  case verify::Verdict::Unknown: return 2;
  case verify::Verdict::Unsupported: return 1;
  default: return 0;
  }
}

int badInput(const std::string& message) {
  std::cerr << "theseus verify: error: " << message << "\n";
  return ExitBadInput;
}

std::optional<bridge::ImportedModule> load(const std::string& path) {
  bridge::Diagnostic error;
  auto m = bridge::importFile(path, error, bridge::ImportOptions{.memory = true});
  if (!m) std::cerr << error.str() << "\n";
  return m;
}

} // namespace

int runVerify(const std::vector<std::string>& args) {
  CommandLine cl(args, {"src", "tgt", "func", "timeout-ms"}, {"json", "disallow-ub-exploitation", "disable-undef-input", "disable-poison-input", "bidirectional", "help"});
  if (cl.has("help")) {
    std::cout << kVerifyHelp;
    return ExitOk;
  }
  verify::Options options;
  if (auto t = cl.unsignedValue("timeout-ms")) options.timeoutMs = std::max(1u, *t);
  options.disallowUBExploitation = cl.has("disallow-ub-exploitation");
  options.undefInputs = !cl.has("disable-undef-input");
  options.poisonInputs = !cl.has("disable-poison-input");
  if (!cl.ok()) return badInput(cl.error());
  const auto& files = cl.positional();
  if (files.empty() || files.size() > 2) return badInput("expected one or two files (see theseus verify --help)");
  if (cl.has("src") != cl.has("tgt")) return badInput("--src and --tgt go together");

  Inputs in;
  in.srcFile = files.front();
  in.tgtFile = files.back();
  for (auto& f : files) {
    auto m = load(f);
    if (!m) return ExitBadInput;
    in.storage.push_back(std::move(*m));
  }
  in.src = &in.storage.front();
  in.tgt = &in.storage.back();

  std::vector<Pair> pairs;
  if (cl.has("src")) pairs.push_back({*cl.value("src"), *cl.value("tgt")});
  else pairs = files.size() == 2 ? pairsInTwoFiles(in, cl.values("func")) : pairsInOneFile(*in.src);
  if (pairs.empty()) return badInput("no pair of functions to compare in " + in.srcFile);
  for (auto& p : pairs) {
    if (!has(*in.src, p.srcName)) return badInput(in.srcFile + ": no function @" + p.srcName);
    if (!has(*in.tgt, p.tgtName)) return badInput(in.tgtFile + ": no function @" + p.tgtName);
  }

  int worst = 0;
  verify::Verdict worstVerdict = verify::Verdict::Correct;
  for (auto& p : pairs)
    for (auto& d : directionsOf(in, p, cl.has("bidirectional"))) {
      verify::Result r = checkPair(*d.src, *d.tgt, d.pair, options);
      if (cl.has("json")) std::cout << verify::reportJson(d.file, d.pair.srcName, d.pair.tgtName, r) << "\n";
      else verify::printReport(std::cout, d.pair.srcName, d.pair.tgtName, r);
      if (severity(r.verdict) > worst) {
        worst = severity(r.verdict);
        worstVerdict = r.verdict;
      }
    }
  return verify::verdictExitCode(worstVerdict);
}

static const VerbRegistration kVerifyVerb{"verify", "check that a target function refines a source function", runVerify};

} // namespace theseus::tools
