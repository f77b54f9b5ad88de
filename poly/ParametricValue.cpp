#include "poly/ParametricValue.h"

#include "poly/Cones.h"

#include <algorithm>

namespace theseus::poly {

namespace {

Integer dot(const IntVector& a, const IntVector& b) {
  Integer s = 0;
  for (size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}


} // namespace

Ceiling CeilingBuilder::ceilingOf(const Affine& l) {
  Integer d = 1;
  for (const Rational& x : l) d = lcm(d, Integer(x.get_den()));
  IntVector a;
  Integer g = d;
  for (unsigned j = 0; j < numParams; ++j) {
    a.push_back(Rational(l[j] * Rational(d)).get_num());
    g = gcd(g, a.back());
  }
  for (Integer& x : a) x /= g;
  Integer delta = d / g;
  Integer beta = ceil(l[numParams] * Rational(d) / Rational(g));
  Ceiling c{Affine(numParams + 1), std::nullopt, 0};
  for (unsigned j = 0; j < numParams; ++j) c.affine[j] = Rational(a[j]) / Rational(delta);
  c.affine[numParams] = Rational(beta) / Rational(delta);
  if (delta == 1) return c;
  ModAtom atom{IntVector(numParams), Integer(0), delta};
  for (unsigned j = 0; j <= numParams; ++j) {
    Integer negated = -(j < numParams ? a[j] : beta);
    Integer& slot = j < numParams ? atom.coeffs[j] : atom.constant;
    mpz_fdiv_r(slot.get_mpz_t(), negated.get_mpz_t(), delta.get_mpz_t());
  }
  auto [it, inserted] = index.emplace(atom, atoms.size());
  if (inserted) atoms.push_back(atom);
  c.atom = it->second;
  c.atomWeight = Rational(1) / Rational(delta);
  return c;
}

void addTermValue(int sign, const IntMatrix& raysByColumn, const std::vector<Ceiling>& ceilings, const IntVector& lambda,
                  unsigned dim, unsigned numParams, SparseSum& sum) {
  std::vector<size_t> localAtoms;
  for (const Ceiling& c : ceilings)
    if (c.atom && std::find(localAtoms.begin(), localAtoms.end(), *c.atom) == localAtoms.end()) localAtoms.push_back(*c.atom);
  unsigned localVars = numParams + localAtoms.size();
  IntVector b;
  Integer denominator = 1;
  Polynomial apex(localVars);
  for (unsigned i = 0; i < dim; ++i) {
    b.push_back(dot(lambda, raysByColumn[i]));
    denominator *= b.back();
    const Ceiling& c = ceilings[i];
    Polynomial::Exponents e(localVars, 0);
    for (unsigned j = 0; j < numParams; ++j) {
      e[j] = 1;
      apex.addTerm(e, Rational(b[i]) * c.affine[j]);
      e[j] = 0;
    }
    apex.addTerm(e, Rational(b[i]) * c.affine[numParams]);
    if (c.atom) {
      e[numParams + (std::find(localAtoms.begin(), localAtoms.end(), *c.atom) - localAtoms.begin())] = 1;
      apex.addTerm(e, Rational(b[i]) * c.atomWeight);
    }
  }
  RatVector todd = toddSeries(b, dim);
  Rational weight = Rational((dim % 2 == 0 ? 1 : -1) * sign) / Rational(denominator);
  Polynomial power(localVars), local(localVars);
  power.addTerm(Polynomial::Exponents(localVars, 0), 1);
  Rational factorial = 1;
  for (unsigned k = 0; k <= dim; ++k) {
    if (k > 0) {
      power = power * apex;
      factorial *= k;
    }
    Rational scale = weight * todd[dim - k] / factorial;
    for (const auto& [e, c] : power.terms()) local.addTerm(e, c * scale);
  }
  for (const auto& [e, c] : local.terms()) {
    SparseMonomial key;
    for (unsigned j = 0; j < numParams; ++j)
      if (e[j]) key.emplace_back(j, e[j]);
    std::vector<std::pair<unsigned, unsigned>> atoms;
    for (size_t a = 0; a < localAtoms.size(); ++a)
      if (e[numParams + a]) atoms.emplace_back(numParams + localAtoms[a], e[numParams + a]);
    std::sort(atoms.begin(), atoms.end());
    key.insert(key.end(), atoms.begin(), atoms.end());
    sum[key] += c;
  }
}


QuasiPolynomial toQuasiPolynomial(const SparseSum& sum, const std::vector<ModAtom>& atoms, unsigned numParams) {
  std::map<unsigned, unsigned> localOf;
  QuasiPolynomial q;
  for (const auto& [key, c] : sum)
    for (const auto& [var, exponent] : key)
      if (var >= numParams && c != 0 && localOf.emplace(var, numParams + q.atoms.size()).second) q.atoms.push_back(atoms[var - numParams]);
  q.poly = Polynomial(numParams + q.atoms.size());
  for (const auto& [key, c] : sum) {
    if (c == 0) continue;
    Polynomial::Exponents e(numParams + q.atoms.size(), 0);
    for (const auto& [var, exponent] : key) e[var < numParams ? var : localOf.at(var)] = exponent;
    q.poly.addTerm(e, c);
  }
  return q;
}

} // namespace theseus::poly
