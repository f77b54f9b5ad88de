#include "poly/ParametricPolytope.h"

#include "poly/Cones.h"

#include "isl/vertices.h"

#include <algorithm>
#include <map>
#include <optional>
#include <random>

namespace theseus::poly {

namespace {

using Affine = RatVector;  // coefficients of p_0 .. p_{k-1}, then the constant

// A parametric vertex y(p) of the perturbed polytope and its tight rows (exactly dim of them).
struct ParametricVertex {
  std::vector<Affine> point;
  std::vector<size_t> active;
};

struct VertexTable {
  const ParametricInequalities& dilated;  // rows [A | K B | K b + c] over z = K y
  Integer scale;
  std::map<int, ParametricVertex> byId;
  bool simple = true;
};

Affine affineOf(isl_aff* aff, unsigned numParams, const Integer& scale) {
  Affine a;
  for (unsigned j = 0; j < numParams; ++j) {
    IslVal v(isl_aff_get_coefficient_val(aff, isl_dim_param, j));
    a.push_back(toRational(v.get()) / Rational(scale));
  }
  IslVal c(isl_aff_get_constant_val(aff));
  a.push_back(toRational(c.get()) / Rational(scale));
  return a;
}

// Whether row (over z, scaled) vanishes identically at the vertex y(p) = point.
bool tightEverywhere(const IntVector& row, const std::vector<Affine>& point, unsigned dim, unsigned numParams, const Integer& scale) {
  for (unsigned j = 0; j <= numParams; ++j) {
    Rational v = Rational(row[dim + j]);
    for (unsigned i = 0; i < dim; ++i) v += Rational(row[i] * scale) * point[i][j];
    if (v != 0) return false;
  }
  return true;
}

isl_stat collectParametricVertex(isl_vertex* vertex, void* user) {
  auto* table = static_cast<VertexTable*>(user);
  const ParametricInequalities& d = table->dilated;
  int id = isl_vertex_get_id(vertex);
  IslMultiAff expr(isl_vertex_get_expr(vertex));
  isl_vertex_free(vertex);
  if (!expr) return isl_stat_error;
  ParametricVertex v;
  for (isl_size i = 0; i < isl_multi_aff_size(expr.get()); ++i) {
    IslAff coordinate(isl_multi_aff_get_at(expr.get(), i));
    v.point.push_back(affineOf(coordinate.get(), d.numParams, table->scale));
  }
  for (size_t r = 0; r < d.rows.size(); ++r)
    if (tightEverywhere(d.rows[r], v.point, d.dim, d.numParams, table->scale)) v.active.push_back(r);
  table->simple = table->simple && v.active.size() == d.dim;
  table->byId.emplace(id, std::move(v));
  return isl_stat_ok;
}

// An integer-point version of a (rational) cell domain, in the context's space.
IslSet integerDomain(isl_basic_set* rationalDomain, isl_ctx* ctx) {
  IslSet rational = checked(isl_set_params(isl_set_from_basic_set(rationalDomain)), ctx, "reading a chamber");
  std::string text = toString(rational.get());
  if (size_t at = text.find("rat:"); at != std::string::npos) text.erase(at, 4);
  return checked(isl_set_read_from_str(ctx, text.c_str()), ctx, "reading a chamber");
}

// One unimodular cone of a vertex: sign, rays (columns of G) and l_i(p) = U_i . y(p).
struct ParametricTerm {
  int sign;
  IntMatrix raysByColumn;  // rays[j] is the j-th generator
  std::vector<Affine> coordinates;
};

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

