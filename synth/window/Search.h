#pragma once
// The window search: Bansal and Aiken's peephole search applied to the windows of the cut itself.
// Smallest window first, each window's replacements shortest first (no instruction: a value the
// function already has; then one; then two for a window of three), each candidate filtered by
// the whole-function tests (WindowTests.h), priced, and proved against the cut by verify/. A
// proved rewrite becomes the function searched next (its dead instructions removed): a greedy
// fixpoint, until no window improves or the deadline passes.
#include "synth/engine/Engine.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace theseus::synth::window {

struct SearchSettings {
  // The replacements' operations (a subset of binaryOps()).
  std::vector<ir::Opcode> ops;
  // The pool's constants; without, defaultConstants of each root's width.
  std::optional<std::vector<int64_t>> constants;
  // Improvement means fewer instructions; otherwise cheaper under request.cost.
  bool shortest = false;
};

// One proved step of the fixpoint: a complete function with the cut's signature.
struct ProvedStep {
  std::unique_ptr<ir::Function> function;
  double foundSeconds = 0;
  double proofSeconds = 0;
};

struct SearchOutcome {
  // Each better than the one before (the first better than the cut), in the order proved.
  std::vector<ProvedStep> steps;
  EngineStats stats;
  // The solver's counterexamples, as test inputs of the cut.
  std::vector<semantics::TestInput> counterexamples;
};

// Runs the search on request.cut (in the integer fragment, one block, no memory) within
// request.budget, reading request.shared's counterexamples as tests first.
SearchOutcome searchWindows(const EngineRequest& request, const SearchSettings& settings);

} // namespace theseus::synth::window
