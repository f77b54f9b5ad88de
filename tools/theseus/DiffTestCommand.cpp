#include "tools/theseus/DiffTestCommand.h"

#include "difftest/DiffTest.h"
#include "difftest/HostFeatures.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"
#include "tools/theseus/ListIntrinsicsCommand.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>

namespace theseus::tools {

namespace {

const char* const kDiffTestHelp = R"(usage: theseus difftest-intrinsics [options]
       theseus difftest-intrinsics --cross FILE.ll|DIR... [options]

Runs each x86 intrinsic row on random inputs (edge values favoured: 0, 1, -1, INT_MIN, INT_MAX,
0x80, 0x7f, 0x55.., 0xaa.., small counts; floating-point lanes +-0, +-inf, quiet and signaling
NaNs, subnormals, halves, conversion bounds) three ways: natively, through LLVM's ORC JIT compiled
for this CPU; through Theseus's concrete evaluator (every case); and through the SMT encoding
(every K-th case: `ret <JIT result>` must refine the call on the same constants). Immediate
(immarg) operands take up to 8 sampled values, 0 and 255 included. A row whose CPU feature the
host lacks is skipped, never counted as passed. An approximating row (rcp, rsqrt) passes when every
host result is a value its semantics allow; its SMT check does not apply (SMT on 0).

With --cross, each @srcX/@tgtX pair of the files (directories: their cross-*.ll files) runs @tgt
through the JIT and @src through the evaluator (and SMT: @src inlined on the case's constants).

options:
  --family F        only rows of family F (as list-intrinsics names it: ShiftByVector, ...)
  --intrinsic NAME  only this row (repeatable)
  --iterations N    cases per intrinsic or pair (default 2000)
  --seed S          random seed (default 1)
  --smt-every K     the SMT query on every K-th case (default: iterations/50, so ~50 queries)
  --immediates N    values per immediate operand (default 8; 256 covers an 8-bit immediate)
  --json            one JSON object per intrinsic, then a summary object

exit codes: 0 no mismatch, 1 some mismatch (inputs and the three results are printed),
3 some intrinsic could not be tested (error named), 4 bad options or unreadable files
)";

using difftest::DiffTestOutcome;

// Reports bad options; returns exit code 4.
int badInput(const std::string& message) {
  std::cerr << "theseus difftest-intrinsics: error: " << message << "\n";
  return ExitBadInput;
}

// The JSON spelling of a status.
const char* statusName(DiffTestOutcome::Status s) {
  switch (s) {
  case DiffTestOutcome::Status::Passed: return "passed";
  case DiffTestOutcome::Status::Mismatch: return "mismatch";
  case DiffTestOutcome::Status::Skipped: return "skipped";
  default: return "error";
  }
}

// `s` as a JSON string literal.
std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '\n') out += "\\n";
    else if (c == '"' || c == '\\') out += std::string("\\") + c;
    else out += c;
  }
  return out + "\"";
}

// One intrinsic's line (after its mismatch reports), or its JSON object.
void printOutcome(const DiffTestOutcome& o, bool json) {
  if (json) {
    std::cout << "{\"name\": " << jsonString(o.name) << ", \"status\": \"" << statusName(o.status) << "\", \"cases\": " << o.cases
              << ", \"mismatches\": " << o.mismatches << ", \"smt_queries\": " << o.smtQueries << ", \"immediate_variants\": " << o.immediateVariants
              << ", \"seconds\": " << o.seconds << ", \"note\": " << jsonString(o.note) << ", \"reports\": [";
    for (size_t i = 0; i < o.reports.size(); ++i) std::cout << (i ? ", " : "") << jsonString(o.reports[i]);
    std::cout << "]}\n";
    return;
  }
  for (auto& r : o.reports) std::cout << r;
  if (o.status == DiffTestOutcome::Status::Skipped) std::cout << o.name << ": skipped (" << o.note << ")\n";
  else if (o.status == DiffTestOutcome::Status::Error) std::cout << o.name << ": error: " << o.note << "\n";
  else std::cout << o.name << ": " << o.cases << " cases, " << o.mismatches << " mismatches (SMT on " << o.smtQueries << ")\n";
}

// The counts over all intrinsics, and the exit code they give.
struct Tally {
  unsigned passed = 0, mismatched = 0, skipped = 0, errors = 0;
  unsigned long cases = 0;
  void add(const DiffTestOutcome& o) {
    cases += o.cases;
    if (o.status == DiffTestOutcome::Status::Passed) ++passed;
    else if (o.status == DiffTestOutcome::Status::Mismatch) ++mismatched;
    else if (o.status == DiffTestOutcome::Status::Skipped) ++skipped;
    else ++errors;
  }
  int exitCode() const { return mismatched ? ExitIncorrect : errors ? ExitUnsupported : ExitOk; }
};

