#include "poly/Polynomial.h"

#include <algorithm>
#include <numeric>

namespace theseus::poly {

Integer ceil(const Rational& q) {
  Integer r;
  mpz_cdiv_q(r.get_mpz_t(), q.get_num_mpz_t(), q.get_den_mpz_t());
  return r;
}

Integer floor(const Rational& q) {
  Integer r;
  mpz_fdiv_q(r.get_mpz_t(), q.get_num_mpz_t(), q.get_den_mpz_t());
  return r;
}

void Polynomial::addTerm(const Exponents& e, const Rational& c) {
  if (c == 0) return;
  auto [it, inserted] = terms_.emplace(e, c);
  if (inserted) return;
  it->second += c;
  if (it->second == 0) terms_.erase(it);
}

Integer monomialValue(const Polynomial::Exponents& e, const IntVector& x) {
  Integer v = 1;
  for (size_t i = 0; i < e.size(); ++i) {
    Integer p;
    mpz_pow_ui(p.get_mpz_t(), x[i].get_mpz_t(), e[i]);
    v *= p;
  }
  return v;
}

Rational Polynomial::evaluate(const IntVector& x) const {
  Rational sum = 0;
  for (const auto& [e, c] : terms_) sum += c * Rational(monomialValue(e, x));
  return sum;
}

Polynomial& Polynomial::operator+=(const Polynomial& o) {
  for (const auto& [e, c] : o.terms_) addTerm(e, c);
  return *this;
}

namespace {

unsigned degreeOf(const Polynomial::Exponents& e) { return std::accumulate(e.begin(), e.end(), 0u); }

// "N^2*M" for exponents (2,1); empty for the constant monomial.
std::string monomialText(const Polynomial::Exponents& e, const std::vector<std::string>& names) {
  std::string s;
  for (size_t i = 0; i < e.size(); ++i) {
    if (e[i] == 0) continue;
    if (!s.empty()) s += "*";
    s += names[i];
    if (e[i] > 1) s += "^" + std::to_string(e[i]);
  }
  return s;
}

void enumerateMonomials(unsigned numVars, unsigned degree, Polynomial::Exponents& prefix,
                        std::vector<Polynomial::Exponents>& out) {
  if (prefix.size() == numVars) {
    out.push_back(prefix);
    return;
  }
  for (unsigned d = 0; d <= degree; ++d) {
    prefix.push_back(d);
    enumerateMonomials(numVars, degree - d, prefix, out);
    prefix.pop_back();
  }
}

} // namespace

std::string Polynomial::str(const std::vector<std::string>& names) const {
  if (terms_.empty()) return "0";
  std::vector<std::pair<Exponents, Rational>> ordered(terms_.begin(), terms_.end());
  std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) {
    unsigned da = degreeOf(a.first), db = degreeOf(b.first);
    return da != db ? da > db : a.first > b.first;
  });
  std::string s;
  for (const auto& [e, c] : ordered) {
    std::string mono = monomialText(e, names);
    Rational mag = abs(c);
    std::string coeff = mag.get_str();
    std::string term = mono.empty() ? coeff : (mag == 1 ? mono : coeff + "*" + mono);
    if (s.empty()) s = (c < 0 ? "-" : "") + term;
    else s += (c < 0 ? " - " : " + ") + term;
  }
  return s;
}

std::vector<Polynomial::Exponents> monomialsUpTo(unsigned numVars, unsigned degree) {
  std::vector<Polynomial::Exponents> out;
  Polynomial::Exponents prefix;
  enumerateMonomials(numVars, degree, prefix, out);
  return out;
}

Polynomial operator*(const Polynomial& a, const Polynomial& b) {
  Polynomial product(a.numVars());
  for (const auto& [ea, ca] : a.terms())
    for (const auto& [eb, cb] : b.terms()) {
      Polynomial::Exponents e = ea;
      for (size_t i = 0; i < e.size(); ++i) e[i] += eb[i];
      product.addTerm(e, ca * cb);
    }
  return product;
}

Integer ModAtom::value(const IntVector& params) const {
  Integer v = constant;
  for (size_t i = 0; i < coeffs.size(); ++i) v += coeffs[i] * params[i];
  Integer r;
  mpz_fdiv_r(r.get_mpz_t(), v.get_mpz_t(), modulus.get_mpz_t());
  return r;
}

std::string ModAtom::str(const std::vector<std::string>& names) const {
  std::string s;
  for (size_t i = 0; i < coeffs.size(); ++i) {
    if (coeffs[i] == 0) continue;
    s += (s.empty() ? "" : " + ") + (coeffs[i] == 1 ? names[i] : coeffs[i].get_str() + "*" + names[i]);
  }
  if (constant != 0) s += " + " + constant.get_str();
  return "((" + s + ") mod " + modulus.get_str() + ")";
}

namespace {

// The values of the parameters followed by the values of the atoms.
IntVector variableValues(const QuasiPolynomial& q, const IntVector& params) {
  IntVector values = params;
  for (const ModAtom& a : q.atoms) values.push_back(a.value(params));
  return values;
}

// `poly` over (params, atoms) re-expressed over (params, target), every atom being in target.
Polynomial remapAtoms(const Polynomial& poly, const std::vector<ModAtom>& atoms, const std::vector<ModAtom>& target,
                      unsigned numParams) {
  std::vector<size_t> where;
  for (const ModAtom& a : atoms) where.push_back(std::find(target.begin(), target.end(), a) - target.begin());
  Polynomial out(numParams + target.size());
  for (const auto& [e, c] : poly.terms()) {
    Polynomial::Exponents mapped(numParams + target.size(), 0);
    for (unsigned i = 0; i < numParams; ++i) mapped[i] = e[i];
    for (size_t j = 0; j < atoms.size(); ++j) mapped[numParams + where[j]] += e[numParams + j];
    out.addTerm(mapped, c);
  }
  return out;
}

} // namespace

Rational QuasiPolynomial::evaluate(const IntVector& params) const { return poly.evaluate(variableValues(*this, params)); }

std::string QuasiPolynomial::str(const std::vector<std::string>& paramNames) const {
  std::vector<std::string> names = paramNames;
  for (const ModAtom& a : atoms) names.push_back(a.str(paramNames));
  return poly.str(names);
}

QuasiPolynomial add(const QuasiPolynomial& a, const QuasiPolynomial& b, unsigned numParams) {
  QuasiPolynomial sum;
  sum.atoms = a.atoms;
  for (const ModAtom& atom : b.atoms)
    if (std::find(sum.atoms.begin(), sum.atoms.end(), atom) == sum.atoms.end()) sum.atoms.push_back(atom);
  sum.poly = remapAtoms(a.poly, a.atoms, sum.atoms, numParams);
  sum.poly += remapAtoms(b.poly, b.atoms, sum.atoms, numParams);
  return sum;
}

QuasiPolynomial constantQuasiPolynomial(const Rational& c, unsigned numParams) {
  QuasiPolynomial q;
  q.poly = Polynomial(numParams);
  q.poly.addTerm(Polynomial::Exponents(numParams, 0), c);
  return q;
}

} // namespace theseus::poly
