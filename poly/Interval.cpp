#include "poly/Interval.h"

#include "poly/CountError.h"

#include "isl/ilp.h"

#include <algorithm>

namespace theseus::poly {

namespace {

Interval point(const Rational& x) { return {x, x}; }

Interval operator+(const Interval& a, const Interval& b) { return {a.lo + b.lo, a.hi + b.hi}; }

Interval operator*(const Interval& a, const Interval& b) {
  Rational p[4] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
  return {*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
}

Interval power(const Interval& x, unsigned e) {
  Interval r = point(1);
  for (unsigned k = 0; k < e; ++k) r = r * x;
  if (e % 2 == 0 && x.lo < 0 && x.hi > 0) r.lo = 0;
  return r;
}

// The range of the affine a.x + b over the box.
Interval affineRange(const IntVector& coeffs, const Integer& constant, const Box& box) {
  Interval r = point(Rational(constant));
  for (size_t i = 0; i < coeffs.size(); ++i) {
    if (coeffs[i] == 0) continue;
    Integer low = coeffs[i] * (coeffs[i] > 0 ? box.lo[i] : box.hi[i]);
    Integer high = coeffs[i] * (coeffs[i] > 0 ? box.hi[i] : box.lo[i]);
    r = r + Interval{Rational(low), Rational(high)};
  }
  return r;
}

} // namespace

Interval encloseAtom(const ModAtom& atom, const Box& box) {
  Interval arg = affineRange(atom.coeffs, atom.constant, box);
  Integer q = floor(arg.lo / Rational(atom.modulus));
  if (floor(arg.hi / Rational(atom.modulus)) == q) {
    Rational shift(q * atom.modulus);
    return {arg.lo - shift, arg.hi - shift};
  }
  return {Rational(0), Rational(atom.modulus - 1)};
}

Integer Box::volume() const {
  Integer v = 1;
  for (size_t i = 0; i < lo.size(); ++i) v *= hi[i] - lo[i] + 1;
  return v;
}

std::optional<Box> boundingBox(isl_set* set) {
  if (isEmptySet(set)) return std::nullopt;
  unsigned n = isl_set_dim(set, isl_dim_set);
  Box box;
  for (unsigned i = 0; i < n; ++i) {
    IslVal lo(isl_set_dim_min_val(isl_set_copy(set), i));
    IslVal hi(isl_set_dim_max_val(isl_set_copy(set), i));
    if (!lo || !hi || isl_val_is_int(lo.get()) != isl_bool_true || isl_val_is_int(hi.get()) != isl_bool_true)
      throw CountError(CountError::Kind::Internal, "no integer bounds for dimension " + std::to_string(i) + " of " + toString(set));
    box.lo.push_back(toInteger(lo.get()));
    box.hi.push_back(toInteger(hi.get()));
  }
  return box;
}

Interval enclose(const QuasiPolynomial& f, const Box& box) {
  size_t n = box.lo.size();
  std::vector<Interval> factor;
  for (size_t i = 0; i < n; ++i) factor.push_back({Rational(box.lo[i]), Rational(box.hi[i])});
  for (const ModAtom& atom : f.atoms) factor.push_back(encloseAtom(atom, box));
  Interval sum = point(0);
  for (const auto& [e, c] : f.poly.terms()) {
    Interval term = point(c);
    for (size_t v = 0; v < e.size(); ++v)
      if (e[v]) term = term * power(factor[v], e[v]);
    sum = sum + term;
  }
  return sum;
}

} // namespace theseus::poly
