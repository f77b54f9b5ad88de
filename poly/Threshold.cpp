#include "poly/Threshold.h"

#include "isl/point.h"

#include <bit>
#include <map>
#include <optional>

namespace theseus::poly {

namespace {

bool atomIsFixed(const ModAtom& atom, unsigned fixedMask) {
  for (size_t i = 0; i < atom.coeffs.size(); ++i)
    if (atom.coeffs[i] != 0 && !(fixedMask >> i & 1)) return false;
  return true;
}

// Whether every monomial has at most one free factor, of degree one, once `fixedMask` is fixed.
bool affineOnceFixed(const QuasiPolynomial& f, unsigned numVars, unsigned fixedMask) {
  for (const auto& [e, c] : f.poly.terms()) {
    unsigned free = 0;
    for (unsigned i = 0; i < numVars; ++i)
      if (!(fixedMask >> i & 1)) free += e[i];
    for (size_t a = 0; a < f.atoms.size(); ++a)
      if (!atomIsFixed(f.atoms[a], fixedMask)) free += e[numVars + a];
    if (free > 1) return false;
  }
  return true;
}

// f with the fixed variables replaced by `values` (entries of free variables ignored): a
// constant plus rational multiples of free variables (index < numVars) and atoms (numVars + a).
struct AffineRest {
  Rational constant = 0;
  std::map<size_t, Rational> coefficient;
};

AffineRest substituteFixed(const QuasiPolynomial& f, unsigned numVars, unsigned fixedMask, const IntVector& values) {
  AffineRest rest;
  for (const auto& [e, c] : f.poly.terms()) {
    Rational value = c;
    std::optional<size_t> freeFactor;
    for (unsigned i = 0; i < numVars; ++i) {
      if (e[i] == 0) continue;
      if (!(fixedMask >> i & 1)) freeFactor = i;
      else value *= Rational(monomialValue({e[i]}, {values[i]}));
    }
    for (size_t a = 0; a < f.atoms.size(); ++a) {
      if (e[numVars + a] == 0) continue;
      if (!atomIsFixed(f.atoms[a], fixedMask)) freeFactor = numVars + a;
      else value *= Rational(monomialValue({e[numVars + a]}, {f.atoms[a].value(values)}));
    }
    if (freeFactor) rest.coefficient[*freeFactor] += value;
    else rest.constant += value;
  }
  return rest;
}

std::string variableName(unsigned i) { return "x" + std::to_string(i); }

// "((3*x1 + 4) mod 5)" with the fixed variables folded into the constant.
std::string atomText(const ModAtom& atom, unsigned fixedMask, const IntVector& values) {
  Integer constant = atom.constant;
  std::string s;
  for (size_t i = 0; i < atom.coeffs.size(); ++i) {
    if (atom.coeffs[i] == 0) continue;
    if (fixedMask >> i & 1) constant += atom.coeffs[i] * values[i];
    else s += (s.empty() ? "" : " + ") + atom.coeffs[i].get_str() + "*" + variableName(i);
  }
  return "((" + s + " + " + constant.get_str() + ") mod " + atom.modulus.get_str() + ")";
}

// isl text of {x : rest(x) >= threshold} in the space of `set` (integer coefficients).
std::string thresholdSetText(isl_set* set, const QuasiPolynomial& f, const AffineRest& rest, const Rational& threshold,
                             unsigned fixedMask, const IntVector& values) {
  unsigned n = isl_set_dim(set, isl_dim_set);
  Integer d = Integer(threshold.get_den());
  d = lcm(d, Integer(rest.constant.get_den()));
  for (const auto& [k, c] : rest.coefficient) d = lcm(d, Integer(c.get_den()));
  std::string lhs = Rational(rest.constant * Rational(d)).get_num().get_str();
  for (const auto& [k, c] : rest.coefficient) {
    Integer scaled = Rational(c * Rational(d)).get_num();
    if (scaled == 0) continue;
    std::string factor = k < n ? variableName(k) : atomText(f.atoms[k - n], fixedMask, values);
    lhs += " + " + scaled.get_str() + "*" + factor;
  }
  const char* name = isl_set_get_tuple_name(set);
  std::string tuple = std::string(name ? name : "") + "[";
  for (unsigned i = 0; i < n; ++i) tuple += (i ? ", " : "") + variableName(i);
  return "{ " + tuple + "] : " + lhs + " >= " + Rational(threshold * Rational(d)).get_num().get_str() + " }";
}

struct Enumeration {
  isl_set* set;
  const QuasiPolynomial& f;
  const Rational& threshold;
  unsigned numVars;
  unsigned fixedMask;
  std::vector<unsigned> fixedDims;
  ThresholdCount result;
};

// Counts the points of the set whose fixed variables take the values of `values`.
void countSlice(Enumeration& en, const IntVector& values) {
  isl_ctx* ctx = isl_set_get_ctx(en.set);
  isl_set* slice = isl_set_copy(en.set);
  for (unsigned i : en.fixedDims) slice = isl_set_fix_val(slice, isl_dim_set, i, toIslVal(ctx, values[i]));
  AffineRest rest = substituteFixed(en.f, en.numVars, en.fixedMask, values);
  IslSet condition = parseSet(ctx, thresholdSetText(en.set, en.f, rest, en.threshold, en.fixedMask, values));
  IslSet counted = checked(isl_set_intersect(slice, condition.release()), ctx, "slicing the set");
  en.result.count += countPoints(counted.get());
  ++en.result.enumeratedPoints;
}

isl_stat visitFixedPoint(isl_point* point, void* user) {
  auto* en = static_cast<Enumeration*>(user);
  IntVector values(en->numVars, Integer(0));
  for (size_t k = 0; k < en->fixedDims.size(); ++k) {
    IslVal v(isl_point_get_coordinate_val(point, isl_dim_set, k));
    values[en->fixedDims[k]] = toInteger(v.get());
  }
  isl_point_free(point);
  countSlice(*en, values);
  return isl_stat_ok;
}

} // namespace

unsigned fewestVariablesToEnumerate(const QuasiPolynomial& f, unsigned numVars) {
  unsigned best = (1u << numVars) - 1;
  for (unsigned mask = 0; mask < (1u << numVars); ++mask)
    if (std::popcount(mask) < std::popcount(best) && affineOnceFixed(f, numVars, mask)) best = mask;
  return best;
}

ThresholdCount countAtLeast(isl_set* set, const QuasiPolynomial& f, const Rational& threshold) {
  unsigned n = isl_set_dim(set, isl_dim_set);
  if (isl_set_dim(set, isl_dim_param) != 0) throw CountError(CountError::Kind::BadInput, "countAtLeast needs a set without parameters");
  if (f.poly.numVars() != n + f.atoms.size())
    throw CountError(CountError::Kind::BadInput, "the quasi-polynomial's variables do not match the set's dimensions");
  if (isl_set_is_bounded(set) != isl_bool_true) throw CountError(CountError::Kind::Unbounded, "the set is unbounded: " + toString(set));
  Enumeration en{set, f, threshold, n, fewestVariablesToEnumerate(f, n), {}, {Integer(0), 0, Integer(0)}};
  for (unsigned i = 0; i < n; ++i)
    if (en.fixedMask >> i & 1) en.fixedDims.push_back(i);
  en.result.enumeratedDims = en.fixedDims.size();
  isl_set* projection = isl_set_copy(set);
  for (unsigned i = n; i-- > 0;)
    if (!(en.fixedMask >> i & 1)) projection = isl_set_project_out(projection, isl_dim_set, i, 1);
  IslSet fixedValues = checked(projection, isl_set_get_ctx(set), "projecting onto the enumerated variables");
  if (isl_set_foreach_point(fixedValues.get(), visitFixedPoint, &en) < 0)
    throw CountError(CountError::Kind::Internal, "enumeration of the fixed variables failed");
  return en.result;
}

} // namespace theseus::poly
