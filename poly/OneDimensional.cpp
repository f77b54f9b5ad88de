#include "poly/OneDimensional.h"

#include <algorithm>

namespace theseus::poly {

namespace {

// floor(f(p) / m) for an integer affine f (parameters then constant) and m > 0.
struct FloorTerm {
  IntVector f;
  Integer m;

  // isl text "floor((2*N + 3)/5)".
  std::string text(const std::vector<std::string>& names) const {
    std::string s = "0";
    for (size_t j = 0; j <= names.size(); ++j) {
      if (f[j] == 0) continue;
      Integer magnitude = abs(f[j]);
      s += (f[j] < 0 ? " - " : " + ") + magnitude.get_str() + (j < names.size() ? "*" + names[j] : "");
    }
    return "floor((" + s + ")/" + m.get_str() + ")";
  }

  // Adds sign * floor(f/m) = sign * (f - (f mod m)) / m to q (atoms appended as needed).
  void addTo(QuasiPolynomial& q, int sign, unsigned numParams) const {
    Polynomial::Exponents e(q.poly.numVars(), 0);
    std::vector<std::pair<Polynomial::Exponents, Rational>> terms;
    for (unsigned j = 0; j < numParams; ++j) {
      e[j] = 1;
      terms.emplace_back(e, Rational(sign * f[j]) / Rational(m));
      e[j] = 0;
    }
    terms.emplace_back(e, Rational(sign * f[numParams]) / Rational(m));
    for (auto& [exponents, c] : terms) q.poly.addTerm(exponents, c);
    if (m == 1) return;
    ModAtom atom{IntVector(numParams), Integer(0), m};
    for (unsigned j = 0; j <= numParams; ++j) {
      Integer& slot = j < numParams ? atom.coeffs[j] : atom.constant;
      mpz_fdiv_r(slot.get_mpz_t(), f[j].get_mpz_t(), m.get_mpz_t());
    }
    bool periodic = std::any_of(atom.coeffs.begin(), atom.coeffs.end(), [](const Integer& c) { return c != 0; });
    if (!periodic) {
      q.poly.addTerm(Polynomial::Exponents(q.poly.numVars(), 0), Rational(-sign * atom.constant) / Rational(m));
      return;
    }
    QuasiPolynomial withAtom;
    withAtom.atoms = {atom};
    withAtom.poly = Polynomial(numParams + 1);
    Polynomial::Exponents a(numParams + 1, 0);
    a[numParams] = 1;
    withAtom.poly.addTerm(a, Rational(-sign) / Rational(m));
    q = add(q, withAtom, numParams);
  }
};

} // namespace

// Lower rows (a > 0) give y >= -floor(f/a), upper rows y <= floor(f/|a|).
std::vector<QuasiPolynomialPiece> countOneDimensional(const ParametricInequalities& p, isl_set* context,
                                                      const std::vector<std::string>& paramNames) {
  std::vector<FloorTerm> lowers, uppers;
  for (const IntVector& row : p.rows) {
    FloorTerm t{IntVector(row.begin() + 1, row.end()), abs(row[0])};
    (row[0] > 0 ? lowers : uppers).push_back(t);
  }
  if (lowers.empty() || uppers.empty()) throw CountError(CountError::Kind::Unbounded, "the set is unbounded in its one free direction");
  isl_ctx* ctx = isl_set_get_ctx(context);
  std::string params = "[";
  for (size_t j = 0; j < paramNames.size(); ++j) params += (j ? ", " : "") + paramNames[j];
  params += "]";
  std::vector<QuasiPolynomialPiece> pieces;
  for (size_t i = 0; i < lowers.size(); ++i)
    for (size_t j = 0; j < uppers.size(); ++j) {
      std::string lower = "-" + lowers[i].text(paramNames), upper = uppers[j].text(paramNames);
      std::string conditions = upper + " >= " + lower;
      for (size_t k = 0; k < lowers.size(); ++k)
        if (k != i) conditions += " and " + lower + (k < i ? " > -" : " >= -") + lowers[k].text(paramNames);
      for (size_t k = 0; k < uppers.size(); ++k)
        if (k != j) conditions += " and " + upper + (k < j ? " < " : " <= ") + uppers[k].text(paramNames);
      IslSet domain = checked(isl_set_read_from_str(ctx, (params + " -> { : " + conditions + " }").c_str()), ctx, "building a 1-d piece");
      domain = checked(isl_set_intersect(domain.release(), isl_set_copy(context)), ctx, "building a 1-d piece");
      if (isEmptySet(domain.get())) continue;
      QuasiPolynomial value = constantQuasiPolynomial(1, p.numParams);
      uppers[j].addTo(value, 1, p.numParams);
      lowers[i].addTo(value, 1, p.numParams);
      pieces.push_back({std::move(domain), std::move(value)});
    }
  return pieces;
}

} // namespace theseus::poly
