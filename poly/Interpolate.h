#pragma once
// Fitting a quasi-polynomial to exact counts: on a region of parameter space where the count is
// known to be a quasi-polynomial of bounded degree and period (a chamber), its coefficients are
// fixed by exact counts at enough parameter points of each residue class.
#include "poly/Constraints.h"
#include "poly/Polynomial.h"

#include <functional>

struct isl_set;

namespace theseus::poly {

// The count at one parameter point.
using CountAt = std::function<Integer(const IntVector& params)>;

// The quasi-polynomial of the given period and degree bound that equals count(p) at every
// integer p of `region` (a borrowed parameter set), found by exact interpolation on a set of
// points of each residue class that is unisolvent for polynomials of degree <= degree, and
// checked at further points. Throws CountError(Internal) when a check fails.
QuasiPolynomial interpolateOnRegion(isl_set* region, unsigned numParams, unsigned period, unsigned degree,
                                    const CountAt& count);

} // namespace theseus::poly
