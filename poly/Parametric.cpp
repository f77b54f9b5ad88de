#include "poly/Parametric.h"

#include "poly/Interpolate.h"
#include "poly/Polytope.h"

#include "isl/space.h"
#include "isl/vertices.h"

#include <numeric>

namespace theseus::poly {

namespace {

// The universe of the parameter space of `bset`.
IslSet parameterUniverse(isl_basic_set* bset) {
  return IslSet(isl_set_universe(isl_space_params(isl_basic_set_get_space(bset))));
}

QuasiPolynomial constant(const Integer& value, unsigned numParams) {
  QuasiPolynomial q;
  q.byResidue.emplace_back(numParams);
  q.byResidue[0].addTerm(Polynomial::Exponents(numParams, 0), Rational(value));
  return q;
}

// `domain` minus the domains of every piece of `others`.
IslSet outsideAll(isl_set* domain, const std::vector<QuasiPolynomialPiece>& others) {
  isl_set* rest = isl_set_copy(domain);
  for (const QuasiPolynomialPiece& o : others) rest = isl_set_subtract(rest, isl_set_copy(o.domain.get()));
  return IslSet(isl_set_coalesce(rest));
}

bool isEmpty(isl_set* set) { return isl_set_is_empty(set) == isl_bool_true; }

// What the chamber decomposition of a parametric polytope provides.
struct Chambers {
  std::vector<IslSet> domains;  // closed cells in parameter space (may share boundaries)
  unsigned period = 1;          // lcm of the denominators of every parametric vertex
};

isl_stat addVertexDenominators(isl_vertex* vertex, void* user) {
  auto* period = static_cast<unsigned*>(user);
  IslMultiAff expr(isl_vertex_get_expr(vertex));
  isl_vertex_free(vertex);
  for (isl_size i = 0; i < isl_multi_aff_size(expr.get()); ++i) {
    IslAff coordinate(isl_multi_aff_get_at(expr.get(), i));
    IslVal den(isl_aff_get_denominator_val(coordinate.get()));
    Integer d = toInteger(den.get());
    if (!d.fits_uint_p() || std::lcm(*period, unsigned(d.get_ui())) > 1u << 12) return isl_stat_error;
    *period = std::lcm(*period, unsigned(d.get_ui()));
  }
  return isl_stat_ok;
}

// Adds the cell's domain as a set of integer parameter points (isl marks cells rational).
isl_stat addCell(isl_cell* cell, void* user) {
  auto* chambers = static_cast<Chambers*>(user);
  IslSet rational(isl_set_params(isl_set_from_basic_set(isl_cell_get_domain(cell))));
  isl_cell_free(cell);
  std::string text = toString(rational.get());
  if (size_t at = text.find("rat:"); at != std::string::npos) text.erase(at, 4);
  chambers->domains.emplace_back(isl_set_read_from_str(isl_set_get_ctx(rational.get()), text.c_str()));
  if (!chambers->domains.back()) return isl_stat_error;
  return isl_stat_ok;
}

// The chambers of `bset` (isl's parametric vertices) and the period of its count.
Chambers chambersOf(isl_basic_set* bset) {
  isl_vertices* vertices = isl_basic_set_compute_vertices(bset);
  if (!vertices) throw CountError(CountError::Kind::Internal, "isl cannot compute parametric vertices: " + lastIslError(isl_basic_set_get_ctx(bset)));
  Chambers chambers;
  isl_stat vertexStatus = isl_vertices_foreach_vertex(vertices, addVertexDenominators, &chambers.period);
  isl_stat cellStatus = isl_vertices_foreach_cell(vertices, addCell, &chambers);
  isl_vertices_free(vertices);
  if (vertexStatus < 0) throw CountError(CountError::Kind::Unsupported, "the quasi-polynomial's period exceeds 4096");
  if (cellStatus < 0) throw CountError(CountError::Kind::Internal, "isl cannot enumerate chambers");
  return chambers;
}

// The chambers made pairwise disjoint (each minus the ones before it); empty ones dropped.
std::vector<IslSet> disjointChambers(std::vector<IslSet> cells) {
  std::vector<IslSet> out;
  for (size_t i = 0; i < cells.size(); ++i) {
    isl_set* rest = isl_set_copy(cells[i].get());
    for (size_t j = 0; j < i; ++j) rest = isl_set_subtract(rest, isl_set_copy(cells[j].get()));
    IslSet piece(isl_set_coalesce(rest));
    if (!isEmpty(piece.get())) out.push_back(std::move(piece));
  }
  return out;
}

} // namespace

std::vector<QuasiPolynomialPiece> countBasicSetParametric(isl_basic_set* bset) {
  AffineConstraints c = extractConstraints(bset);
  std::vector<QuasiPolynomialPiece> pieces;
  if (c.numParams == 0) {
    pieces.push_back({parameterUniverse(bset), constant(countPolytope(c), 0)});
    return pieces;
  }
  Chambers chambers = chambersOf(bset);
  CountAt countAt = [&c](const IntVector& params) { return countPolytope(instantiate(c, params)); };
  for (IslSet& domain : disjointChambers(std::move(chambers.domains))) {
    QuasiPolynomial q = interpolateOnRegion(domain.get(), c.numParams, chambers.period, c.numVars, countAt);
    pieces.push_back({std::move(domain), std::move(q)});
  }
  return pieces;
}

std::vector<QuasiPolynomialPiece> addPiecewise(std::vector<QuasiPolynomialPiece> a, std::vector<QuasiPolynomialPiece> b,
                                               unsigned numParams) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  std::vector<QuasiPolynomialPiece> sum;
  for (const QuasiPolynomialPiece& pa : a)
    for (const QuasiPolynomialPiece& pb : b) {
      IslSet both(isl_set_coalesce(isl_set_intersect(isl_set_copy(pa.domain.get()), isl_set_copy(pb.domain.get()))));
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