  Ceiling ceilingOf(const Affine& l) {
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
};

Integer dot(const IntVector& a, const IntVector& b) {
  Integer s = 0;
  for (size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}

// A monomial over the cell's variables as sorted (variable, exponent) pairs.
using SparseMonomial = std::vector<std::pair<unsigned, unsigned>>;

// Adds the value at x = 1 of one unimodular cone's generating function to `sum`: with
// a(p) = lambda . apex(p) and b_j = lambda . g_j, it is sign * (-1)^dim / prod b_j *
// sum_k a^k / k! * [t^(dim-k)] prod_j Td(b_j t). a is computed over local variables (the
// parameters, then the term's own atoms) and mapped to the cell's variables at the end.
void addTermValue(const ParametricTerm& t, const std::vector<Ceiling>& ceilings, const IntVector& lambda, unsigned dim,
                  unsigned numParams, std::map<SparseMonomial, Rational>& sum) {
  std::vector<size_t> localAtoms;
  for (const Ceiling& c : ceilings)
    if (c.atom && std::find(localAtoms.begin(), localAtoms.end(), *c.atom) == localAtoms.end()) localAtoms.push_back(*c.atom);
  unsigned localVars = numParams + localAtoms.size();
  IntVector b;
  Integer denominator = 1;
  Polynomial apex(localVars);
  for (unsigned i = 0; i < dim; ++i) {
    b.push_back(dot(lambda, t.raysByColumn[i]));
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
  Rational weight = Rational((dim % 2 == 0 ? 1 : -1) * t.sign) / Rational(denominator);
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

// The quasi-polynomial sum of the cell's unimodular-cone generating functions at x = 1.
QuasiPolynomial evaluateCell(const std::vector<ParametricTerm>& terms, unsigned dim, unsigned numParams) {
  std::vector<IntVector> rays;
  for (const ParametricTerm& t : terms) rays.insert(rays.end(), t.raysByColumn.begin(), t.raysByColumn.end());
  IntVector lambda = genericDirection(rays, dim);
  CeilingBuilder ceilings{numParams, {}, {}};
  std::map<SparseMonomial, Rational> sum;
  for (const ParametricTerm& t : terms) {
    std::vector<Ceiling> ceilingOf;
    for (const Affine& l : t.coordinates) ceilingOf.push_back(ceilings.ceilingOf(l));
    addTermValue(t, ceilingOf, lambda, dim, numParams, sum);
  }
  unsigned numVars = numParams + ceilings.atoms.size();
  QuasiPolynomial total{ceilings.atoms, Polynomial(numVars)};
  for (const auto& [key, c] : sum) {
    Polynomial::Exponents e(numVars, 0);
    for (const auto& [var, exponent] : key) e[var] = exponent;
    total.poly.addTerm(e, c);
  }
  return total;
}

struct CellContext {
  VertexTable& table;
  const ParametricInequalities& original;
  isl_ctx* ctx;
  std::map<std::vector<size_t>, std::vector<SignedCone>> decompositions;
  std::vector<std::pair<IslSet, QuasiPolynomial>> cells;
  std::vector<ParametricTerm> current;
};

isl_stat addVertexTerms(isl_vertex* vertex, void* user) {
  auto* cc = static_cast<CellContext*>(user);
  int id = isl_vertex_get_id(vertex);
  isl_vertex_free(vertex);
  const ParametricVertex& v = cc->table.byId.at(id);
  const ParametricInequalities& p = cc->original;
  auto [it, inserted] = cc->decompositions.try_emplace(v.active);
  if (inserted) {
    IntMatrix normals;
    for (size_t r : v.active) normals.emplace_back(p.rows[r].begin(), p.rows[r].begin() + p.dim);
    it->second = decomposeUnimodular(normals);
  }
  for (const SignedCone& cone : it->second) {
    RatMatrix g = *inverse(toRational(cone.rays));
    ParametricTerm term{cone.sign, IntMatrix(p.dim, IntVector(p.dim)), {}};
    for (unsigned i = 0; i < p.dim; ++i)
      for (unsigned k = 0; k < p.dim; ++k) term.raysByColumn[i][k] = g[k][i].get_num();
    for (unsigned i = 0; i < p.dim; ++i) {
      Affine l(p.numParams + 1, Rational(0));
      for (unsigned k = 0; k < p.dim; ++k)
        for (unsigned j = 0; j <= p.numParams; ++j) l[j] += Rational(cone.rays[i][k]) * v.point[k][j];
      term.coordinates.push_back(l);
    }
    cc->current.push_back(std::move(term));
  }
  return isl_stat_ok;
}

isl_stat addCell(isl_cell* cell, void* user) {
  auto* cc = static_cast<CellContext*>(user);
  cc->current.clear();
  isl_stat status = isl_cell_foreach_vertex(cell, addVertexTerms, cc);
  IslSet domain = integerDomain(isl_cell_get_domain(cell), cc->ctx);
  isl_cell_free(cell);
  if (status < 0 || !domain) return isl_stat_error;
  cc->cells.emplace_back(std::move(domain), evaluateCell(cc->current, cc->original.dim, cc->original.numParams));
  return isl_stat_ok;
}

// Affine text "3*z0 - 2*N + 5" of a row over variables then parameters then constant.
std::string rowText(const IntVector& row, unsigned dim, const std::vector<std::string>& paramNames, const std::string& prefix) {
  std::string s = "0";
  auto term = [&](const Integer& c, const std::string& name) {
    if (c == 0) return;
    Integer magnitude = abs(c);
    s += (c < 0 ? " - " : " + ") + magnitude.get_str() + (name.empty() ? "" : "*" + name);
  };
  for (unsigned i = 0; i < dim; ++i) term(row[i], prefix + std::to_string(i));
  for (size_t j = 0; j < paramNames.size(); ++j) term(row[dim + j], paramNames[j]);
  term(row[dim + paramNames.size()], "");
  return s;
}

// The cells made pairwise disjoint and intersected with the context; empty ones dropped.
std::vector<QuasiPolynomialPiece> disjointPieces(std::vector<std::pair<IslSet, QuasiPolynomial>>& cells, isl_set* context) {
  std::vector<QuasiPolynomialPiece> out;
  for (size_t i = 0; i < cells.size(); ++i) {
    isl_set* rest = isl_set_intersect(isl_set_copy(cells[i].first.get()), isl_set_copy(context));
    for (size_t j = 0; j < i; ++j) rest = isl_set_subtract(rest, isl_set_copy(cells[j].first.get()));
    IslSet piece = checked(isl_set_coalesce(rest), isl_set_get_ctx(context), "making chambers disjoint");
    if (!isEmptySet(piece.get())) out.push_back({std::move(piece), std::move(cells[i].second)});
  }
  return out;
}

// Each row divided by the gcd of its variable and parameter coefficients, the constant rounded
// down (the same integer points for integer parameters). With a prime dilation factor larger than
// every coefficient, isl then has nothing to tighten in the perturbed rows.
ParametricInequalities normalizeRows(ParametricInequalities p) {
  for (IntVector& row : p.rows) {
    Integer g = 0;
    for (unsigned j = 0; j < p.dim + p.numParams; ++j) g = gcd(g, row[j]);
    if (g <= 1) continue;
    for (unsigned j = 0; j < p.dim + p.numParams; ++j) row[j] /= g;
    Integer& constant = row[p.dim + p.numParams];
    mpz_fdiv_q(constant.get_mpz_t(), constant.get_mpz_t(), g.get_mpz_t());
  }
  return p;
}

} // namespace

std::string parametricSetText(const IntMatrix& rows, unsigned dim, const std::vector<std::string>& paramNames) {
  std::string s = "[";
  for (size_t j = 0; j < paramNames.size(); ++j) s += (j ? ", " : "") + paramNames[j];
  std::string prefix = freshPrefix(paramNames, "z");
  s += "] -> { [";
  for (unsigned i = 0; i < dim; ++i) s += (i ? ", " : "") + prefix + std::to_string(i);
  s += "] : ";
  for (size_t r = 0; r < rows.size(); ++r) s += (r ? " and " : "") + rowText(rows[r], dim, paramNames, prefix) + " >= 0";
  if (rows.empty()) s += "0 = 0";
  return s + " }";
}

std::vector<QuasiPolynomialPiece> countParametricInequalities(const ParametricInequalities& p, isl_set* context,
                                                              const std::vector<std::string>& paramNames) {
  isl_ctx* ctx = isl_set_get_ctx(context);
  std::mt19937_64 rng(0xc4a3be75);
  const long prime = 1048573;
  const Integer scale = prime;
  ParametricInequalities normalized = normalizeRows(p);
  for (int attempt = 0; attempt < 16; ++attempt) {
    std::uniform_int_distribution<long> pick(1, prime - 1);
    ParametricInequalities dilated = normalized;
    for (IntVector& row : dilated.rows) {
      for (unsigned j = p.dim; j <= p.dim + p.numParams; ++j) row[j] *= scale;
      row[p.dim + p.numParams] += pick(rng);
    }
    IslBasicSet bset(isl_basic_set_read_from_str(ctx, parametricSetText(dilated.rows, p.dim, paramNames).c_str()));
    if (!bset) throw CountError(CountError::Kind::Internal, "cannot build the perturbed set: " + lastIslError(ctx));
    isl_vertices* vertices = isl_basic_set_compute_vertices(bset.get());
    if (!vertices) throw CountError(CountError::Kind::Internal, "isl cannot compute parametric vertices: " + lastIslError(ctx));
    VertexTable table{dilated, scale, {}, true};
    if (isl_vertices_foreach_vertex(vertices, collectParametricVertex, &table) < 0) {
      isl_vertices_free(vertices);
      throw CountError(CountError::Kind::Internal, "isl cannot list the parametric vertices: " + lastIslError(ctx));
    }
    if (!table.simple) {
      isl_vertices_free(vertices);
      continue;
    }
    CellContext cc{table, normalized, ctx, {}, {}, {}};
    isl_stat status = isl_vertices_foreach_cell(vertices, addCell, &cc);
    isl_vertices_free(vertices);
    if (status < 0) throw CountError(CountError::Kind::Internal, "isl cannot enumerate the chambers: " + lastIslError(ctx));
    return disjointPieces(cc.cells, context);
  }
  throw CountError(CountError::Kind::Internal, "no simple perturbation found");
}

} // namespace theseus::poly
