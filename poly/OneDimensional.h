#pragma once
// Parametric counting in one dimension, directly: the points of {y : rows >= 0} are the integers
// between the largest lower bound and the smallest upper bound, both quasi-affine in p. (isl's
// parametric vertex enumeration in LLVM 19 crashes on some one-dimensional sets, so it is not
// used there.)
#include "poly/ParametricPolytope.h"

namespace theseus::poly {

// The count for p.dim == 1 as pairwise disjoint pieces, one per (lower, upper) pair of rows,
// intersected with `context`.
std::vector<QuasiPolynomialPiece> countOneDimensional(const ParametricInequalities& p, isl_set* context,
                                                      const std::vector<std::string>& paramNames);

} // namespace theseus::poly
