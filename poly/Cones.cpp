#include "poly/Cones.h"

#include "poly/Count.h"

#include <map>
#include <random>

namespace theseus::poly {

namespace {

// Divides v by the gcd of its entries.
IntVector primitive(IntVector v) {
  Integer g = 0;
  for (const Integer& x : v) g = gcd(g, x);
  if (g > 1)
    for (Integer& x : v) x /= g;
  return v;
}

Integer maxNorm(const IntVector& v) {
  Integer norm = 0;
  for (const Integer& x : v) norm = std::max(norm, Integer(abs(x)));
  return norm;
}

// Combinations sum c_j * basis[j] with c_j in [-range, range], not all zero, returning the one of
// smallest maximum norm; range 0 means the basis vectors themselves.
IntVector shortestCombination(const IntMatrix& basis, int range) {
  if (range == 0) {
    IntVector best = basis[0];
    for (const IntVector& v : basis)
      if (maxNorm(v) < maxNorm(best)) best = v;
    return best;
  }
  size_t n = basis.size();
  std::vector<int> c(n, -range);
  IntVector best;
  Integer bestNorm = -1;
  for (;;) {
    IntVector v(basis[0].size(), Integer(0));
    bool zero = true;
    for (size_t j = 0; j < n; ++j) {
      if (c[j] == 0) continue;
      zero = false;
      for (size_t k = 0; k < v.size(); ++k) v[k] += c[j] * basis[j][k];
    }
    Integer norm = 0;
    for (const Integer& x : v) norm = std::max(norm, Integer(abs(x)));
    if (!zero && (bestNorm < 0 || norm < bestNorm)) {
      best = v;
      bestNorm = norm;
    }
    size_t j = 0;
    while (j < n && c[j] == range) c[j++] = -range;
    if (j == n) return best;
    ++c[j];
  }
}

// Coefficients alpha (scaled by |det|) of a vector w = sum alpha_i r_i of the integer lattice
// with every |alpha_i| < 1; the scaled coefficients are integers.
IntVector shortDualVector(const IntMatrix& rays, const Integer& det) {
  RatMatrix inv = *inverse(toRational(rays));
  IntMatrix scaled;
  for (const RatVector& row : inv) {
    IntVector r;
    for (const Rational& x : row) r.push_back(Rational(x * Rational(abs(det))).get_num());
    scaled.push_back(r);
  }
  IntMatrix reduced = lllReduce(scaled);
  IntVector shortestBasisVector = shortestCombination(reduced, 0);
  if (maxNorm(shortestBasisVector) < abs(det)) return shortestBasisVector;
  for (int range = 1; range <= 2; ++range) {
    IntVector alpha = shortestCombination(reduced, range);
    if (maxNorm(alpha) < abs(det)) return alpha;
  }
  throw CountError(CountError::Kind::Internal, "Barvinok decomposition: no short vector found");
}

void decompose(SignedCone cone, std::vector<SignedCone>& out) {
  Integer det = determinant(cone.rays);
  if (abs(det) == 1) {
    out.push_back(std::move(cone));
    return;
  }
  size_t n = cone.rays.size();
  IntVector alpha = shortDualVector(cone.rays, det);
  IntVector w(n, Integer(0));
  for (size_t i = 0; i < n; ++i)
    for (size_t k = 0; k < n; ++k) w[k] += alpha[i] * cone.rays[i][k];
  for (Integer& x : w) x /= abs(det);
  w = primitive(w);
  for (size_t i = 0; i < n; ++i) {
    if (alpha[i] == 0) continue;
    SignedCone next{cone.sign * (alpha[i] > 0 ? 1 : -1), cone.rays};
    next.rays[i] = w;
    decompose(std::move(next), out);
  }
}

Integer dotProduct(const IntVector& a, const IntVector& b) {
  Integer s = 0;
  for (size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}

using Series = RatVector;  // coefficients of t^0 .. t^dim

Series multiply(const Series& a, const Series& b) {
  Series c(a.size(), Rational(0));
  for (size_t i = 0; i < a.size(); ++i)
    for (size_t j = 0; i + j < a.size(); ++j) c[i + j] += a[i] * b[j];
  return c;
}

// Bernoulli numbers B_0..B_n with B_1 = -1/2 (the coefficients of z / (e^z - 1) times k!).
RatVector computeBernoulli(unsigned n) {
  RatVector b(n + 1, Rational(0));
  b[0] = 1;
  for (unsigned m = 1; m <= n; ++m) {
    Rational s = 0;
    Integer binom = 1;
    for (unsigned k = 0; k < m; ++k) {
      s += Rational(binom) * b[k];
      binom = binom * (m + 1 - k) / (k + 1);
    }
    b[m] = -s / Rational(m + 1);
  }
  return b;
}

// computeBernoulli(n), computed once per n.
const RatVector& bernoulli(unsigned n) {
  thread_local std::map<unsigned, RatVector> cache;
  auto it = cache.find(n);
  if (it == cache.end()) it = cache.emplace(n, computeBernoulli(n)).first;
  return it->second;
}

// The series of exp(a t) (todd = false) or of (b t) / (exp(b t) - 1) (todd = true).
Series expansion(const Integer& a, unsigned dim, bool todd, const RatVector& bern) {
  Series s(dim + 1);
  Rational power = 1, factorial = 1;
  for (unsigned k = 0; k <= dim; ++k) {
    if (k > 0) {
      power *= Rational(a);
      factorial *= k;
    }
    s[k] = (todd ? bern[k] : Rational(1)) * power / factorial;
  }
  return s;
}

} // namespace

std::vector<SignedCone> decomposeUnimodular(const IntMatrix& generators) {
  std::vector<SignedCone> out;
  IntMatrix rays;
  for (const IntVector& g : generators) rays.push_back(primitive(g));
  decompose(SignedCone{1, rays}, out);
  return out;
}

IntVector genericDirection(const std::vector<IntVector>& rays, unsigned dim) {
  std::mt19937_64 rng(0x7e5e05);
  for (int bound = 8;; bound *= 4) {
    std::uniform_int_distribution<int> pick(-bound, bound);
    IntVector lambda(dim);
    for (Integer& x : lambda) x = pick(rng);
    bool generic = true;
    for (const IntVector& ray : rays) generic = generic && dotProduct(lambda, ray) != 0;
    if (generic) return lambda;
  }
}

RatVector toddSeries(const IntVector& b, unsigned dim) {
  const RatVector& bern = bernoulli(dim);
  Series s(dim + 1, Rational(0));
  s[0] = 1;
  for (const Integer& bj : b) s = multiply(s, expansion(bj, dim, true, bern));
  return s;
}

RatVector exponentialSeries(const Integer& a, unsigned dim) { return expansion(a, dim, false, bernoulli(dim)); }

Rational valueAtOne(const std::vector<ConeTerm>& terms, unsigned dim) {
  std::vector<IntVector> rays;
  for (const ConeTerm& t : terms) rays.insert(rays.end(), t.rays.begin(), t.rays.end());
  IntVector lambda = genericDirection(rays, dim);
  Rational total = 0;
  for (const ConeTerm& term : terms) {
    IntVector b;
    Integer denominator = 1;
    for (const IntVector& ray : term.rays) {
      b.push_back(dotProduct(lambda, ray));
      denominator *= b.back();
    }
    Series s = multiply(exponentialSeries(dotProduct(lambda, term.apex), dim), toddSeries(b, dim));
    Rational value = s[dim] / Rational(denominator);
    total += (dim % 2 == 0 ? 1 : -1) * term.sign * value;
  }
  return total;
}

} // namespace theseus::poly
