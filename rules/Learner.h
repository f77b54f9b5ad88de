#pragma once
// Alive-Infer's precondition learner: from positive and negative instances, the weakest
// conjunction of grammar atoms true on every positive and false on every negative.
#include "rules/Instances.h"

#include <optional>
#include <vector>

namespace theseus::rules {

// The conjunction of at most `maxAtoms` atoms of predicateGrammar(rule.symbols) that holds on
// every positive and fails on every negative, the fewest atoms first and, among those, the one
// true on the most instances of `population` (the weakest). nullopt when none separates them.
std::optional<std::vector<Predicate>> learnPrecondition(const Rule& rule, const std::vector<ConstantInstance>& positives,
                                                        const std::vector<ConstantInstance>& negatives,
                                                        const std::vector<ConstantInstance>& population, unsigned maxAtoms);

} // namespace theseus::rules
