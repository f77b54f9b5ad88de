#pragma once
// The value at x = 1 of parametric unimodular-cone generating functions, as quasi-polynomials:
// the apex G * ceil(U v(p)) of a cone has quasi-affine coordinates whose periodic parts become
// atoms ((a . p + b) mod m), and the Todd expansion is a polynomial in p and those atoms.
#include "poly/Lattice.h"
#include "poly/Polynomial.h"

#include <map>
#include <optional>
#include <vector>

namespace theseus::poly {

using Affine = RatVector;  // coefficients of p_0 .. p_{k-1}, then the constant

// ceil(l(p)) at integer p as (alpha . p + beta + r) / delta with r = (-(alpha . p + beta)) mod delta:
// an affine part plus 1/delta times a periodic atom (none when delta = 1).
struct Ceiling {
  Affine affine;
  std::optional<size_t> atom;
  Rational atomWeight;
};

// Writes l = (a . p + b) / d with integers; dividing by g = gcd(a, d) and rounding b / g up keeps
// ceil(l(p)) for every integer p, so perturbations of the constant vanish from the period.
struct CeilingBuilder {
  unsigned numParams;
  std::vector<ModAtom> atoms;
  std::map<ModAtom, size_t> index;

  // ceil(l(p)) for the affine l, registering its atom.
  Ceiling ceilingOf(const Affine& l);
};

// A monomial over the parameters and the builder's atoms as sorted (variable, exponent) pairs
// (atom i is variable numParams + i), and a sum of such monomials.
using SparseMonomial = std::vector<std::pair<unsigned, unsigned>>;
using SparseSum = std::map<SparseMonomial, Rational>;

// Adds the value at x = 1 of one unimodular cone's generating function to `sum`: with
// a(p) = lambda . apex(p) and b_j = lambda . g_j, it is sign * (-1)^dim / prod b_j *
// sum_k a^k / k! * [t^(dim-k)] prod_j Td(b_j t). a is computed over local variables (the
// parameters, then the term's own atoms) and mapped to the cell's variables at the end.
void addTermValue(int sign, const IntMatrix& raysByColumn, const std::vector<Ceiling>& ceilings, const IntVector& lambda,
                  unsigned dim, unsigned numParams, SparseSum& sum);

// The quasi-polynomial of `sum` over the atoms it uses.
QuasiPolynomial toQuasiPolynomial(const SparseSum& sum, const std::vector<ModAtom>& atoms, unsigned numParams);

} // namespace theseus::poly
