#pragma once
// A generalization as one JSON object: the rule (Alive text, precondition, symbols), its
// generality and reason, the widths proved, failed, undecided and ill-typed, and the time spent.
#include "rules/Generalize.h"

#include <string>

namespace theseus::rules {

// One JSON object (no trailing newline) with members name, generality, reason, alive,
// precondition, symbols [{name, width, found}], widths {proved, failed, unknown, untyped,
// condition, first_failed_width, counterexample}, positives, negatives, learner_rounds, seconds,
// proof_seconds [[width, seconds]].
std::string generalizationJson(const Generalization& g);

} // namespace theseus::rules
