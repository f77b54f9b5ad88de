#pragma once
// Barvinok's algorithm with parameters: the count of {y in Z^dim : A y + B p + b >= 0} as a
// quasi-polynomial in p on each chamber of the parametric vertices.
#include "poly/Count.h"
#include "poly/Lattice.h"

#include <string>
#include <vector>

namespace theseus::poly {

// Rows [A | B | b] over `dim` variables and `numParams` parameters.
struct ParametricInequalities {
  unsigned dim = 0;
  unsigned numParams = 0;
  IntMatrix rows;
};

// The count as pairwise disjoint pieces (0 outside), each domain intersected with `context`
// (a borrowed parameter set whose space and isl_ctx the pieces share; paramNames name its
// parameters). Each chamber's tangent cones are decomposed into unimodular cones once; the
// apex of a unimodular cone is G * ceil(U v(p)), whose ceilings become periodic atoms, and the
// generating functions are evaluated at 1 symbolically via Todd series.
std::vector<QuasiPolynomialPiece> countParametricInequalities(const ParametricInequalities& p, isl_set* context,
                                                              const std::vector<std::string>& paramNames);

// The isl text "[N, M] -> { [z0, z1] : ... }" of the rows (affine forms >= 0).
std::string parametricSetText(const IntMatrix& rows, unsigned dim, const std::vector<std::string>& paramNames);

} // namespace theseus::poly
