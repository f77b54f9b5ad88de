#pragma once
// The enumeration core of Algorithm 13.3.3 (seed 002): a depth-first walk over candidate programs
// in order of length where instruction k's values on all packed test lanes are computed once per
// prefix (a per-depth row) and reused by every extension; the last instruction is evaluated lane
// by lane and rejected at the first wrong lane. Survivors go to a Confirmer (more test vectors,
// then the refinement checker); only a candidate it proves ends the search.
#include "synth/massalin/MassalinKernels.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace theseus::synth::massalin {

// One instruction of a candidate: `op a, b`, operands indexing the pool (arguments, constants,
// then earlier results).
struct Step {
  StepOp op;
  unsigned a, b;
};

// One test the fast filter checks: argument values (poison where argPoison has bit i) and the
// source's defined result.
struct FastTest {
  std::vector<uint64_t> args;
  uint64_t argPoison = 0;
  uint64_t expected = 0;
};

// What the full check said about a candidate that passed the fast lanes.
struct ConfirmOutcome {
  enum class Kind { Proved, Refuted, Unknown } kind = Kind::Unknown;
  // For Refuted: an input the candidate fails on where the source is defined, when there is one.
  std::optional<FastTest> distinguishing;
};

// The full check of a survivor: `steps` is the candidate; for length 0 it is empty and `leaf`
// names the returned pool entry.
class Confirmer {
public:
  virtual ~Confirmer() = default;
  virtual ConfirmOutcome confirm(const std::vector<Step>& steps, unsigned leaf) = 0;
};

struct EnumerationConfig {
  unsigned width = 8;
  unsigned argCount = 1;
  std::vector<uint64_t> constants;
  std::vector<StepOp> ops;
  unsigned maxLength = 3;
  bool classes = false;
  // Stop (with no answer) once the clock passes it; none = no limit.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // Upper bound on the bytes of class keys kept per pass; beyond it new prefixes are not pruned.
  size_t classBytesLimit = size_t(512) << 20;
};

struct EnumerationStats {
  uint64_t enumerated = 0;
  uint64_t passedLanes = 0;
  uint64_t prunedByClass = 0;
  // Prefixes skipped (under classes) because their new value duplicates an earlier one on all lanes.
  uint64_t prunedDuplicates = 0;
  unsigned restarts = 0;
  bool timedOut = false;
};

struct EnumerationOutcome {
  // The proved candidate (empty steps and leaf for length 0), when one was found.
  std::optional<std::vector<Step>> steps;
  unsigned leaf = 0;
  unsigned length = 0;
  EnumerationStats stats;
};

// Receives every program enumerateAll walks, with its values on the catalogue's lanes.
class ProgramVisitor {
public:
  virtual ~ProgramVisitor() = default;
  // `steps` is the program (empty for length 0, when `leaf` names the returned pool entry);
  // lanes[t] its value on lane t, 0 where taint has bit t (poison or UB on that lane).
  virtual void visit(const std::vector<Step>& steps, unsigned leaf, const uint64_t* lanes, uint32_t taint) = 0;
};

// The lanes of a catalogue: every program is evaluated on this many argument tuples.
inline constexpr unsigned kCatalogueLanes = 32;

// Walks every program of lengths 0..maxLength that enumerate would consider (every result used,
// commutative operands ordered, no all-constant instruction), in the same order, and hands each
// to `visitor` with its values on the lanes: laneArgs[t] holds the config.argCount arguments of
// lane t (kCatalogueLanes entries). Classes are not used (config.classes is ignored): every
// program is visited, not one per class.
EnumerationStats enumerateAll(const EnumerationConfig& config, const std::vector<std::vector<uint64_t>>& laneArgs, ProgramVisitor& visitor);

// Searches lengths 0..maxLength (fused comparisons weigh 2) over `initialTests`, which must all
// be tests where the source is defined; the first candidate `confirmer` proves is returned.
EnumerationOutcome enumerate(const EnumerationConfig& config, std::vector<FastTest> initialTests, Confirmer& confirmer);

} // namespace theseus::synth::massalin
