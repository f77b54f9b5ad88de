#include "synth/engine/TestVectors.h"

#include "semantics/WordOps.h"

#include <random>

namespace theseus::synth {

namespace {

// The edge values of an iN: 0, 1, 2, -1, -2, INT_MIN, INT_MAX, INT_MIN+1.
std::vector<uint64_t> edgeValues(unsigned w) {
  uint64_t m = semantics::word::lowMask<uint64_t>(w), smin = uint64_t(1) << (w - 1);
  std::vector<uint64_t> out;
  for (uint64_t v : {uint64_t(0), uint64_t(1), uint64_t(2), m, m - 1, smin, smin - 1, smin + 1}) {
    v &= m;
    bool seen = false;
    for (uint64_t e : out) seen = seen || e == v;
    if (!seen) out.push_back(v);
  }
  return out;
}

semantics::TestInput inputOf(const std::vector<uint64_t>& values, unsigned w) {
  semantics::TestInput in;
  for (uint64_t v : values) in.args.push_back({semantics::ConcreteLane{ir::Bits(w, v), false}});
  return in;
}

// Up to `limit` combinations of edge values, the first argument varying fastest.
std::vector<semantics::TestInput> edgeInputs(unsigned args, unsigned w, size_t limit) {
  std::vector<semantics::TestInput> out;
  auto edges = edgeValues(w);
  std::vector<size_t> idx(args, 0);
  while (out.size() < limit) {
    std::vector<uint64_t> values;
    for (size_t i : idx) values.push_back(edges[i]);
    out.push_back(inputOf(values, w));
    size_t k = 0;
    while (k < args && ++idx[k] == edges.size()) idx[k++] = 0;
    if (k == args) break;
  }
  return out;
}

} // namespace

TestVectors::TestVectors(const ir::Function& src, const ir::DataLayout& dl, const std::vector<uint64_t>& constants,
                         uint64_t seed, unsigned secondaryBatches)
    : src_(src), dl_(dl), constants_(constants), width_(src.returnType().bits()) {
  unsigned args = unsigned(src.arguments().size());
  std::mt19937_64 rng(seed);
  auto randomInput = [&] {
    std::vector<uint64_t> values;
    for (unsigned i = 0; i < args; ++i) values.push_back(rng() & semantics::word::lowMask<uint64_t>(width_));
    return inputOf(values, width_);
  };
  auto primary = edgeInputs(args, width_, semantics::kBatch / 2);
  firstReplaceable_ = nextReplace_ = unsigned(primary.size());
  while (primary.size() < semantics::kBatch) primary.push_back(randomInput());
  batches_.push_back(makeBatch(std::move(primary)));
  for (unsigned b = 0; b < secondaryBatches; ++b) {
    std::vector<semantics::TestInput> inputs;
    while (inputs.size() < semantics::kBatch) inputs.push_back(randomInput());
    batches_.push_back(makeBatch(std::move(inputs)));
  }
}

TestBatch TestVectors::makeBatch(std::vector<semantics::TestInput> inputs) const {
  TestBatch b;
  Batch d;
  auto outputs = semantics::evaluate(src_, dl_, inputs);
  for (unsigned t = 0; t < semantics::kBatch; ++t) {
    const auto& ret = outputs[t].ret.front();
    b.expected[t] = ret.value.low64();
    if (!outputs[t].ub && !ret.poison) b.care |= uint64_t(1) << t;
  }
  for (size_t a = 0; a < src_.arguments().size(); ++a) {
    BatchLane lane{d.constantU(width_, 0), 0};
    for (unsigned t = 0; t < semantics::kBatch; ++t) {
      const auto& in = inputs[t].args[a].front();
      lane.value.v[t] = in.value.low64();
      if (in.poison) lane.poison |= uint64_t(1) << t;
    }
    b.leaves.push_back(lane);
  }
  for (uint64_t c : constants_) b.leaves.push_back({d.constantU(width_, c), 0});
  b.inputs = std::move(inputs);
  return b;
}

uint64_t TestVectors::failures(const TestBatch& b, const BatchLane& out) {
  uint64_t differ = out.poison;
  for (unsigned t = 0; t < semantics::kBatch; ++t) differ |= uint64_t(out.value.v[t] != b.expected[t]) << t;
  return differ & b.care;
}

void TestVectors::promote(const semantics::TestInput& input) {
  auto inputs = batches_.front().inputs;
  inputs[nextReplace_] = input;
  if (++nextReplace_ == semantics::kBatch) nextReplace_ = firstReplaceable_;
  batches_.front() = makeBatch(std::move(inputs));
}

} // namespace theseus::synth
