#include "difftest/DiffTest.h"

#include "bridge/Import.h"
#include "difftest/Approximation.h"
#include "difftest/HostFeatures.h"
#include "difftest/HostJit.h"
#include "difftest/Oracle.h"

#include <algorithm>
#include <chrono>
#include <exception>

namespace theseus::difftest {

namespace {

// Wall-clock seconds since `start`.
double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The immediates of every variant: the cartesian product of each immediate parameter's samples,
// cut to `limit` variants (0 and the all-ones value come first).
std::vector<std::vector<uint64_t>> immediateVariants(CaseGenerator& gen, const IntrinsicShape& shape, unsigned limit) {
  std::vector<std::vector<uint64_t>> variants{{}};
  for (size_t i = 0; i < shape.params.size(); ++i) {
    if (!shape.immediate[i]) continue;
    std::vector<std::vector<uint64_t>> next;
    bool listed = i < shape.immediateValues.size() && !shape.immediateValues[i].empty();
    for (uint64_t v : listed ? shape.immediateValues[i] : gen.immediates(shape.params[i].bits(), limit))
      for (auto& prefix : variants) {
        next.push_back(prefix);
        next.back().push_back(v);
      }
    variants = std::move(next);
  }
  if (variants.size() > limit) variants.resize(limit);
  return variants;
}

// The runner's input words: the non-immediate arguments' lanes in order.
std::vector<uint64_t> runnerInput(const IntrinsicShape& shape, const Case& c) {
  std::vector<uint64_t> words;
  for (size_t i = 0; i < shape.params.size(); ++i)
    if (!shape.immediate[i]) words.insert(words.end(), c.args[i].begin(), c.args[i].end());
  return words;
}

// The JIT's result on `c`, each lane masked to the result's lane width.
LaneVector runCase(Runner runner, const IntrinsicShape& shape, const Case& c) {
  std::vector<uint64_t> in = runnerInput(shape, c);
  in.push_back(0);
  LaneVector out(shape.result.lanes());
  runner(in.data(), out.data());
  for (auto& lane : out) lane &= ir::lowMask(shape.result.bits());
  return out;
}

// Runs `count` cases of one variant, comparing each with the oracle; `caseIndex` counts cases
// over all variants and picks the SMT cases.
void runVariant(Runner runner, const Oracle& oracle, CaseGenerator& gen, const std::vector<uint64_t>& immediates, unsigned count,
                const DiffTestOptions& options, unsigned& caseIndex, DiffTestOutcome& out) {
  std::vector<Case> cases;
  for (unsigned i = 0; i < count; ++i) cases.push_back(randomCase(gen, oracle.shape(), immediates));
  std::vector<semantics::TestOutput> evaluated = oracle.evaluate(cases);
  unsigned stride = smtStride(options);
  bool smtApplies = !isApproximationRow(oracle.shape().name);
  for (size_t i = 0; i < cases.size(); ++i, ++caseIndex) {
    LaneVector jit = runCase(runner, oracle.shape(), cases[i]);
    std::optional<verify::Result> smt;
    if (smtApplies && caseIndex % stride == 0) {
      smt = oracle.prove(cases[i], jit, options.smtTimeoutMs);
      ++out.smtQueries;
    }
    ++out.cases;
    auto report = mismatchReport(oracle.shape(), cases[i], jit, evaluated[i], smt ? &*smt : nullptr);
    if (!report) continue;
    ++out.mismatches;
    if (out.reports.size() < options.reportsKept) out.reports.push_back(*report);
  }
}

// `out` with `status` (skipped or error) and why.
DiffTestOutcome failed(DiffTestOutcome out, DiffTestOutcome::Status status, std::string note) {
  out.status = status;
  out.note = std::move(note);
  return out;
}

} // namespace

unsigned smtStride(const DiffTestOptions& options) {
  if (options.smtEvery) return options.smtEvery;
  return std::max(1u, options.iterations / 50);
}

IntrinsicShape shapeOfRow(const ir::X86Row& row) {
  IntrinsicShape s{std::string(row.name), row.result, row.params, {}, std::string(row.feature)};
  s.immediate = llvmIntrinsicInfo(row.name, row.result, row.params).immediate;
  s.immediateValues.resize(row.params.size());
  if (row.roundingOperand >= 0) s.immediateValues[size_t(row.roundingOperand)] = ir::roundingControlValues(row.rounding);
  return s;
}

DiffTestOutcome testIntrinsic(const IntrinsicShape& shape, const DiffTestOptions& options) {
  auto start = std::chrono::steady_clock::now();
  DiffTestOutcome out;
  out.name = shape.name;
  if (auto missing = missingFeature(hostFeatures(), shape.feature)) return failed(out, DiffTestOutcome::Status::Skipped, "host lacks " + *missing);
  LlvmIntrinsicInfo info = llvmIntrinsicInfo(shape.name, shape.result, shape.params);
  if (!info.known) return failed(out, DiffTestOutcome::Status::Error, "LLVM 19 has no intrinsic of this name");
  if (!info.signatureProblem.empty()) return failed(out, DiffTestOutcome::Status::Error, info.signatureProblem);
  bool testable = testableType(shape.result);
  for (auto& p : shape.params) testable = testable && testableType(p);
  if (!testable) return failed(out, DiffTestOutcome::Status::Error, "a type is not an integer, floating-point or vector type of lanes up to 64 bits");
  CaseGenerator gen(options.seed ^ std::hash<std::string>()(shape.name));
  auto variants = immediateVariants(gen, shape, std::max(1u, options.immediateSamples));
  out.immediateVariants = unsigned(variants.size());
  std::string error;
  std::vector<Runner> runners = HostJit::instance().compileIntrinsic(shape, variants, error);
  if (runners.empty()) return failed(out, DiffTestOutcome::Status::Error, "JIT: " + error);
  unsigned caseIndex = 0;
  try {
    for (size_t v = 0; v < variants.size(); ++v) {
      auto oracle = Oracle::forIntrinsic(shape, variants[v], error);
      if (!oracle) return failed(out, DiffTestOutcome::Status::Error, "import: " + error);
      unsigned count = options.iterations / unsigned(variants.size()) + (v < options.iterations % variants.size() ? 1 : 0);
      runVariant(runners[v], *oracle, gen, variants[v], count, options, caseIndex, out);
    }
  } catch (const std::exception& e) {
    return failed(out, DiffTestOutcome::Status::Error, std::string("evaluator: ") + e.what());
  }
  out.status = out.mismatches ? DiffTestOutcome::Status::Mismatch : DiffTestOutcome::Status::Passed;
  out.seconds = secondsSince(start);
  return out;
}

DiffTestOutcome testCrossPair(const std::string& path, const std::string& src, const std::string& tgt, const DiffTestOptions& options) {
  auto start = std::chrono::steady_clock::now();
  DiffTestOutcome out;
  out.name = path + ": @" + src + " vs JIT of @" + tgt;
  std::string error;
  auto wrapped = HostJit::instance().compileFunction(path, tgt, error);
  if (!wrapped) return failed(out, DiffTestOutcome::Status::Error, error);
  if (!wrapped->skipped.empty()) return failed(out, DiffTestOutcome::Status::Skipped, wrapped->skipped);
  IntrinsicShape shape{"@" + src, wrapped->result, wrapped->params, std::vector<bool>(wrapped->params.size(), false), ""};
  auto oracle = Oracle::forFunction(path, src, shape, error);
  if (!oracle) return failed(out, DiffTestOutcome::Status::Error, error);
  CaseGenerator gen(options.seed ^ std::hash<std::string>()(out.name));
  unsigned caseIndex = 0;
  try {
    runVariant(wrapped->runner, *oracle, gen, {}, options.iterations, options, caseIndex, out);
  } catch (const std::exception& e) {
    return failed(out, DiffTestOutcome::Status::Error, std::string("evaluator: ") + e.what());
  }
  out.status = out.mismatches ? DiffTestOutcome::Status::Mismatch : DiffTestOutcome::Status::Passed;
  out.seconds = secondsSince(start);
  return out;
}

std::vector<std::pair<std::string, std::string>> crossPairs(const std::string& path, std::string& error) {
  bridge::Diagnostic diag;
  auto m = bridge::importFile(path, diag);
  std::vector<std::pair<std::string, std::string>> pairs;
  if (!m) {
    error = diag.str();
    return pairs;
  }
  for (auto& name : m->definitions)
    if (name.rfind("src", 0) == 0 && std::find(m->definitions.begin(), m->definitions.end(), "tgt" + name.substr(3)) != m->definitions.end())
      pairs.push_back({name, "tgt" + name.substr(3)});
  return pairs;
}

} // namespace theseus::difftest
