#pragma once
// Minotaur-style differential testing: every case runs on the host through LLVM's JIT, through
// Theseus's concrete evaluator, and every K-th case through the SMT refinement checker.
#include "difftest/RandomCases.h"
#include "ir/X86Intrinsics.h"

#include <string>
#include <vector>

namespace theseus::difftest {

struct DiffTestOptions {
  unsigned iterations = 2000;
  uint64_t seed = 1;
  // The SMT query runs on cases 0, K, 2K, ...; 0 picks K so that about 50 cases are queried.
  unsigned smtEvery = 0;
  // How many values each immediate (immarg) parameter takes; one JIT compile serves all of them.
  unsigned immediateSamples = 8;
  unsigned smtTimeoutMs = 10000;
  // Mismatch reports kept per intrinsic (the count covers all of them).
  unsigned reportsKept = 3;
};

// The K of `options` for `iterations` cases.
unsigned smtStride(const DiffTestOptions& options);

struct DiffTestOutcome {
  enum class Status { Passed, Mismatch, Skipped, Error };
  std::string name;
  Status status = Status::Passed;
  unsigned cases = 0;
  unsigned mismatches = 0;
  unsigned smtQueries = 0;
  unsigned immediateVariants = 1;
  std::string note; // why skipped, or the error
  std::vector<std::string> reports;
  double seconds = 0;
};

// The tester's view of an x86 row, with LLVM's immarg flags.
IntrinsicShape shapeOfRow(const ir::X86Row& row);

// Tests one intrinsic; skipped when the host lacks its feature.
DiffTestOutcome testIntrinsic(const IntrinsicShape& shape, const DiffTestOptions& options);

// Tests @tgt of a cross-validation file (run by the JIT) against @src (the evaluator).
DiffTestOutcome testCrossPair(const std::string& path, const std::string& src, const std::string& tgt, const DiffTestOptions& options);

// The cross-validation pairs (@srcX, @tgtX) of `path`; `error` set when it does not import.
std::vector<std::pair<std::string, std::string>> crossPairs(const std::string& path, std::string& error);

} // namespace theseus::difftest
