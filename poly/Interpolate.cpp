#include "poly/Interpolate.h"

#include "poly/Count.h"
#include "poly/Isl.h"
#include "poly/Lattice.h"

#include "isl/point.h"

#include <algorithm>

namespace theseus::poly {

namespace {

// Rows in echelon form, to test whether a new row raises the rank.
class EchelonBasis {
public:
  // Adds `row` if it is independent of the rows so far; returns whether it was.
  bool addIfIndependent(RatVector row) {
    for (size_t i = 0; i < rows_.size(); ++i) {
      const Rational& c = row[pivots_[i]];
      if (c == 0) continue;
      Rational f = c / rows_[i][pivots_[i]];
      for (size_t j = 0; j < row.size(); ++j) row[j] -= f * rows_[i][j];
    }
    auto pivot = std::find_if(row.begin(), row.end(), [](const Rational& x) { return x != 0; });
    if (pivot == row.end()) return false;
    pivots_.push_back(pivot - row.begin());
    rows_.push_back(std::move(row));
    return true;
  }
  size_t rank() const { return rows_.size(); }

private:
  RatMatrix rows_;
  std::vector<size_t> pivots_;
};

// A solution of the consistent system rows * x = rhs (free unknowns set to 0).
RatVector solveConsistent(RatMatrix rows, RatVector rhs, size_t unknowns) {
  std::vector<size_t> pivotOf;
  size_t r = 0;
  for (size_t col = 0; col < unknowns && r < rows.size(); ++col) {
    size_t p = r;
    while (p < rows.size() && rows[p][col] == 0) ++p;
    if (p == rows.size()) continue;
    std::swap(rows[p], rows[r]);
    std::swap(rhs[p], rhs[r]);
    for (size_t i = 0; i < rows.size(); ++i) {
      if (i == r || rows[i][col] == 0) continue;
      Rational f = rows[i][col] / rows[r][col];
      for (size_t j = 0; j < unknowns; ++j) rows[i][j] -= f * rows[r][j];
      rhs[i] -= f * rhs[r];
    }
    pivotOf.push_back(col);
    ++r;
  }
  RatVector x(unknowns, Rational(0));
  for (size_t i = 0; i < pivotOf.size(); ++i) x[pivotOf[i]] = rhs[i] / rows[i][pivotOf[i]];
  return x;
}

// An integer point of `region`, used to centre the search.
IntVector centreOf(isl_set* region, unsigned numParams) {
  isl_point* point = isl_set_sample_point(isl_set_copy(region));
  IntVector centre(numParams, Integer(0));
  for (unsigned i = 0; i < numParams && point; ++i) {
    IslVal v(isl_point_get_coordinate_val(point, isl_dim_param, i));
    if (v) centre[i] = toInteger(v.get());
  }
  isl_point_free(point);
  return centre;
}

// The points base + period * t for t in [-radius, radius]^k, nearest first.
std::vector<IntVector> gridAround(const IntVector& base, unsigned period, int radius) {
  std::vector<std::vector<int>> offsets{{}};
  for (size_t i = 0; i < base.size(); ++i) {
    std::vector<std::vector<int>> next;
    for (const auto& o : offsets)
      for (int t = -radius; t <= radius; ++t) {
        next.push_back(o);
        next.back().push_back(t);
      }
    offsets = std::move(next);
  }
  auto size = [](const std::vector<int>& o) {
    int m = 0;
    for (int t : o) m = std::max(m, std::abs(t));
    return m;
  };
  std::sort(offsets.begin(), offsets.end(), [&](const auto& a, const auto& b) { return size(a) != size(b) ? size(a) < size(b) : a < b; });
  std::vector<IntVector> points;
  for (const auto& o : offsets) {
    IntVector p = base;
    for (size_t i = 0; i < p.size(); ++i) p[i] += Integer(period) * o[i];
    points.push_back(p);
  }
  return points;
}

RatVector monomialRow(const std::vector<Polynomial::Exponents>& monomials, const IntVector& p) {
  RatVector row;
  for (const auto& e : monomials) row.push_back(Rational(monomialValue(e, p)));
  return row;
}

struct ResidueFit {
  std::vector<IntVector> chosen;
  std::vector<IntVector> spare;
};

// Points of `region` in the residue class of `base`: a maximal independent set for the monomials
// and up to `spareWanted` further points for checking.
ResidueFit choosePoints(isl_set* region, const IntVector& base, unsigned period, unsigned degree,
                        const std::vector<Polynomial::Exponents>& monomials, size_t spareWanted) {
  ResidueFit fit;
  EchelonBasis basis;
  int radius = degree + 2;
  for (int attempt = 0; attempt < 3 && basis.rank() < monomials.size(); ++attempt, radius *= 2) {
    fit.spare.clear();
    for (const IntVector& p : gridAround(base, period, radius)) {
      if (basis.rank() == monomials.size() && fit.spare.size() >= spareWanted) break;
      if (std::find(fit.chosen.begin(), fit.chosen.end(), p) != fit.chosen.end()) continue;
      if (!containsParams(region, p)) continue;
      if (basis.addIfIndependent(monomialRow(monomials, p))) fit.chosen.push_back(p);
      else if (fit.spare.size() < spareWanted) fit.spare.push_back(p);
    }
  }
  return fit;
}

Polynomial fitResidue(const ResidueFit& fit, const std::vector<Polynomial::Exponents>& monomials, unsigned numParams,
                      const CountAt& count) {
  RatMatrix rows;
  RatVector values;
  for (const IntVector& p : fit.chosen) {
    rows.push_back(monomialRow(monomials, p));
    values.push_back(Rational(count(p)));
  }
  RatVector coefficients = solveConsistent(rows, values, monomials.size());
  Polynomial poly(numParams);
  for (size_t i = 0; i < monomials.size(); ++i) poly.addTerm(monomials[i], coefficients[i]);
  for (const IntVector& p : fit.spare)
    if (poly.evaluate(p) != Rational(count(p)))
      throw CountError(CountError::Kind::Internal, "quasi-polynomial interpolation failed its check at a spare point");
  return poly;
}

} // namespace

QuasiPolynomial interpolateOnRegion(isl_set* region, unsigned numParams, unsigned period, unsigned degree,
                                    const CountAt& count) {
  std::vector<Polynomial::Exponents> monomials = monomialsUpTo(numParams, degree);
  QuasiPolynomial q;
  q.period = period;
  IntVector centre = centreOf(region, numParams);
  size_t classes = 1;
  for (unsigned i = 0; i < numParams; ++i) classes *= period;
  for (size_t index = 0; index < classes; ++index) {
    std::vector<unsigned> residue = q.residueOf(index, numParams);
    IntVector base = centre;
    for (unsigned i = 0; i < numParams; ++i) {
      Integer shift;
      Integer diff = Integer(residue[i]) - centre[i];
      mpz_fdiv_r_ui(shift.get_mpz_t(), diff.get_mpz_t(), period);
      base[i] += shift;
    }
    ResidueFit fit = choosePoints(region, base, period, degree, monomials, 2);
    q.byResidue.push_back(fitResidue(fit, monomials, numParams, count));
  }
  q.collapseConstantPeriod();
  return q;
}

} // namespace theseus::poly
