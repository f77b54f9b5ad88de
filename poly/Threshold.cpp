#include "poly/Threshold.h"

#include "poly/Interval.h"

#include "isl/point.h"

#include <algorithm>

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

bool atomWithin(const ModAtom& atom, unsigned mask) { return atomIsFixed(atom, mask); }

// Whether every monomial has at most one factor of degree one once the atoms over `mask` alone
// are constants (the variables themselves stay free).
bool affineOnceRasterized(const QuasiPolynomial& f, unsigned numVars, unsigned mask) {
  for (const auto& [e, c] : f.poly.terms()) {
    unsigned free = 0;
    for (unsigned i = 0; i < numVars; ++i) free += e[i];
    for (size_t a = 0; a < f.atoms.size(); ++a)
      if (!atomWithin(f.atoms[a], mask)) free += e[numVars + a];
    if (free > 1) return false;
  }
  return true;
}

// f on the residue class `residues` of the variables of `mask` (entries of the others ignored):
// the atoms over `mask` alone become constants, everything else stays.
AffineRest substituteResidues(const QuasiPolynomial& f, unsigned numVars, unsigned mask, const IntVector& residues) {
  AffineRest rest;
  for (const auto& [e, c] : f.poly.terms()) {
    Rational value = c;
    std::optional<size_t> freeFactor;
    for (unsigned i = 0; i < numVars; ++i)
      if (e[i] != 0) freeFactor = i;
    for (size_t a = 0; a < f.atoms.size(); ++a) {
      if (e[numVars + a] == 0) continue;
      if (!atomWithin(f.atoms[a], mask)) freeFactor = numVars + a;
      else value *= Rational(monomialValue({e[numVars + a]}, {f.atoms[a].value(residues)}));
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

// " and x1 mod 8 = 3 and ..." for the residues of the variables of `dims`.
std::string residueText(const std::vector<unsigned>& dims, const IntVector& residues, const Integer& period) {
  std::string s;
  for (unsigned i : dims) s += " and " + variableName(i) + " mod " + period.get_str() + " = " + residues[i].get_str();
  return s;
}

// An interval holding rest(x) on the box (variables by their bounds, atoms enclosed).
Interval encloseRest(const QuasiPolynomial& f, const AffineRest& rest, const Box& box) {
  Interval sum{rest.constant, rest.constant};
  for (const auto& [k, c] : rest.coefficient) {
    Interval factor = k < box.lo.size() ? Interval{Rational(box.lo[k]), Rational(box.hi[k])} : encloseAtom(f.atoms[k - box.lo.size()], box);
    Rational a = c * factor.lo, b = c * factor.hi;
    sum.lo += std::min(a, b);
    sum.hi += std::max(a, b);
  }
  return sum;
}

// Counts #{x in set : f(x) >= threshold} one residue class of the variables of `mask` modulo
// `period` at a time; f is affine on each class. A class where an enclosure of f over `box`
// (the set's bounding box) is below the threshold counts 0 without Barvinok; one where it is at
// least the threshold counts all its points.
ThresholdCount countByResidueClasses(isl_set* set, const QuasiPolynomial& f, const Rational& threshold, unsigned numVars,
                                     unsigned mask, const Integer& period, const Box& box) {
  isl_ctx* ctx = isl_set_get_ctx(set);
  std::vector<unsigned> dims;
  for (unsigned i = 0; i < numVars; ++i)
    if (mask >> i & 1) dims.push_back(i);
  ThresholdCount result{Integer(0), 0, Integer(1), unsigned(dims.size()), Integer(0)};
  IntVector residues(numVars, Integer(0));
  for (;;) {
    AffineRest rest = substituteResidues(f, numVars, mask, residues);
    Interval range = encloseRest(f, rest, box);
    bool everywhere = range.lo >= threshold;
    std::string text = thresholdSetText(set, f, rest, everywhere ? Rational(range.lo) : threshold, 0, residues);
    if (range.hi < threshold) text.clear();
    else text.insert(text.rfind('}'), residueText(dims, residues, period) + " ");
    if (!text.empty()) {
      IslSet condition = parseSet(ctx, text);
      IslSet counted = checked(isl_set_intersect(isl_set_copy(set), condition.release()), ctx, "restricting to a residue class");
      result.count += countPoints(counted.get());
    }
    ++result.residueClasses;
    size_t k = 0;
    for (; k < dims.size(); ++k) {
      if (++residues[dims[k]] < period) break;
      residues[dims[k]] = 0;
    }
    if (k == dims.size()) return result;
  }
}

} // namespace

std::optional<unsigned> fewestVariablesToRasterize(const QuasiPolynomial& f, unsigned numVars) {
  std::optional<unsigned> best;
  for (unsigned mask = 0; mask < (1u << numVars); ++mask)
    if ((!best || std::popcount(mask) < std::popcount(*best)) && affineOnceRasterized(f, numVars, mask)) best = mask;
  return best;
}

Integer rasterPeriod(const QuasiPolynomial& f, unsigned mask) {
  Integer period = 1;
  for (const ModAtom& atom : f.atoms)
    for (size_t i = 0; i < atom.coeffs.size(); ++i)
      if (atom.coeffs[i] != 0 && (mask >> i & 1)) {
        period = lcm(period, atom.modulus);
        break;
      }
  return period;
}

unsigned fewestVariablesToEnumerate(const QuasiPolynomial& f, unsigned numVars) {
  unsigned best = (1u << numVars) - 1;
  for (unsigned mask = 0; mask < (1u << numVars); ++mask)
    if (std::popcount(mask) < std::popcount(best) && affineOnceFixed(f, numVars, mask)) best = mask;
  return best;
}

namespace {

// #{x in set : f(x) >= threshold} by enumerating the values of the variables of `mask` and
// counting each slice (on which f is affine) with Barvinok; mask 0 is one Barvinok count.
ThresholdCount countBySlices(isl_set* set, const QuasiPolynomial& f, const Rational& threshold, unsigned n, unsigned mask) {
  Enumeration en{set, f, threshold, n, mask, {}, {Integer(0), 0, Integer(0), 0, Integer(0)}};
  for (unsigned i = 0; i < n; ++i)
    if (mask >> i & 1) en.fixedDims.push_back(i);
  en.result.enumeratedDims = en.fixedDims.size();
  isl_set* projection = isl_set_copy(set);
  for (unsigned i = n; i-- > 0;)
    if (!(mask >> i & 1)) projection = isl_set_project_out(projection, isl_dim_set, i, 1);
  IslSet fixedValues = checked(projection, isl_set_get_ctx(set), "projecting onto the enumerated variables");
  if (isl_set_foreach_point(fixedValues.get(), visitFixedPoint, &en) < 0)
    throw CountError(CountError::Kind::Internal, "enumeration of the fixed variables failed");
  return en.result;
}

void accumulate(ThresholdCount& total, const ThresholdCount& part) {
  total.count += part.count;
  total.enumeratedDims = std::max(total.enumeratedDims, part.enumeratedDims);
  total.enumeratedPoints += part.enumeratedPoints;
  total.rasterizedDims = std::max(total.rasterizedDims, part.rasterizedDims);
  total.residueClasses += part.residueClasses;
  total.decidedBoxes += part.decidedBoxes;
}

// Boxes whose enumerated variables take at most this many values are enumerated, not split.
const Integer kLeafValues = 64;

// `set` restricted to x_dim <= cut (below) or x_dim > cut.
IslSet half(isl_set* set, unsigned dim, const Integer& cut, bool below) {
  isl_ctx* ctx = isl_set_get_ctx(set);
  isl_set* h = isl_set_copy(set);
  IslVal c(toIslVal(ctx, cut));
  h = below ? isl_set_upper_bound_val(h, isl_dim_set, dim, isl_val_copy(c.get()))
            : isl_set_lower_bound_val(h, isl_dim_set, dim, isl_val_add_ui(isl_val_copy(c.get()), 1));
  return checked(h, ctx, "splitting a set");
}

// The threshold count of a non-affine f: where an interval enclosure of f over the set's
// bounding box decides the threshold, the whole set counts (or none of it); else f is counted
// per residue class when that makes it affine, else the box is halved along its widest
// enumerated variable (the variables of `mask`, after fixing which f is affine; splitting the
// others would not tighten the enclosure), and boxes with few values of them are enumerated.
ThresholdCount countByBoxes(isl_set* set, const QuasiPolynomial& f, const Rational& threshold, unsigned n, unsigned mask,
                            const std::optional<unsigned>& raster) {
  ThresholdCount result{Integer(0), 0, Integer(0), 0, Integer(0)};
  std::optional<Box> box = boundingBox(set);
  if (!box) return result;
  Interval range = enclose(f, *box);
  if (range.lo >= threshold || range.hi < threshold) {
    result.count = range.lo >= threshold ? countPoints(set) : Integer(0);
    result.decidedBoxes = 1;
    return result;
  }
  if (raster) return countByResidueClasses(set, f, threshold, n, *raster, rasterPeriod(f, *raster), *box);
  std::optional<unsigned> widest;
  Integer enumerated = 1;
  for (unsigned i = 0; i < n; ++i) {
    if (!(mask >> i & 1)) continue;
    enumerated *= box->hi[i] - box->lo[i] + 1;
    if (!widest || box->hi[i] - box->lo[i] > box->hi[*widest] - box->lo[*widest]) widest = i;
  }
  if (!widest || enumerated <= kLeafValues || box->hi[*widest] == box->lo[*widest]) return countBySlices(set, f, threshold, n, mask);
  Integer cut = floor(Rational(box->lo[*widest] + box->hi[*widest], 2));
  for (bool below : {true, false}) {
    IslSet part = half(set, *widest, cut, below);
    accumulate(result, countByBoxes(part.get(), f, threshold, n, mask, raster));
  }
  return result;
}

} // namespace

ThresholdCount countAtLeast(isl_set* set, const QuasiPolynomial& f, const Rational& threshold) {
  unsigned n = isl_set_dim(set, isl_dim_set);
  if (isl_set_dim(set, isl_dim_param) != 0) throw CountError(CountError::Kind::BadInput, "countAtLeast needs a set without parameters");
  if (f.poly.numVars() != n + f.atoms.size())
    throw CountError(CountError::Kind::BadInput, "the quasi-polynomial's variables do not match the set's dimensions");
  if (isl_set_is_bounded(set) != isl_bool_true) throw CountError(CountError::Kind::Unbounded, "the set is unbounded: " + toString(set));
  unsigned mask = fewestVariablesToEnumerate(f, n);
  if (mask == 0) return countBySlices(set, f, threshold, n, 0);
  return countByBoxes(set, f, threshold, n, mask, fewestVariablesToRasterize(f, n));
}

} // namespace theseus::poly
