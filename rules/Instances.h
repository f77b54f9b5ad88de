#pragma once
// Instances of a rule's constants (a width W and one value per symbol), sampled the way
// Alive-Infer collects its examples, and tested on the evaluator: a cheap filter that finds
// negative instances for certain and positive ones only probably (a proof decides those).
#include "rules/Rule.h"

#include <cstdint>
#include <vector>

namespace theseus::rules {

struct ConstantInstance {
  unsigned w = 0;
  std::vector<ir::Bits> values; // one per symbol, of the symbol's width at w
};

// Up to `count` distinct instances at W = `w`: the found values (at the found width), special
// values of each symbol (0, 1, 2, 3, -1, -2, the sign mask and its neighbours, W - 1, W, W + 1,
// powers of two and masks) combined, then random ones; deterministic for `seed`.
std::vector<ConstantInstance> sampleInstances(const Rule& rule, unsigned w, unsigned count, uint64_t seed);

// For each instance: whether the rule, without its precondition, shows no violation on sampled
// inputs (edge and random lane values): false only when some input makes the target wrong where
// the source is defined (a certain negative); true is a guess a proof must confirm.
std::vector<bool> passesOnSamples(const Rule& rule, const std::vector<ConstantInstance>& instances, uint64_t seed);

// For each instance: whether predicate conjunction `atoms` holds (false where it is poison).
std::vector<bool> predicateTruth(const Rule& rule, const std::vector<Predicate>& atoms, const std::vector<ConstantInstance>& instances);

} // namespace theseus::rules
