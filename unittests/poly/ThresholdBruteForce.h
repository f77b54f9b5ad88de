#pragma once
// Shared by the threshold tests: a quasi-polynomial evaluated on every point of a set, the
// reference that countAtLeast and the interval enclosures are checked against.
#include "poly/Count.h"
#include "poly/Threshold.h"

#include "isl/point.h"

#include <utility>
#include <vector>

namespace theseus::poly::test_support {

// What f takes on the points of a set: how many values reach `threshold`, and the extremes.
struct ValuesOnSet {
  Integer atLeastThreshold = 0;
  Rational lo, hi;
  bool any = false;
};

// f evaluated on every point of the bounded parameter-free `set` (borrowed).
inline ValuesOnSet valuesOnSet(isl_set* set, const QuasiPolynomial& f, const Rational& threshold) {
  struct Visit {
    const QuasiPolynomial& f;
    const Rational& threshold;
    unsigned vars;
    ValuesOnSet out;
  } visit{f, threshold, unsigned(isl_set_dim(set, isl_dim_set)), {}};
  auto onPoint = [](isl_point* point, void* user) {
    auto* v = static_cast<Visit*>(user);
    IntVector x;
    for (unsigned i = 0; i < v->vars; ++i) {
      IslVal c(isl_point_get_coordinate_val(point, isl_dim_set, i));
      x.push_back(toInteger(c.get()));
    }
    isl_point_free(point);
    Rational value = v->f.evaluate(x);
    if (value >= v->threshold) ++v->out.atLeastThreshold;
    if (!v->out.any || value < v->out.lo) v->out.lo = value;
    if (!v->out.any || value > v->out.hi) v->out.hi = value;
    v->out.any = true;
    return isl_stat_ok;
  };
  isl_set_foreach_point(set, onPoint, &visit);
  return visit.out;
}

// #{x in set : f(x) >= threshold} point by point.
inline Integer bruteForceCount(isl_set* set, const QuasiPolynomial& f, const Rational& threshold) {
  return valuesOnSet(set, f, threshold).atLeastThreshold;
}

// A quasi-polynomial over `vars` variables and `atoms` from (exponents, coefficient) terms.
inline QuasiPolynomial quasiPolynomial(unsigned vars, std::vector<std::pair<Polynomial::Exponents, Rational>> terms,
                                       std::vector<ModAtom> atoms = {}) {
  QuasiPolynomial q;
  q.atoms = std::move(atoms);
  q.poly = Polynomial(vars + q.atoms.size());
  for (auto& [e, c] : terms) q.poly.addTerm(e, c);
  return q;
}

} // namespace theseus::poly::test_support
