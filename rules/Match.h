#pragma once
// Whether a rule applies to a concrete function: its source pattern matches the function's
// returned value, its symbols bind consistently, its precondition holds and the width is one the
// rule was proved at. Used to count the cuts a rule covers and to find rules another subsumes.
#include "rules/Rule.h"

namespace theseus::rules {

// Whether `rule` fires on the value `f` returns (f straight-line, one block). Inputs of the rule
// bind to any value of f (an input used twice must bind to one value); flags the rule's source
// requires must be present on f's instructions.
bool ruleMatches(const Rule& rule, const ir::Function& f);

} // namespace theseus::rules
