#pragma once
// Reduces any isl set to what the engine counts: disjoint basic sets whose existential
// variables are made explicit (integer divisions of the other variables) and then lifted to
// ordinary variables. An explicit division is a function of the other variables, so lifting keeps
// the number of points.
#include "poly/Constraints.h"
#include "poly/IslHandles.h"

#include <vector>

namespace theseus::poly {

// The pieces of `set` (borrowed): pairwise disjoint, each without existential variables, whose
// counts add up to the count of `set`. Pieces may have more variables than `set`.
std::vector<IslBasicSet> disjointLiftedPieces(isl_set* set);

} // namespace theseus::poly
