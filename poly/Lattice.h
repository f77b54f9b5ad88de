#pragma once
// Exact integer and rational linear algebra for small dimensions: determinants, inverses, the
// column Hermite-style reduction that parametrizes the integer solutions of equalities, and LLL.
#include "poly/Integer.h"

#include <optional>
#include <vector>

namespace theseus::poly {

using IntMatrix = std::vector<IntVector>;  // row-major
using RatMatrix = std::vector<RatVector>;  // row-major

// The determinant of a square integer matrix (Bareiss fraction-free elimination).
Integer determinant(const IntMatrix& m);

// The inverse of a square rational matrix, or nullopt when singular.
std::optional<RatMatrix> inverse(const RatMatrix& m);

RatMatrix toRational(const IntMatrix& m);
IntMatrix transpose(const IntMatrix& m);

// The integer solutions of E x + e = 0 as x = offset + basis * y, y ranging over all of Z^d,
// a bijection (basis columns are part of a unimodular matrix).
struct IntegerSolutions {
  IntVector offset;
  IntMatrix basis;  // n rows, d columns
};

// Unimodular column operations bringing m (rows x n) to lower echelon form: reduced = m * unimodular,
// row i's entries from column pivot[i] on are zero except reduced[i][pivot[i]] (pivot -1: the
// row has no pivot and is zero from column `rank so far` on).
struct ColumnEchelon {
  IntMatrix reduced;
  IntMatrix unimodular;
  std::vector<int> pivot;
  size_t rank = 0;
};
ColumnEchelon columnEchelon(const IntMatrix& m, unsigned n);

// The integer solutions of rows (each [E_i | e_i], n + 1 entries) in n unknowns; nullopt when
// there is none. Computed by unimodular column operations (a column Hermite normal form).
std::optional<IntegerSolutions> solveIntegerEqualities(const IntMatrix& rows, unsigned n);

// An LLL-reduced basis (delta = 3/4, exact rational Gram-Schmidt) of the lattice spanned by
// the rows of `basis`, which must be linearly independent.
IntMatrix lllReduce(IntMatrix basis);

} // namespace theseus::poly
