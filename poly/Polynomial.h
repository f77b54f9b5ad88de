#pragma once
// Multivariate polynomials with rational coefficients, and quasi-polynomials: one polynomial per
// residue class of the variables modulo a common period.
#include "poly/Integer.h"

#include <map>
#include <string>
#include <vector>

namespace theseus::poly {

// A polynomial in k variables: exponent vector -> nonzero rational coefficient.
class Polynomial {
public:
  using Exponents = std::vector<unsigned>;

  explicit Polynomial(unsigned numVars = 0) : numVars_(numVars) {}

  unsigned numVars() const { return numVars_; }
  const std::map<Exponents, Rational>& terms() const { return terms_; }
  // Adds c * x^e (e has numVars() entries).
  void addTerm(const Exponents& e, const Rational& c);
  Rational evaluate(const IntVector& x) const;
  bool operator==(const Polynomial& o) const { return numVars_ == o.numVars_ && terms_ == o.terms_; }
  Polynomial& operator+=(const Polynomial& o);
  // Text like "1/2*N^2 + 3/2*N + 1" (highest degree first); "0" when empty.
  std::string str(const std::vector<std::string>& names) const;

private:
  unsigned numVars_;
  std::map<Exponents, Rational> terms_;
};

// Every exponent vector in `numVars` variables of total degree <= degree, in a fixed order.
std::vector<Polynomial::Exponents> monomialsUpTo(unsigned numVars, unsigned degree);

// The value of monomial x^e.
Integer monomialValue(const Polynomial::Exponents& e, const IntVector& x);

// A quasi-polynomial: byResidue[r] applies where (x_0 mod period, ..., x_{k-1} mod period) has
// mixed-radix index r (x_0 least significant).
struct QuasiPolynomial {
  unsigned period = 1;
  std::vector<Polynomial> byResidue;

  // The index into byResidue of the residue class of x.
  size_t residueIndex(const IntVector& x) const;
  // The residue vector with index `index`.
  std::vector<unsigned> residueOf(size_t index, unsigned numVars) const;
  Rational evaluate(const IntVector& x) const;
  // Replaces the period by one when every residue class has the same polynomial.
  void collapseConstantPeriod();
  // This quasi-polynomial re-expressed with period `newPeriod` (a multiple of period).
  QuasiPolynomial withPeriod(unsigned newPeriod, unsigned numVars) const;
};

// The sum of two quasi-polynomials in `numVars` variables (period: their lcm).
QuasiPolynomial add(const QuasiPolynomial& a, const QuasiPolynomial& b, unsigned numVars);

} // namespace theseus::poly
