#pragma once
// Parametric counting: the count of a basic set as a piecewise quasi-polynomial in its
// parameters, over the chambers of its parametric vertices.
#include "poly/Count.h"

#include <vector>

namespace theseus::poly {

// The count of `bset` (borrowed; no existential variables) as disjoint pieces over the parameters.
std::vector<QuasiPolynomialPiece> countBasicSetParametric(isl_basic_set* bset);

// The pointwise sum of two piecewise quasi-polynomials in `numParams` parameters (0 outside pieces).
std::vector<QuasiPolynomialPiece> addPiecewise(std::vector<QuasiPolynomialPiece> a, std::vector<QuasiPolynomialPiece> b,
                                               unsigned numParams);

} // namespace theseus::poly
