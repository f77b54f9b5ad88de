#pragma once
// The Massalin engine's search (Algorithm 13.3.3): enumerates straight-line programs of
// binary operations in order of length, filters them on concrete test vectors, and accepts the
// first one the refinement checker proves. Only a proved refinement is ever returned.
#include "ir/Function.h"
#include "semantics/Evaluator.h"
#include "synth/engine/SearchCounters.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::synth::massalin {

struct SearchOptions {
  unsigned maxLength = 3;
  // The binary operations candidates may use (see kernelSupports); none of them carries flags.
  std::vector<ir::Opcode> ops;
  // Also `zext/sext (icmp pred a, b)` for pred in eq ne ult ule slt sle (the others are these with
  // the operands swapped, which the enumeration also tries); each weighs two instructions.
  bool comparisons = false;
  // Also `select (icmp pred a, b), a, b` for pred in ult ugt slt sgt (umin umax smin smax); two
  // instructions each.
  bool minMaxSelects = false;
  // The constant set K; when absent, {1, -1, width-1} and the source's constants.
  std::optional<std::vector<int64_t>> constants;
  // Bansal-Aiken equivalence classes: within one length, a prefix whose results have the same
  // values on the fast test lanes (and the same used/unused pattern) as a prefix already extended
  // is skipped. Optimality is kept: every completion of the skipped prefix agrees on the lanes
  // with the same completion of the kept one, so it passes them iff the kept completion does;
  // when a kept completion passes them but fails another test or the solver, the distinguishing
  // input joins the lanes and the length is enumerated again from scratch with fresh classes, so
  // the last full pass of a length that finds nothing had no such failure. Classes are compared
  // exactly (no hashing). Limits: after 32 restarts in one length the classes are switched off for
  // it; past 512 MB of class keys new prefixes are no longer pruned; a solver `unknown` leaves its
  // class unproved (the result then reports optimal = false).
  bool classes = false;
  unsigned timeoutMs = 10000;
  // Give up (no answer, timedOut) this many seconds after the call began, proofs included: a
  // solver query is given at most the time left; 0 = no limit.
  double timeLimitSeconds = 0;
  uint64_t seed = 1;
  // Inputs that distinguished earlier candidates (another engine's counterexamples): they join the
  // primary test batch before the enumeration starts (cycling over its random slots, so the
  // latest ones stay).
  std::vector<semantics::TestInput> seedTests;
};

struct SearchStats : SearchCounters {
  uint64_t enumerated = 0;
  uint64_t survivors = 0;
  uint64_t prunedByClass = 0;
  // Prefixes skipped under classes because a new value duplicated an earlier one on all lanes.
  uint64_t prunedDuplicates = 0;
  // Candidates that matched every fast test lane.
  uint64_t passedLanes = 0;
  unsigned restarts = 0;
  double seconds = 0;
  // Processor time of the run (this process), for per-core rates on a shared machine.
  double cpuSeconds = 0;
};

struct SearchResult {
  // The shortest proved refinement of the source, named @tgt; null when none up to maxLength.
  std::unique_ptr<ir::Function> best;
  // Length in IR instructions (a fused comparison counts two).
  unsigned length = 0;
  // Whether no shorter candidate was left undecided: false after a solver `unknown`, and when
  // the time limit ended the search before it finished a length.
  bool optimal = true;
  SearchStats stats;
  // Seconds from the start of the search until `best` was proved (0 without one).
  double foundSeconds = 0;
  // The solver's counterexamples of this search, as test inputs of the source.
  std::vector<semantics::TestInput> counterexamples;
  // Non-empty when the source is outside the supported fragment.
  std::string unsupported;
};

// The default operations: add sub mul and or xor shl lshr ashr.
std::vector<ir::Opcode> defaultOps();

// Why `src` cannot be searched, or the empty string: it must be one block returning an iN
// (N <= 64) computed from iN arguments.
std::string unsupportedReason(const ir::Function& src);

// Searches the candidates of length 0..maxLength for the shortest one that refines `src`.
SearchResult search(const ir::Function& src, const ir::DataLayout& dl, const SearchOptions& options);

} // namespace theseus::synth::massalin
