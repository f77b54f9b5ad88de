#include "poly/Lattice.h"

#include <utility>

namespace theseus::poly {

Integer determinant(const IntMatrix& input) {
  IntMatrix m = input;
  size_t n = m.size();
  Integer previous = 1;
  int sign = 1;
  for (size_t k = 0; k < n; ++k) {
    size_t pivot = k;
    while (pivot < n && m[pivot][k] == 0) ++pivot;
    if (pivot == n) return 0;
    if (pivot != k) {
      std::swap(m[pivot], m[k]);
      sign = -sign;
    }
    for (size_t i = k + 1; i < n; ++i) {
      for (size_t j = k + 1; j < n; ++j) m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) / previous;
      m[i][k] = 0;
    }
    previous = m[k][k];
  }
  return sign * m[n - 1][n - 1];
}

std::optional<RatMatrix> inverse(const RatMatrix& input) {
  size_t n = input.size();
  RatMatrix a = input, inv(n, RatVector(n, Rational(0)));
  for (size_t i = 0; i < n; ++i) inv[i][i] = 1;
  for (size_t col = 0; col < n; ++col) {
    size_t pivot = col;
    while (pivot < n && a[pivot][col] == 0) ++pivot;
    if (pivot == n) return std::nullopt;
    std::swap(a[pivot], a[col]);
    std::swap(inv[pivot], inv[col]);
    Rational scale = a[col][col];
    for (size_t j = 0; j < n; ++j) {
      a[col][j] /= scale;
      inv[col][j] /= scale;
    }
    for (size_t i = 0; i < n; ++i) {
      if (i == col || a[i][col] == 0) continue;
      Rational f = a[i][col];
      for (size_t j = 0; j < n; ++j) {
        a[i][j] -= f * a[col][j];
        inv[i][j] -= f * inv[col][j];
      }
    }
  }
  return inv;
}

RatMatrix toRational(const IntMatrix& m) {
  RatMatrix r;
  for (const IntVector& row : m) r.emplace_back(row.begin(), row.end());
  return r;
}

IntMatrix transpose(const IntMatrix& m) {
  if (m.empty()) return {};
  IntMatrix t(m[0].size(), IntVector(m.size()));
  for (size_t i = 0; i < m.size(); ++i)
    for (size_t j = 0; j < m[i].size(); ++j) t[j][i] = m[i][j];
  return t;
}

namespace {

// Column operation on both the coefficient matrix and the accumulated unimodular matrix.
struct ColumnReducer {
  IntMatrix& m;
  IntMatrix& u;

  void swapColumns(size_t a, size_t b) {
    for (IntMatrix* x : {&m, &u})
      for (IntVector& row : *x) std::swap(row[a], row[b]);
  }
  // column[target] -= q * column[source]
  void subtractColumn(size_t target, size_t source, const Integer& q) {
    for (IntMatrix* x : {&m, &u})
      for (IntVector& row : *x) row[target] -= q * row[source];
  }
  // Leaves gcd(row[from..]) in column `from` of row `i` and zeros after it; returns whether the
  // row had a nonzero entry there.
  bool reduceRow(size_t i, size_t from, size_t n) {
    for (;;) {
      size_t smallest = n;
      for (size_t j = from; j < n; ++j)
        if (m[i][j] != 0 && (smallest == n || abs(m[i][j]) < abs(m[i][smallest]))) smallest = j;
      if (smallest == n) return false;
      swapColumns(from, smallest);
      bool done = true;
      for (size_t j = from + 1; j < n; ++j) {
        if (m[i][j] == 0) continue;
        Integer q;
        mpz_fdiv_q(q.get_mpz_t(), m[i][j].get_mpz_t(), m[i][from].get_mpz_t());
        subtractColumn(j, from, q);
        done = done && m[i][j] == 0;
      }
      if (done) return true;
    }
  }
};

IntMatrix identity(size_t n) {
  IntMatrix u(n, IntVector(n, Integer(0)));
  for (size_t i = 0; i < n; ++i) u[i][i] = 1;
  return u;
}

} // namespace

ColumnEchelon columnEchelon(const IntMatrix& input, unsigned n) {
  ColumnEchelon e{input, identity(n), {}, 0};
  ColumnReducer reducer{e.reduced, e.unimodular};
  for (size_t i = 0; i < e.reduced.size(); ++i) {
    bool pivot = e.rank < n && reducer.reduceRow(i, e.rank, n);
    e.pivot.push_back(pivot ? int(e.rank) : -1);
    if (pivot) ++e.rank;
  }
  return e;
}

