#pragma once
// Packed test vectors of an iN cut (the Massalin engine's): the source's outputs on edge values,
// random values and counterexamples, in batches of 64 evaluated by the generic semantics on
// ConcreteBatch.
#include "ir/Function.h"
#include "semantics/ConcreteBatch.h"
#include "semantics/Evaluator.h"
#include "semantics/Lane.h"

#include <array>
#include <cstdint>
#include <vector>

namespace theseus::synth {

using Batch = semantics::ConcreteBatch<uint64_t>;
using BatchLane = semantics::Lane<Batch>;

// 64 test inputs: the leaf values candidates read (arguments, then constants) and what the source
// returns; `care` has bit t set when test t constrains the result (the source is neither poison
// nor UB there).
struct TestBatch {
  std::vector<semantics::TestInput> inputs;
  std::vector<BatchLane> leaves;
  std::array<uint64_t, semantics::kBatch> expected{};
  uint64_t care = 0;
};

class TestVectors {
public:
  // Batch 0 (the primary batch, the one candidates are enumerated against) holds edge values and
  // random values; `secondaryBatches` more batches hold random values only.
  TestVectors(const ir::Function& src, const ir::DataLayout& dl, const std::vector<uint64_t>& constants, uint64_t seed,
              unsigned secondaryBatches);

  size_t batchCount() const { return batches_.size(); }
  const TestBatch& batch(size_t i) const { return batches_[i]; }
  unsigned width() const { return width_; }

  // The tests of `b` on which `out` fails: poison or a different value where the source is defined.
  static uint64_t failures(const TestBatch& b, const BatchLane& out);

  // Puts `input` into the primary batch in place of a random vector, cycling over those slots.
  void promote(const semantics::TestInput& input);

private:
  TestBatch makeBatch(std::vector<semantics::TestInput> inputs) const;

  const ir::Function& src_;
  const ir::DataLayout& dl_;
  std::vector<uint64_t> constants_;
  unsigned width_;
  unsigned firstReplaceable_ = 0;
  unsigned nextReplace_ = 0;
  std::vector<TestBatch> batches_;
};

} // namespace theseus::synth
