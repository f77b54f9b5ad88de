#pragma once
// The tests a window's candidate must pass before it is proved: whole-function inputs of the cut
// (edge and random values from synth/engine/TestVectors.h, the shared counterexamples, and the
// solver's counterexamples found since), with the cut's outputs on them. A candidate passes when,
// on every input where the cut has no UB, it has no UB either and each return lane where the cut
// is not poison is, in the candidate, not poison and equal — the evaluator's reading of
// refinement (undef read as 0). Tests only filter; a proof decides.
#include "ir/Function.h"
#include "semantics/Evaluator.h"

#include <cstdint>
#include <vector>

namespace theseus::synth::window {

class WindowTests {
public:
  // The tests of `cut` (in the integer fragment, synth/engine/IntegerFragment.h): `seeds`
  // (counterexamples found before) first, then TestVectors' batches from `seed`.
  WindowTests(const ir::Function& cut, const ir::DataLayout& dl, const std::vector<semantics::TestInput>& seeds, uint64_t seed);

  // Whether `candidate` (a function with the cut's signature) passes every test; a candidate the
  // evaluator cannot run fails.
  bool passes(const ir::Function& candidate) const;

  // Adds `input` (a counterexample) to the tests tried first; an input of another arity is ignored.
  void add(const semantics::TestInput& input);

  size_t size() const;

private:
  struct Chunk {
    std::vector<semantics::TestInput> inputs;
    std::vector<semantics::TestOutput> expected;
  };

  // Whether `candidate`'s outputs on `chunk` refine the cut's there.
  bool passesChunk(const ir::Function& candidate, const Chunk& chunk) const;

  const ir::Function& cut_;
  const ir::DataLayout& dl_;
  // The counterexamples first, at most 64 inputs a chunk, then TestVectors' batches.
  std::vector<Chunk> counterexamples_;
  std::vector<Chunk> vectors_;
};

} // namespace theseus::synth::window
