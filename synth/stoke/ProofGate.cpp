#include "synth/stoke/ProofGate.h"

#include "synth/engine/IntegerFragment.h"
#include "verify/Refinement.h"

#include <algorithm>
#include <string>

namespace theseus::synth::stoke {

ProofGate::ProofGate(const ir::Function& src, const ir::DataLayout& dl, uint64_t seed, unsigned secondaryBatches,
                     unsigned queryTimeoutMs, std::chrono::steady_clock::time_point deadline)
    : src_(src), dl_(dl), tests_(src, dl, {}, seed, secondaryBatches), queryTimeoutMs_(queryTimeoutMs), deadline_(deadline) {}

uint64_t ProofGate::eq(const Program& p) const {
  const TestBatch& b = tests_.batch(0);
  return hammingCost(p, b, evaluate(p, b));
}

GateOutcome ProofGate::check(const Program& p, StokeStats& stats) {
  for (size_t i = 1; i < tests_.batchCount(); ++i) {
    const TestBatch& b = tests_.batch(i);
    uint64_t failed = TestVectors::failures(b, evaluate(p, b));
    if (!failed) continue;
    ++stats.testFailures;
    tests_.promote(b.inputs[__builtin_ctzll(failed)]);
    return {GateVerdict::FailedTests, nullptr};
  }
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - std::chrono::steady_clock::now()).count();
  if (left <= 0) return {GateVerdict::OutOfTime, nullptr};
  auto tgt = buildFunction(p, src_, "tgt");
  verify::Options vo;
  vo.timeoutMs = unsigned(std::min<long long>(queryTimeoutMs_, left));
  ++stats.smtQueries;
  verify::Result r = verify::checkRefinement(src_, *tgt, dl_, vo);
  if (r.verdict == verify::Verdict::Correct) {
    ++stats.proved;
    return {GateVerdict::Proved, std::move(tgt)};
  }
  if (r.verdict == verify::Verdict::Incorrect && r.counterexample) {
    ++stats.counterexamples;
    counterexamples_.push_back(testInputFromCounterexample(src_, *r.counterexample));
    tests_.promote(counterexamples_.back());
    return {GateVerdict::Refuted, nullptr};
  }
  ++stats.unknowns;
  return {GateVerdict::Unknown, nullptr};
}

void ProofGate::seed(const std::vector<semantics::TestInput>& inputs) {
  for (const semantics::TestInput& input : inputs) tests_.promote(input);
}

} // namespace theseus::synth::stoke
