// What a query is made of, for choosing how to solve it (Refinement.cpp's solverFor).
#pragma once

#include <z3++.h>

namespace theseus::verify {

// Whether `e` contains a quantifier.
bool containsQuantifier(const z3::expr& e);

} // namespace theseus::verify
