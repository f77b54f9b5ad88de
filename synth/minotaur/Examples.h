#pragma once
// The synthesizer's test vectors: inputs of the cut (edge values, random values, and every
// counterexample the solver returns) with the cut's outputs, run by the concrete evaluator.
// Candidates that fail one of them are not refinements; the others get a fingerprint.
#include "ir/Function.h"
#include "semantics/Evaluator.h"

#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace theseus::verify {
struct Counterexample;
}

namespace theseus::synth {

class Examples {
public:
  // `count` inputs for `cut`: edge values first, then random ones. Throws
  // semantics::UnsupportedConstruct when the evaluator cannot run the cut.
  Examples(const ir::Function& cut, const ir::DataLayout& dl, uint64_t seed, unsigned count);

  const std::vector<semantics::TestInput>& inputs() const { return inputs_; }
  // The first input (counterexamples first) on which `tgt`, of the cut's signature, is not
  // allowed: UB, or a poison or different lane where the cut is defined; nullopt when none.
  // A candidate the evaluator cannot run counts as failing on input 0.
  std::optional<size_t> firstFailure(const ir::Function& tgt) const;
  // A hash of what `tgt` returns on every input.
  uint64_t fingerprint(const ir::Function& tgt) const;
  // Adds a counterexample of the solver (lanes that are undef read as 0); false when it has no
  // usable input.
  bool addCounterexample(const verify::Counterexample& cex);
  // Adds an input; it is tried first from now on.
  void add(semantics::TestInput input);
  // The inputs addCounterexample added, oldest first.
  const std::vector<semantics::TestInput>& learned() const { return learned_; }
  // The inputs where the cut has neither UB nor an all-poison result, at most `n`, counterexamples
  // first: the example set CEGIS starts from.
  std::vector<semantics::TestInput> informative(size_t n) const;

private:
  semantics::ConcreteValue randomValue(const ir::Type& t, bool edges);
  // A random value of `t` whose lanes are often a constant of the cut (or one next to it).
  semantics::ConcreteValue valueNearCutConstants(const ir::Type& t);
  // For a cut with several blocks: each input on which the cut has UB (it takes a path to
  // `outside`, which constrains nothing) is replaced, when one is found within a few rounds of
  // random inputs drawn near the cut's constants, by one on which it has none.
  void replaceUndefinedInputs();
  void addMemory(semantics::TestInput& in);
  static constexpr uint64_t kMemoryBlockBytes = 64;
  void refreshExpected();

  const ir::Function& cut_;
  const ir::DataLayout& dl_;
  std::mt19937_64 rng_;
  std::vector<semantics::TestInput> inputs_;
  std::vector<semantics::TestOutput> expected_;
  std::vector<semantics::TestInput> learned_;
  // The scalar integer constants the cut's instructions read (switch cases, compared values).
  std::vector<uint64_t> cutConstants_;
};

} // namespace theseus::synth
