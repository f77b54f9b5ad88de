#include "poly/ParametricPolytope.h"

#include "poly/Cones.h"
#include "poly/OneDimensional.h"
#include "poly/ParametricValue.h"

#include "isl/vertices.h"

#include <algorithm>
#include <map>
#include <optional>
#include <random>

namespace theseus::poly {

namespace {



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

// The terms of every vertex (its tangent cone's unimodular cones), decompositions shared by
// vertices with the same tight rows.
std::map<int, std::vector<ParametricTerm>> termsOfVertices(const VertexTable& table, const ParametricInequalities& p) {
  std::map<std::vector<size_t>, std::vector<SignedCone>> decompositions;
  std::map<int, std::vector<ParametricTerm>> terms;
  for (const auto& [id, v] : table.byId) {
    auto [it, inserted] = decompositions.try_emplace(v.active);
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
      terms[id].push_back(std::move(term));
    }
  }
  return terms;
}

// The value at x = 1 of each vertex's generating function, with one generic direction for all
// (so a chamber's value is the sum of its vertices' values) and shared atoms.
struct VertexValues {
  std::vector<ModAtom> atoms;
  std::map<int, SparseSum> byVertex;
};

VertexValues valuesOfVertices(const std::map<int, std::vector<ParametricTerm>>& terms, unsigned dim, unsigned numParams) {
  std::vector<IntVector> rays;
  for (const auto& [id, ts] : terms)
    for (const ParametricTerm& t : ts) rays.insert(rays.end(), t.raysByColumn.begin(), t.raysByColumn.end());
  IntVector lambda = genericDirection(rays, dim);
  CeilingBuilder ceilings{numParams, {}, {}};
  VertexValues values;
  for (const auto& [id, ts] : terms)
    for (const ParametricTerm& t : ts) {
      std::vector<Ceiling> ceilingOf;
      for (const Affine& l : t.coordinates) ceilingOf.push_back(ceilings.ceilingOf(l));
      addTermValue(t.sign, t.raysByColumn, ceilingOf, lambda, dim, numParams, values.byVertex[id]);
    }
  values.atoms = std::move(ceilings.atoms);
  return values;
}

struct CellCollector {
  isl_ctx* ctx;
  std::vector<std::pair<IslSet, std::vector<int>>> cells;
};

isl_stat addCellVertex(isl_vertex* vertex, void* user) {
  static_cast<std::vector<int>*>(user)->push_back(isl_vertex_get_id(vertex));
  isl_vertex_free(vertex);
  return isl_stat_ok;
}

isl_stat addCell(isl_cell* cell, void* user) {
  auto* collector = static_cast<CellCollector*>(user);
  std::vector<int> vertices;
  isl_stat status = isl_cell_foreach_vertex(cell, addCellVertex, &vertices);
  IslSet domain = integerDomain(isl_cell_get_domain(cell), collector->ctx);
  isl_cell_free(cell);
  if (status < 0) return isl_stat_error;
  collector->cells.emplace_back(std::move(domain), std::move(vertices));
  return isl_stat_ok;
}

// The chamber's quasi-polynomial: the sum of its vertices' values, over the atoms it uses.
QuasiPolynomial cellValue(const VertexValues& values, const std::vector<int>& vertices, unsigned numParams) {
  SparseSum sum;
  for (int id : vertices)
    if (auto it = values.byVertex.find(id); it != values.byVertex.end())
      for (const auto& [key, c] : it->second) sum[key] += c;
  return toQuasiPolynomial(sum, values.atoms, numParams);
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
  if (p.dim == 1) return countOneDimensional(p, context, paramNames);
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
    CellCollector collector{ctx, {}};
    isl_stat status = isl_vertices_foreach_cell(vertices, addCell, &collector);
    isl_vertices_free(vertices);
    if (status < 0) throw CountError(CountError::Kind::Internal, "isl cannot enumerate the chambers: " + lastIslError(ctx));
    VertexValues values = valuesOfVertices(termsOfVertices(table, normalized), p.dim, p.numParams);
    std::vector<std::pair<IslSet, QuasiPolynomial>> cells;
    for (auto& [domain, ids] : collector.cells) cells.emplace_back(std::move(domain), cellValue(values, ids, p.numParams));
    return disjointPieces(cells, context);
  }
  throw CountError(CountError::Kind::Internal, "no simple perturbation found");
}

} // namespace theseus::poly
