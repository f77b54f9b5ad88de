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

// Polynomial product.
Polynomial operator*(const Polynomial& a, const Polynomial& b);

// (coeffs . p + constant) mod modulus, in [0, modulus): the periodic part of a quasi-polynomial.
// Normalized: 0 <= coeffs[i], constant < modulus; modulus > 1; some coeffs[i] != 0.
struct ModAtom {
  IntVector coeffs;
  Integer constant;
  Integer modulus;

  Integer value(const IntVector& params) const;
  // "((N + 2*M + 1) mod 3)"
  std::string str(const std::vector<std::string>& names) const;
  bool operator<(const ModAtom& o) const {
    if (modulus != o.modulus) return modulus < o.modulus;
    if (constant != o.constant) return constant < o.constant;
    return coeffs < o.coeffs;
  }
  bool operator==(const ModAtom& o) const { return modulus == o.modulus && constant == o.constant && coeffs == o.coeffs; }
};

// A quasi-polynomial in k parameters: a polynomial in the parameters and in periodic atoms
// ((a . p + b) mod m), e.g. 1/30*N^2 + 3/10*N + 1 - 1/3*((2*N) mod 3) ...
struct QuasiPolynomial {
  std::vector<ModAtom> atoms;
  Polynomial poly;  // variables: the k parameters, then one per atom

  Rational evaluate(const IntVector& params) const;
  std::string str(const std::vector<std::string>& paramNames) const;
};

// The sum of two quasi-polynomials in `numParams` parameters.
QuasiPolynomial add(const QuasiPolynomial& a, const QuasiPolynomial& b, unsigned numParams);

// The quasi-polynomial equal to the constant c.
QuasiPolynomial constantQuasiPolynomial(const Rational& c, unsigned numParams);

} // namespace theseus::poly
