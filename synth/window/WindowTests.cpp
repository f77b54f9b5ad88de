#include "synth/window/WindowTests.h"

#include "semantics/ConcreteBatch.h"
#include "synth/engine/TestVectors.h"

#include <exception>

namespace theseus::synth::window {

namespace {

// Whether output `got` refines `want` (the cut's): `want` is UB, or `got` is not and every lane
// where `want` is not poison is, in `got`, not poison and equal.
bool refines(const semantics::TestOutput& want, const semantics::TestOutput& got) {
  if (want.ub) return true;
  if (got.ub || got.ret.size() != want.ret.size()) return false;
  for (size_t i = 0; i < want.ret.size(); ++i) {
    if (want.ret[i].poison) continue;
    if (got.ret[i].poison || !(got.ret[i].value == want.ret[i].value)) return false;
  }
  return true;
}

} // namespace

WindowTests::WindowTests(const ir::Function& cut, const ir::DataLayout& dl, const std::vector<semantics::TestInput>& seeds, uint64_t seed)
    : cut_(cut), dl_(dl) {
  for (const semantics::TestInput& input : seeds) add(input);
  TestVectors vectors(cut, dl, {}, seed, 3);
  for (size_t b = 0; b < vectors.batchCount(); ++b) {
    Chunk chunk{vectors.batch(b).inputs, {}};
    chunk.expected = semantics::evaluate(cut_, dl_, chunk.inputs);
    vectors_.push_back(std::move(chunk));
  }
}

void WindowTests::add(const semantics::TestInput& input) {
  if (input.args.size() != cut_.arguments().size()) return;
  if (counterexamples_.empty() || counterexamples_.back().inputs.size() == semantics::kBatch) counterexamples_.push_back({});
  Chunk& chunk = counterexamples_.back();
  chunk.inputs.push_back(input);
  chunk.expected.push_back(semantics::evaluate(cut_, dl_, {input}).front());
}

size_t WindowTests::size() const {
  size_t n = 0;
  for (const Chunk& c : counterexamples_) n += c.inputs.size();
  for (const Chunk& c : vectors_) n += c.inputs.size();
  return n;
}

bool WindowTests::passesChunk(const ir::Function& candidate, const Chunk& chunk) const {
  std::vector<semantics::TestOutput> got;
  try {
    got = semantics::evaluate(candidate, dl_, chunk.inputs);
  } catch (const std::exception&) {
    return false;
  }
  for (size_t t = 0; t < chunk.inputs.size(); ++t)
    if (!refines(chunk.expected[t], got[t])) return false;
  return true;
}

bool WindowTests::passes(const ir::Function& candidate) const {
  for (const Chunk& c : counterexamples_)
    if (!passesChunk(candidate, c)) return false;
  for (const Chunk& c : vectors_)
    if (!passesChunk(candidate, c)) return false;
  return true;
}

} // namespace theseus::synth::window
