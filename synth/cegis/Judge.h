#pragma once
// The concrete side of the cegis engine's loop: the test vectors of one search, where its first
// examples come from and the cheap judge of a candidate before its proof.
#include "ir/Function.h"
#include "semantics/Interpreter.h"
#include "synth/engine/TestVectors.h"
#include "verify/ComponentQuery.h"

#include <optional>
#include <vector>

namespace theseus::synth::cegis {

// The test vectors of one search: where the examples start, and the cheap judge of a candidate
// before its proof.
class Judge {
public:
  Judge(const ir::Function& src, const ir::DataLayout& dl, uint64_t seed) : src_(src), dl_(dl), tests_(src, dl, {}, seed, 3) {}

  // A few defined tests, random and edge values alternately: the first examples.
  std::vector<verify::ComponentExample> initialExamples() const {
    std::vector<verify::ComponentExample> out;
    for (unsigned t = 0; t < semantics::kBatch && out.size() < kInitialExamples; ++t)
      for (size_t b : {size_t(1), size_t(0)})
        if (auto e = testExample(tests_.batch(b), b == 0 ? t + 1 : t); e && out.size() < kInitialExamples) out.push_back(*e);
    return out;
  }

  // The first test on which `f` is not src's defined value, as an example; nullopt when it
  // passes them all.
  std::optional<verify::ComponentExample> failingTest(const ir::Function& f) const {
    for (size_t i = 0; i < tests_.batchCount(); ++i) {
      const TestBatch& b = tests_.batch(i);
      std::vector<semantics::TestOutput> out = semantics::evaluate(f, dl_, b.inputs);
      for (unsigned t = 0; t < semantics::kBatch; ++t)
        if (((b.care >> t) & 1) && !agrees(out[t], b.expected[t])) return verify::ComponentExample{b.inputs[t], b.expected[t]};
    }
    return std::nullopt;
  }

  // `input` as an example, when src is defined there.
  std::optional<verify::ComponentExample> exampleAt(const semantics::TestInput& input) const {
    semantics::TestOutput out = semantics::evaluate(src_, dl_, {input}).front();
    if (out.ub || out.ret.front().poison) return std::nullopt;
    return verify::ComponentExample{input, out.ret.front().value.low64()};
  }

  // Whether `f` returns the example's value, neither poison nor UB, on its input.
  bool passes(const ir::Function& f, const verify::ComponentExample& e) const {
    return agrees(semantics::evaluate(f, dl_, {e.input}).front(), e.expected);
  }

private:
  static constexpr size_t kInitialExamples = 4;

  static bool agrees(const semantics::TestOutput& out, uint64_t expected) {
    return !out.ub && !out.ret.front().poison && out.ret.front().value.low64() == expected;
  }

  static std::optional<verify::ComponentExample> testExample(const TestBatch& b, unsigned t) {
    if (t >= semantics::kBatch || !((b.care >> t) & 1)) return std::nullopt;
    return verify::ComponentExample{b.inputs[t], b.expected[t]};
  }

  const ir::Function& src_;
  const ir::DataLayout& dl_;
  TestVectors tests_;
};

} // namespace theseus::synth::cegis
