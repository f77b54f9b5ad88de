#include "cachemiss/SymbolicDistance.h"

#include "poly/Count.h"

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/val.h>

namespace theseus::cachemiss {

namespace {

isl::map lexOrder(const isl::space& timeSpace, bool greater) {
  return isl::manage(greater ? isl_map_lex_gt(timeSpace.copy()) : isl_map_lex_lt(timeSpace.copy()));
}

// Names the n parameters t0..t(n-1) so that sets made from different relations line up.
isl_set* nameParams(isl_set* s, unsigned n) {
  for (unsigned d = 0; d < n; ++d) s = isl_set_set_dim_name(s, isl_dim_param, d, ("t" + std::to_string(d)).c_str());
  return s;
}

// A T set as a parameter set (T's dimensions become the parameters t0..).
isl_set* asParams(const isl::set& times) {
  unsigned n = unsigned(times.tuple_dim().release());
  return nameParams(isl_set_move_dims(times.copy(), isl_dim_param, 0, isl_dim_set, 0, n), n);
}

isl_val* rationalVal(isl_ctx* ctx, const poly::Rational& q) { return isl_val_read_from_str(ctx, q.get_str().c_str()); }

// The degree-one quasi-polynomial `qp` as an isl affine function of the parameters of `space`;
// null when it has a term of higher degree.
isl_aff* linearAff(isl_set* paramDomain, const poly::QuasiPolynomial& qp, unsigned numParams) {
  isl_ctx* ctx = isl_set_get_ctx(paramDomain);
  isl_local_space* ls = isl_local_space_from_space(isl_set_get_space(paramDomain));
  auto param = [&](unsigned i) { return isl_aff_var_on_domain(isl_local_space_copy(ls), isl_dim_param, i); };
  isl_aff* sum = isl_aff_zero_on_domain(isl_local_space_copy(ls));
  for (auto& [exponents, coefficient] : qp.poly.terms()) {
    unsigned degree = 0, var = 0;
    for (unsigned v = 0; v < exponents.size(); ++v)
      if (exponents[v]) degree += exponents[v], var = v;
    if (degree > 1) {
      isl_aff_free(sum);
      isl_local_space_free(ls);
      return nullptr;
    }
    isl_aff* term;
    if (degree == 0) term = isl_aff_val_on_domain(isl_local_space_copy(ls), isl_val_one(ctx));
    else if (var < numParams) term = param(var);
    else {
      const poly::ModAtom& atom = qp.atoms[var - numParams];
      isl_aff* inner = isl_aff_val_on_domain(isl_local_space_copy(ls), rationalVal(ctx, atom.constant));
      for (unsigned p = 0; p < numParams; ++p)
        if (atom.coeffs[p] != 0) inner = isl_aff_add(inner, isl_aff_scale_val(param(p), rationalVal(ctx, atom.coeffs[p])));
      term = isl_aff_mod_val(inner, rationalVal(ctx, atom.modulus));
    }
    sum = isl_aff_add(sum, isl_aff_scale_val(term, rationalVal(ctx, coefficient)));
  }
  isl_local_space_free(ls);
  return sum;
}

std::optional<uint64_t> countSet(isl_set* paramSet, unsigned n) {
  isl_set* s = isl_set_move_dims(paramSet, isl_dim_set, 0, isl_dim_param, 0, n);
  try {
    poly::Integer c = poly::countPoints(s);
    isl_set_free(s);
    return (uint64_t)c.get_ui();
  } catch (const poly::CountError&) {
    isl_set_free(s);
    return std::nullopt;
  }
}

struct Enumeration {
  const poly::QuasiPolynomial* qp;
  unsigned dims;
  poly::Rational threshold;
  uint64_t count = 0;
};

isl_stat countIfAtLeast(isl_point* point, void* user) {
  auto* e = static_cast<Enumeration*>(user);
  poly::IntVector t(e->dims);
  for (unsigned d = 0; d < e->dims; ++d) {
    isl_val* v = isl_point_get_coordinate_val(point, isl_dim_set, d);
    t[d] = isl_val_get_num_si(v);
    isl_val_free(v);
  }
  isl_point_free(point);
  e->count += e->qp->evaluate(t) >= e->threshold;
  return isl_stat_ok;
}

} // namespace

struct DistanceFunction::State {
  unsigned dims = 0;
  isl::set reused;
  poly::PiecewiseQuasiPolynomial distance;
  mutable unsigned enumerated = 0;
};

DistanceFunction::DistanceFunction(std::unique_ptr<State> state) : state_(std::move(state)) {}
DistanceFunction::~DistanceFunction() = default;

std::unique_ptr<DistanceFunction> DistanceFunction::build(const isl::set& reused, const isl::pw_multi_aff& last,
                                                          const std::vector<isl::map>& lines) {
  auto state = std::make_unique<State>();
  state->dims = unsigned(reused.tuple_dim().release());
  state->reused = reused;
  isl::space timeSpace = reused.get_space();
  isl::map afterLast = isl::manage(isl_map_from_pw_multi_aff(last.copy())).apply_range(lexOrder(timeSpace, false)).intersect(lexOrder(timeSpace, true));
  isl::map between;
  for (auto& rel : lines) {
    isl::map part = afterLast.apply_range(rel);
    between = between.is_null() ? part : between.unite(part);
  }
  if (between.is_null()) return nullptr;
  isl_map* m = isl_map_move_dims(between.coalesce().release(), isl_dim_param, 0, isl_dim_in, 0, state->dims);
  isl_set* lineSet = isl_map_range(m);
  for (unsigned d = 0; d < state->dims; ++d) lineSet = isl_set_set_dim_name(lineSet, isl_dim_param, d, ("t" + std::to_string(d)).c_str());
  try {
    state->distance = poly::countParametric(lineSet);
  } catch (const poly::CountError&) {
    isl_set_free(lineSet);
    return nullptr;
  }
  isl_set_free(lineSet);
  return std::unique_ptr<DistanceFunction>(new DistanceFunction(std::move(state)));
}

unsigned DistanceFunction::enumeratedPieces() const { return state_->enumerated; }

std::optional<uint64_t> DistanceFunction::countAtLeast(uint64_t threshold) const {
  unsigned n = state_->dims;
  isl_set* reused = asParams(state_->reused);
  uint64_t total = 0;
  for (auto& piece : state_->distance.pieces) {
    isl_set* domain = isl_set_copy(piece.domain.get());
    if (isl_set_is_params(domain) == isl_bool_true) domain = isl_set_from_params(domain);
    isl_set* region = isl_set_intersect(isl_set_copy(reused), domain);
    isl_aff* dist = linearAff(region, piece.value, n);
    if (dist) {
      isl_aff* bound = isl_aff_val_on_domain(isl_local_space_from_space(isl_aff_get_domain_space(dist)),
                                             isl_val_int_from_ui(isl_set_get_ctx(region), threshold));
      region = isl_set_intersect(region, isl_aff_ge_set(dist, bound));
      auto c = countSet(region, n);
      if (!c) {
        isl_set_free(reused);
        return std::nullopt;
      }
      total += *c;
      continue;
    }
    ++state_->enumerated;
    Enumeration e{&piece.value, n, poly::Rational(threshold)};
    isl_set* points = isl_set_move_dims(region, isl_dim_set, 0, isl_dim_param, 0, n);
    isl_set_foreach_point(points, countIfAtLeast, &e);
    isl_set_free(points);
    total += e.count;
  }
  isl_set_free(reused);
  return total;
}

} // namespace theseus::cachemiss
