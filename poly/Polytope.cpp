#include "poly/Polytope.h"

#include "poly/Cones.h"
#include "poly/Count.h"
#include "poly/IslHandles.h"

#include "isl/vertices.h"

#include <random>

namespace theseus::poly {

namespace {

// Full-dimensional inequalities A y + a >= 0 (rows [A | a]) in `dim` variables.
struct FullDimensional {
  unsigned dim = 0;
  IntMatrix rows;
};

// The constraints of `c` with implicit equalities made explicit (isl's affine hull); nullopt if
// the set is empty.
std::optional<AffineConstraints> withExplicitEqualities(const AffineConstraints& c) {
  IslCtx ctx = makeIslCtx();
  IslBasicSet bset(isl_basic_set_read_from_str(ctx.get(), toIslText(c).c_str()));
  if (!bset) throw CountError(CountError::Kind::Internal, "cannot rebuild " + toIslText(c) + ": " + lastIslError(ctx.get()));
  bset = checked(isl_basic_set_detect_equalities(bset.release()), ctx.get(), "detecting equalities");
  isl_bool empty = isl_basic_set_is_empty(bset.get());
  if (empty < 0) throw CountError(CountError::Kind::Internal, "isl cannot decide emptiness: " + lastIslError(ctx.get()));
  if (empty) return std::nullopt;
  if (isl_basic_set_dim(bset.get(), isl_dim_div) != 0) bset = checked(isl_basic_set_lift(bset.release()), ctx.get(), "lifting divisions");
  return extractConstraints(bset.get());
}

// The inequalities divided by the gcd of their coefficients, constants rounded down (same
// integer points); zero rows dropped. False when a zero row is violated.
bool normalizeRows(FullDimensional& p) {
  IntMatrix kept;
  for (IntVector row : p.rows) {
    Integer g = 0;
    for (unsigned j = 0; j < p.dim; ++j) g = gcd(g, row[j]);
    if (g == 0) {
      if (row[p.dim] < 0) return false;
      continue;
    }
    for (unsigned j = 0; j < p.dim; ++j) row[j] /= g;
    mpz_fdiv_q(row[p.dim].get_mpz_t(), row[p.dim].get_mpz_t(), g.get_mpz_t());
    kept.push_back(row);
  }
  p.rows = std::move(kept);
  return true;
}

// The inequalities of `c` on the integer solutions of its equalities, in their coordinates
// (the Hermite projection of seed 003 section 2.5.1); nullopt when there is no integer solution.
std::optional<FullDimensional> eliminateEqualities(const AffineConstraints& c) {
  unsigned n = c.numVars;
  std::optional<IntegerSolutions> solutions = solveIntegerEqualities(c.equalities, n);
  if (!solutions) return std::nullopt;
  FullDimensional p;
  p.dim = solutions->basis.empty() ? 0 : solutions->basis[0].size();
  if (n == 0) p.dim = 0;
  for (const IntVector& row : c.inequalities) {
    IntVector r(p.dim + 1, Integer(0));
    r[p.dim] = row[n];
    for (unsigned i = 0; i < n; ++i) {
      r[p.dim] += row[i] * solutions->offset[i];
      for (unsigned j = 0; j < p.dim; ++j) r[j] += row[i] * solutions->basis[i][j];
    }
    p.rows.push_back(r);
  }
  return p;
}

// A vertex and the indices of the (exactly dim) inequalities tight at it.
struct Vertex {
  RatVector point;
  std::vector<size_t> active;
};

struct VertexCollector {
  const FullDimensional& perturbed;
  std::vector<Vertex> vertices;
  bool simple = true;
};

// isl text of the perturbed inequalities.
std::string islText(const FullDimensional& p) {
  AffineConstraints c;
  c.numVars = p.dim;
  c.inequalities = p.rows;
  return toIslText(c);
}

isl_stat collectVertex(isl_vertex* vertex, void* user) {
  auto* collector = static_cast<VertexCollector*>(user);
  IslMultiAff expr(isl_vertex_get_expr(vertex));
  isl_vertex_free(vertex);
  if (!expr) return isl_stat_error;
  Vertex v;
  for (isl_size i = 0; i < isl_multi_aff_size(expr.get()); ++i) {
    IslAff coordinate(isl_multi_aff_get_at(expr.get(), i));
    IslVal value(isl_aff_get_constant_val(coordinate.get()));
    v.point.push_back(toRational(value.get()));
  }
  const FullDimensional& p = collector->perturbed;
  for (size_t r = 0; r < p.rows.size(); ++r) {
    Rational slack = Rational(p.rows[r][p.dim]);
    for (unsigned j = 0; j < p.dim; ++j) slack += Rational(p.rows[r][j]) * v.point[j];
    if (slack == 0) v.active.push_back(r);
  }
  collector->simple = collector->simple && v.active.size() == p.dim;
  collector->vertices.push_back(std::move(v));
  return isl_stat_ok;
}

// The vertices of `p` after moving every facet outwards by a random c_i / scale < 1 (no integer
// point enters: a violated integer constraint is off by >= 1), which makes every vertex simple.
// isl computes them on the dilation by `scale` (coefficients stay primitive, so isl's integer
// tightening of constraints cannot undo the perturbation).
std::vector<Vertex> simpleVerticesOfPerturbation(const FullDimensional& p) {
  std::mt19937_64 rng(0xba7b1e0c);
  const int64_t scale = int64_t(1) << 20;
  for (int attempt = 0; attempt < 16; ++attempt) {
    std::uniform_int_distribution<int64_t> pick(1, scale - 1);
    FullDimensional perturbed = p;
    for (IntVector& row : perturbed.rows) row[p.dim] = row[p.dim] * scale + pick(rng);
    IslCtx ctx = makeIslCtx();
    IslBasicSet bset = checked(isl_basic_set_read_from_str(ctx.get(), islText(perturbed).c_str()), ctx.get(), "building the perturbed set");
    isl_vertices* vertices = isl_basic_set_compute_vertices(bset.get());
    if (!vertices) throw CountError(CountError::Kind::Internal, "isl cannot compute vertices: " + lastIslError(ctx.get()));
    VertexCollector collector{perturbed, {}, true};
    isl_stat status = isl_vertices_foreach_vertex(vertices, collectVertex, &collector);
    isl_vertices_free(vertices);
    if (status < 0) throw CountError(CountError::Kind::Internal, "isl cannot list the vertices: " + lastIslError(ctx.get()));
    if (!collector.simple) continue;
    for (Vertex& v : collector.vertices)
      for (Rational& x : v.point) x /= scale;
    return std::move(collector.vertices);
  }
  throw CountError(CountError::Kind::Internal, "no simple perturbation found");
}

// The unimodular generating-function terms of the tangent cone of `p` at `v`.
void tangentConeTerms(const FullDimensional& p, const Vertex& v, std::vector<ConeTerm>& terms) {
  IntMatrix normals;
  for (size_t r : v.active) normals.emplace_back(p.rows[r].begin(), p.rows[r].begin() + p.dim);
  for (const SignedCone& dual : decomposeUnimodular(normals)) {
    RatMatrix rays = *inverse(toRational(dual.rays));
    ConeTerm term{dual.sign, IntVector(p.dim, Integer(0)), IntMatrix(p.dim, IntVector(p.dim))};
    for (unsigned i = 0; i < p.dim; ++i) {
      Rational coordinate = 0;
      for (unsigned j = 0; j < p.dim; ++j) coordinate += Rational(dual.rays[i][j]) * v.point[j];
      Integer lowest = ceil(coordinate);
      for (unsigned k = 0; k < p.dim; ++k) term.apex[k] += rays[k][i].get_num() * lowest;
    }
    for (unsigned k = 0; k < p.dim; ++k)
      for (unsigned j = 0; j < p.dim; ++j) term.rays[j][k] = rays[k][j].get_num();
    terms.push_back(std::move(term));
  }
}

// The number of integer points of a full-dimensional bounded polytope (Brion + Barvinok).
Integer countFullDimensional(FullDimensional p) {
  if (!normalizeRows(p)) return 0;
  if (p.dim == 0) return 1;
  std::vector<ConeTerm> terms;
  for (const Vertex& v : simpleVerticesOfPerturbation(p)) tangentConeTerms(p, v, terms);
  Rational count = valueAtOne(terms, p.dim);
  if (count.get_den() != 1 || count < 0) throw CountError(CountError::Kind::Internal, "Barvinok evaluation gave " + count.get_str());
  return count.get_num();
}

} // namespace

Integer countPolytope(const AffineConstraints& c) {
  std::optional<AffineConstraints> explicitEqualities = withExplicitEqualities(c);
  if (!explicitEqualities) return 0;
  std::optional<FullDimensional> full = eliminateEqualities(*explicitEqualities);
  if (!full) return 0;
  return countFullDimensional(std::move(*full));
}

} // namespace theseus::poly
