#include "poly/Parametric.h"

#include "poly/ParametricPolytope.h"
#include "poly/Polytope.h"

#include "isl/space.h"

#include <algorithm>

namespace theseus::poly {

namespace {

using Affine = RatVector;  // coefficients of the parameters, then the constant

bool isEmpty(isl_set* set) { return isEmptySet(set); }

// `domain` minus the domains of every piece of `others`.
IslSet outsideAll(isl_set* domain, const std::vector<QuasiPolynomialPiece>& others) {
  isl_set* rest = isl_set_copy(domain);
  for (const QuasiPolynomialPiece& o : others) rest = isl_set_subtract(rest, isl_set_copy(o.domain.get()));
  return checked(isl_set_coalesce(rest), isl_set_get_ctx(domain), "subtracting pieces");
}

std::vector<std::string> paramNamesOf(isl_basic_set* bset) {
  std::vector<std::string> names;
  for (isl_size i = 0; i < isl_basic_set_dim(bset, isl_dim_param); ++i) {
    const char* name = isl_basic_set_get_dim_name(bset, isl_dim_param, i);
    names.push_back(name ? name : "p" + std::to_string(i));
  }
  return names;
}

// The integer row d * f (d the lcm of the denominators of f).
IntVector clearDenominators(const Affine& f) {
  Integer d = 1;
  for (const Rational& x : f) d = lcm(d, Integer(x.get_den()));
  IntVector row;
  for (const Rational& x : f) row.push_back(Rational(x * Rational(d)).get_num());
  return row;
}

// "2*N - M + 3" for an integer row over the parameters then the constant.
std::string paramText(const IntVector& row, const std::vector<std::string>& names) {
  std::string s = "0";
  for (size_t j = 0; j <= names.size(); ++j) {
    if (row[j] == 0) continue;
    Integer magnitude = abs(row[j]);
    s += (row[j] < 0 ? " - " : " + ") + magnitude.get_str() + (j < names.size() ? "*" + names[j] : "");
  }
  return s;
}

// The variables' integer solutions of the equalities, parametrized: x = offset(p) + basis * y,
// valid where the parameter `conditions` (isl constraints) hold.
struct ParametricSolutions {
  std::vector<Affine> offset;
  IntMatrix basis;
  std::vector<std::string> conditions;
};

// Solves E x + F p + e = 0 by a column Hermite reduction of E; each pivot variable is an affine
// function of p that must be integral (a congruence on p), each dependent row an equality on p.
ParametricSolutions solveParametricEqualities(const AffineConstraints& c, const std::vector<std::string>& names) {
  unsigned n = c.numVars, k = c.numParams;
  IntMatrix e;
  for (const IntVector& row : c.equalities) e.emplace_back(row.begin(), row.begin() + n);
  ColumnEchelon echelon = columnEchelon(e, n);
  std::vector<Affine> z(n, Affine(k + 1, Rational(0)));
  ParametricSolutions s;
  for (size_t i = 0; i < e.size(); ++i) {
    Affine known(k + 1);
    for (unsigned j = 0; j <= k; ++j) known[j] = Rational(c.equalities[i][n + j]);
    int pivot = echelon.pivot[i];
    for (unsigned j = 0; j < n; ++j)
      if (pivot < 0 || int(j) < pivot)
        for (unsigned q = 0; q <= k; ++q) known[q] += Rational(echelon.reduced[i][j]) * z[j][q];
    if (pivot < 0) {
      s.conditions.push_back(paramText(clearDenominators(known), names) + " = 0");
      continue;
    }
    for (unsigned q = 0; q <= k; ++q) z[pivot][q] = -known[q] / Rational(echelon.reduced[i][pivot]);
    IntVector numerator = clearDenominators(z[pivot]);
    Integer d = 1;
    for (const Rational& x : z[pivot]) d = lcm(d, Integer(x.get_den()));
    std::string e = freshPrefix(names, "e") + std::to_string(i);
    if (d > 1) s.conditions.push_back("exists (" + e + " : " + paramText(numerator, names) + " = " + d.get_str() + "*" + e + ")");
  }
  s.offset.assign(n, Affine(k + 1, Rational(0)));
  s.basis.assign(n, IntVector(n - echelon.rank));
  for (unsigned r = 0; r < n; ++r) {
    for (size_t j = 0; j < echelon.rank; ++j)
      for (unsigned q = 0; q <= k; ++q) s.offset[r][q] += Rational(echelon.unimodular[r][j]) * z[j][q];
    for (size_t j = echelon.rank; j < n; ++j) s.basis[r][j - echelon.rank] = echelon.unimodular[r][j];
  }
  return s;
}

// The inequalities of c in the coordinates y of the solutions (rows scaled to integers).
ParametricInequalities substitute(const AffineConstraints& c, const ParametricSolutions& s) {
  unsigned n = c.numVars, k = c.numParams;
  ParametricInequalities p;
  p.dim = s.basis.empty() ? 0 : s.basis[0].size();
  p.numParams = k;
  for (const IntVector& row : c.inequalities) {
    RatVector r(p.dim + k + 1, Rational(0));
    for (unsigned q = 0; q <= k; ++q) r[p.dim + q] = Rational(row[n + q]);
    for (unsigned i = 0; i < n; ++i) {
      for (unsigned j = 0; j < p.dim; ++j) r[j] += Rational(row[i] * s.basis[i][j]);
      for (unsigned q = 0; q <= k; ++q) r[p.dim + q] += Rational(row[i]) * s.offset[i][q];
    }
    p.rows.push_back(clearDenominators(r));
  }
  return p;
}

// Moves rows without variables into `conditions`.
void splitParameterRows(ParametricInequalities& p, std::vector<std::string>& conditions, const std::vector<std::string>& names) {
  IntMatrix kept;
  for (const IntVector& row : p.rows) {
    bool parametersOnly = std::all_of(row.begin(), row.begin() + p.dim, [](const Integer& x) { return x == 0; });
    if (!parametersOnly) {
      kept.push_back(row);
      continue;
    }
    conditions.push_back(paramText(IntVector(row.begin() + p.dim, row.end()), names) + " >= 0");
  }
  p.rows = std::move(kept);
}

IslSet conditionSet(isl_ctx* ctx, const std::vector<std::string>& names, const std::vector<std::string>& conditions) {
  std::string s = "[";
  for (size_t j = 0; j < names.size(); ++j) s += (j ? ", " : "") + names[j];
  s += "] -> { : ";
  for (size_t i = 0; i < conditions.size(); ++i) s += (i ? " and " : "") + conditions[i];
  if (conditions.empty()) s += "0 = 0";
  IslSet set(isl_set_read_from_str(ctx, (s + " }").c_str()));
  if (!set) throw CountError(CountError::Kind::Internal, "cannot build parameter conditions " + s + ": " + lastIslError(ctx));
  return set;
}

} // namespace

std::vector<QuasiPolynomialPiece> countBasicSetParametric(isl_basic_set* input) {
  IslBasicSet bset(isl_basic_set_detect_equalities(isl_basic_set_copy(input)));
  isl_bool empty = isl_basic_set_is_empty(bset.get());
  if (empty < 0) throw CountError(CountError::Kind::Internal, "isl cannot decide emptiness: " + lastIslError(isl_basic_set_get_ctx(input)));
  if (empty) return {};
  if (isl_basic_set_dim(bset.get(), isl_dim_div) != 0)
    bset = checked(isl_basic_set_lift(bset.release()), isl_basic_set_get_ctx(input), "lifting divisions");
  AffineConstraints c = extractConstraints(bset.get());
  isl_ctx* ctx = isl_basic_set_get_ctx(bset.get());
  std::vector<QuasiPolynomialPiece> pieces;
  if (c.numParams == 0) {
    IslSet universe(isl_set_universe(isl_space_params(isl_basic_set_get_space(bset.get()))));
    pieces.push_back({std::move(universe), constantQuasiPolynomial(Rational(countPolytope(c)), 0)});
    return pieces;
  }
  std::vector<std::string> names = paramNamesOf(bset.get());
  ParametricSolutions solutions = solveParametricEqualities(c, names);
  ParametricInequalities p = substitute(c, solutions);
  splitParameterRows(p, solutions.conditions, names);
  IslSet context = conditionSet(ctx, names, solutions.conditions);
  if (isEmpty(context.get())) return {};
  if (p.dim == 0 || p.rows.empty()) {
    pieces.push_back({std::move(context), constantQuasiPolynomial(1, c.numParams)});
    return pieces;
  }
  return countParametricInequalities(p, context.get(), names);
}

std::vector<QuasiPolynomialPiece> addPiecewise(std::vector<QuasiPolynomialPiece> a, std::vector<QuasiPolynomialPiece> b,
                                               unsigned numParams) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  std::vector<QuasiPolynomialPiece> sum;
  for (const QuasiPolynomialPiece& pa : a)
    for (const QuasiPolynomialPiece& pb : b) {
      IslSet both = checked(isl_set_coalesce(isl_set_intersect(isl_set_copy(pa.domain.get()), isl_set_copy(pb.domain.get()))),
                            isl_set_get_ctx(pa.domain.get()), "intersecting pieces");
      if (!isEmpty(both.get())) sum.push_back({std::move(both), add(pa.value, pb.value, numParams)});
    }
  for (const auto& [from, others] : {std::pair{&a, &b}, std::pair{&b, &a}})
    for (QuasiPolynomialPiece& p : *from) {
      IslSet only = outsideAll(p.domain.get(), *others);
      if (!isEmpty(only.get())) sum.push_back({std::move(only), p.value});
    }
  return sum;
}

} // namespace theseus::poly
