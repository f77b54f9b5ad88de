#pragma once
// Operand values for agreement tests of a fast path against the semantics (semantics/Evaluator.h):
// the edge values of a width, seeded random values, and operand pairs made of both.
#include "ir/Bits.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace theseus::testing {

using OperandPairs = std::vector<std::pair<uint64_t, uint64_t>>;

// The width-`w` values (1 <= w <= 64) where fast paths go wrong: 0, 1, 2, -1, -2, the signed
// minimum and maximum and their neighbours, and the shift amounts around the width and around
// `wordBits` (the bits of the word a fast path keeps the value in), each truncated to w bits and
// listed once, in increasing order.
inline std::vector<uint64_t> edgeValues(unsigned w, unsigned wordBits = 64) {
  uint64_t m = ir::lowMask(w), smin = uint64_t(1) << (w - 1);
  std::vector<uint64_t> out = {0, 1, 2, m, m - 1, smin, smin + 1, smin - 1, smin - 2, w - 1, w, w + 1, 2 * w, wordBits, wordBits + 1};
  for (uint64_t& v : out) v &= m;
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// Seeded random width-`w` values: `count` over the whole range, then `count` / 4 below 2w (so
// that shifts by them are mostly defined), truncated to w bits.
inline std::vector<uint64_t> randomValues(unsigned w, unsigned count, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<uint64_t> out;
  for (unsigned i = 0; i < count; ++i) out.push_back(rng() & ir::lowMask(w));
  for (unsigned i = 0; i < count / 4; ++i) out.push_back((rng() % (2 * w)) & ir::lowMask(w));
  return out;
}

// Edge x edge, edge x random, random x edge and random x random pairs of width-`w` operands
// (`randomCount` random values from `seed`; see edgeValues for `wordBits`).
inline OperandPairs edgeAndRandomPairs(unsigned w, unsigned randomCount, uint64_t seed, unsigned wordBits = 64) {
  std::vector<uint64_t> edges = edgeValues(w, wordBits), random = randomValues(w, randomCount, seed);
  OperandPairs out;
  for (uint64_t a : edges)
    for (uint64_t b : edges) out.push_back({a, b});
  for (uint64_t e : edges)
    for (uint64_t r : random) {
      out.push_back({e, r});
      out.push_back({r, e});
    }
  for (uint64_t a : random)
    for (uint64_t b : random) out.push_back({a, b});
  return out;
}

// Every pair of width-`w` operands (w <= 8).
inline OperandPairs allPairs(unsigned w) {
  OperandPairs out;
  for (uint64_t a = 0; a < (uint64_t(1) << w); ++a)
    for (uint64_t b = 0; b < (uint64_t(1) << w); ++b) out.push_back({a, b});
  return out;
}

} // namespace theseus::testing