std::optional<IntegerSolutions> solveIntegerEqualities(const IntMatrix& rows, unsigned n) {
  IntMatrix m;
  IntVector constants;
  for (const IntVector& row : rows) {
    m.emplace_back(row.begin(), row.begin() + n);
    constants.push_back(row[n]);
  }
  ColumnEchelon e = columnEchelon(m, n);
  IntVector z(n, Integer(0));
  for (size_t i = 0; i < m.size(); ++i) {
    Integer known = constants[i];
    for (size_t j = 0; j < n; ++j)
      if (e.pivot[i] < 0 || int(j) < e.pivot[i]) known += e.reduced[i][j] * z[j];
    if (e.pivot[i] < 0) {
      if (known != 0) return std::nullopt;
      continue;
    }
    const Integer& p = e.reduced[i][e.pivot[i]];
    if (!mpz_divisible_p(known.get_mpz_t(), p.get_mpz_t())) return std::nullopt;
    z[e.pivot[i]] = -known / p;
  }
  IntegerSolutions s{IntVector(n, Integer(0)), IntMatrix(n, IntVector(n - e.rank))};
  for (size_t r = 0; r < n; ++r) {
    for (size_t j = 0; j < e.rank; ++j) s.offset[r] += e.unimodular[r][j] * z[j];
    for (size_t j = e.rank; j < n; ++j) s.basis[r][j - e.rank] = e.unimodular[r][j];
  }
  return s;
}

namespace {

Rational dot(const RatVector& a, const RatVector& b) {
  Rational s = 0;
  for (size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
  return s;
}

// Gram-Schmidt orthogonalization of the rows of b: the orthogonal vectors and coefficients mu.
void gramSchmidt(const IntMatrix& b, RatMatrix& star, RatMatrix& mu) {
  size_t n = b.size();
  star.assign(n, {});
  mu.assign(n, RatVector(n, Rational(0)));
  for (size_t i = 0; i < n; ++i) {
    star[i] = RatVector(b[i].begin(), b[i].end());
    for (size_t j = 0; j < i; ++j) {
      RatVector bi(b[i].begin(), b[i].end());
      mu[i][j] = dot(bi, star[j]) / dot(star[j], star[j]);
      for (size_t k = 0; k < star[i].size(); ++k) star[i][k] -= mu[i][j] * star[j][k];
    }
  }
}

Integer nearest(const Rational& q) { return floor(q + Rational(1, 2)); }

// Swaps basis vectors k-1 and k, updating the Gram-Schmidt coefficients and squared norms in
// place (Cohen, A Course in Computational Algebraic Number Theory, algorithm 2.6.3).
void swapAdjacent(IntMatrix& b, RatMatrix& mu, RatVector& norms, size_t k) {
  std::swap(b[k], b[k - 1]);
  for (size_t j = 0; j + 1 < k; ++j) std::swap(mu[k][j], mu[k - 1][j]);
  Rational m = mu[k][k - 1];
  Rational combined = norms[k] + m * m * norms[k - 1];
  mu[k][k - 1] = m * norms[k - 1] / combined;
  norms[k] = norms[k - 1] * norms[k] / combined;
  norms[k - 1] = combined;
  for (size_t i = k + 1; i < b.size(); ++i) {
    Rational t = mu[i][k];
    mu[i][k] = mu[i][k - 1] - m * t;
    mu[i][k - 1] = t + mu[k][k - 1] * mu[i][k];
  }
}

} // namespace

IntMatrix lllReduce(IntMatrix b) {
  size_t n = b.size();
  RatMatrix star, mu;
  gramSchmidt(b, star, mu);
  RatVector norms;
  for (const RatVector& v : star) norms.push_back(dot(v, v));
  size_t k = 1;
  while (k < n) {
    for (size_t j = k; j-- > 0;) {
      Integer q = nearest(mu[k][j]);
      if (q == 0) continue;
      for (size_t c = 0; c < b[k].size(); ++c) b[k][c] -= q * b[j][c];
      for (size_t l = 0; l < j; ++l) mu[k][l] -= Rational(q) * mu[j][l];
      mu[k][j] -= Rational(q);
    }
    if (norms[k] >= (Rational(3, 4) - mu[k][k - 1] * mu[k][k - 1]) * norms[k - 1]) {
      ++k;
      continue;
    }
    swapAdjacent(b, mu, norms, k);
    k = k > 1 ? k - 1 : 1;
  }
  return b;
}

} // namespace theseus::poly