// The closing summary line: counts, cases, time and cases per second.
void printSummary(const Tally& t, double seconds, bool json) {
  double rate = seconds > 0 ? t.cases / seconds : 0;
  if (json) {
    std::cout << "{\"summary\": {\"passed\": " << t.passed << ", \"mismatched\": " << t.mismatched << ", \"skipped\": " << t.skipped << ", \"errors\": " << t.errors
              << ", \"cases\": " << t.cases << ", \"seconds\": " << seconds << "}}\n";
    return;
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f s (%.0f cases/s)", seconds, rate);
  std::cout << "difftest: " << t.passed << " passed, " << t.mismatched << " with mismatches, " << t.skipped << " skipped, " << t.errors << " errors; "
            << t.cases << " cases in " << buf << "\n";
}

// The opening line: cases, seed, which cases the evaluator and SMT check, host features.
void printHeader(const difftest::DiffTestOptions& options, bool cross) {
  unsigned stride = difftest::smtStride(options);
  std::cout << "difftest: " << options.iterations << " cases per " << (cross ? "pair" : "intrinsic") << ", seed " << options.seed
            << "; the evaluator checks every case, SMT " << (stride == 1 ? std::string("every case") : "every " + std::to_string(stride) + "th case");
  std::cout << "; host features:";
  for (auto& f : difftest::hostFeatures().names) std::cout << " " << f;
  std::cout << "\n";
}

// The cross-validation files named by `paths`: files as given, directories' cross-*.ll files.
std::optional<std::vector<std::string>> crossFiles(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (auto& p : paths) {
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) {
      std::vector<std::string> found;
      for (auto& entry : std::filesystem::recursive_directory_iterator(p, ec)) {
        std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && name.rfind("cross-", 0) == 0 && entry.path().extension() == ".ll") found.push_back(entry.path().string());
      }
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else if (std::filesystem::exists(p, ec)) {
      files.push_back(p);
    } else {
      std::cerr << p << ": error: no such file or directory\n";
      return std::nullopt;
    }
  }
  return files;
}

// Tests every pair of the cross-validation files under `paths`.
int runCross(const std::vector<std::string>& paths, const difftest::DiffTestOptions& options, bool json) {
  auto files = crossFiles(paths);
  if (!files) return ExitBadInput;
  if (!json) printHeader(options, true);
  auto start = std::chrono::steady_clock::now();
  Tally tally;
  for (auto& file : *files) {
    std::string error;
    auto pairs = difftest::crossPairs(file, error);
    if (!error.empty()) {
      std::cerr << error << "\n";
      return ExitBadInput;
    }
    for (auto& [src, tgt] : pairs) {
      DiffTestOutcome o = difftest::testCrossPair(file, src, tgt, options);
      printOutcome(o, json);
      tally.add(o);
    }
  }
  if (files->empty() && !json) std::cout << "difftest: no cross-*.ll files\n";
  printSummary(tally, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), json);
  return tally.exitCode();
}

} // namespace

int runDiffTest(const std::vector<std::string>& args) {
  CommandLine cl(args, {"family", "intrinsic", "iterations", "seed", "smt-every", "immediates"}, {"json", "cross", "help"});
  if (cl.has("help")) {
    std::cout << kDiffTestHelp;
    return ExitOk;
  }
  difftest::DiffTestOptions options;
  if (auto n = cl.unsignedValue("iterations")) options.iterations = *n;
  if (auto s = cl.unsignedValue("seed")) options.seed = *s;
  if (auto k = cl.unsignedValue("smt-every")) options.smtEvery = *k;
  if (auto n = cl.unsignedValue("immediates")) options.immediateSamples = *n;
  if (!cl.ok()) return badInput(cl.error());
  if (options.iterations == 0) return badInput("--iterations must be at least 1");
  if (options.immediateSamples == 0) return badInput("--immediates must be at least 1");
  bool json = cl.has("json");
  if (cl.has("cross")) {
    if (cl.positional().empty()) return badInput("--cross needs FILE.ll or a directory");
    return runCross(cl.positional(), options, json);
  }
  if (!cl.positional().empty()) return badInput("unexpected argument '" + cl.positional().front() + "' (files go with --cross)");
  std::vector<std::string> wanted = cl.values("intrinsic");
  std::optional<std::string> family = cl.value("family");
  std::vector<const ir::X86Row*> rows;
  for (const auto& row : ir::x86Rows()) {
    bool named = wanted.empty() || std::find(wanted.begin(), wanted.end(), row.name) != wanted.end();
    bool inFamily = !family || x86FamilyName(unsigned(row.family)) == *family;
    if (named && inFamily) rows.push_back(&row);
  }
  for (auto& name : wanted)
    if (!ir::x86RowByName(name)) return badInput("no x86 row named '" + name + "' (see theseus list-intrinsics)");
  if (rows.empty()) return badInput("no x86 row matches the options" + (family ? " (family '" + *family + "')" : std::string()));
  if (!json) printHeader(options, false);
  auto start = std::chrono::steady_clock::now();
  Tally tally;
  for (const ir::X86Row* row : rows) {
    DiffTestOutcome o = difftest::testIntrinsic(difftest::shapeOfRow(*row), options);
    printOutcome(o, json);
    std::cout.flush();
    tally.add(o);
  }
  printSummary(tally, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), json);
  return tally.exitCode();
}

static const VerbRegistration kDifftestIntrinsicsVerb{"difftest-intrinsics", "test the x86 intrinsic semantics against LLVM's JIT on this CPU", runDiffTest};

} // namespace theseus::tools
