#include "poly/Parametric.h"

#include "poly/Polytope.h"

#include "isl/space.h"

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

} // namespace

std::vector<QuasiPolynomialPiece> countBasicSetParametric(isl_basic_set* bset) {
  AffineConstraints c = extractConstraints(bset);
  std::vector<QuasiPolynomialPiece> pieces;
  if (c.numParams == 0) {
    pieces.push_back({parameterUniverse(bset), constant(countPolytope(c), 0)});
    return pieces;
  }
  throw CountError(CountError::Kind::Unsupported, "parametric counting is not implemented yet");
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
