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

size_t QuasiPolynomial::residueIndex(const IntVector& x) const {
  size_t index = 0, scale = 1;
  for (const Integer& xi : x) {
    Integer r;
    mpz_fdiv_r_ui(r.get_mpz_t(), xi.get_mpz_t(), period);
    index += r.get_ui() * scale;
    scale *= period;
  }
  return index;
}

std::vector<unsigned> QuasiPolynomial::residueOf(size_t index, unsigned numVars) const {
  std::vector<unsigned> r(numVars);
  for (unsigned i = 0; i < numVars; ++i) {
    r[i] = index % period;
    index /= period;
  }
  return r;
}

Rational QuasiPolynomial::evaluate(const IntVector& x) const { return byResidue[residueIndex(x)].evaluate(x); }

void QuasiPolynomial::collapseConstantPeriod() {
  for (const Polynomial& p : byResidue)
    if (!(p == byResidue.front())) return;
  byResidue.resize(1);
  period = 1;
}

QuasiPolynomial QuasiPolynomial::withPeriod(unsigned newPeriod, unsigned numVars) const {
  QuasiPolynomial out;
  out.period = newPeriod;
  size_t classes = 1;
  for (unsigned i = 0; i < numVars; ++i) classes *= newPeriod;
  for (size_t index = 0; index < classes; ++index) {
    std::vector<unsigned> r = out.residueOf(index, numVars);
    IntVector x(r.begin(), r.end());
    out.byResidue.push_back(byResidue[residueIndex(x)]);
  }
  return out;
}

QuasiPolynomial add(const QuasiPolynomial& a, const QuasiPolynomial& b, unsigned numVars) {
  unsigned period = std::lcm(a.period, b.period);
  QuasiPolynomial sum = a.withPeriod(period, numVars);
  QuasiPolynomial other = b.withPeriod(period, numVars);
  for (size_t i = 0; i < sum.byResidue.size(); ++i) sum.byResidue[i] += other.byResidue[i];
  sum.collapseConstantPeriod();
  return sum;
}

} // namespace theseus::poly
