#pragma once
// Counting the integer points of one parameter-free polytope given as constraints.
#include "poly/Constraints.h"

namespace theseus::poly {

// The number of integer points satisfying `c` (numParams == 0), which must be bounded.
// Barvinok's algorithm: equalities eliminated by a Hermite normal form, tangent cones at the
// vertices, signed unimodular decomposition with LLL short vectors, evaluation at 1.
Integer countPolytope(const AffineConstraints& c);

// The same count by enumerating every point with isl's scanner (the reference).
Integer enumeratePolytope(const AffineConstraints& c);

} // namespace theseus::poly
