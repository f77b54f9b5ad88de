#pragma once
// theseus_poly: exact counting of the integer points of isl sets (Barvinok's algorithm).
//
//   isl_ctx* ctx = ...;  isl_set* s = isl_set_read_from_str(ctx, "[N] -> { [a,b] : 0 <= a <= b <= N }");
//   PiecewiseQuasiPolynomial q = countParametric(s);     // (N+1)(N+2)/2 for N >= 0
//   Integer n = q.evaluate({Integer(10)});               // 66
//   Integer m = countPoints(fixedSet);                   // a set without parameters
//
// Sets are borrowed (__isl_keep); the caller owns them and their isl_ctx. Any set isl can parse
// is accepted: unions, existential (local) variables, equalities, parameters. The set must be
// bounded for every parameter value. Failures throw CountError. Numbers are GMP integers and
// rationals (poly/Integer.h): counts never overflow.
#include "poly/CountError.h"
#include "poly/Integer.h"
#include "poly/IslHandles.h"
#include "poly/Polynomial.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace theseus::poly {

// One piece of a piecewise quasi-polynomial: `value` applies on `domain` (an owned parameter set).
struct QuasiPolynomialPiece {
  IslSet domain;
  QuasiPolynomial value;
};

// A count as a function of the parameters: the value on the piece whose domain holds the
// parameters, 0 outside every piece. Domains are pairwise disjoint. The isl_ctx of the counted
// set must outlive this object.
class PiecewiseQuasiPolynomial {
public:
  std::vector<std::string> paramNames;
  std::vector<QuasiPolynomialPiece> pieces;

  // The count at the given parameter values (one per paramNames entry; else CountError BadInput).
  Integer evaluate(const IntVector& params) const;
  // Text, one nonzero piece per line: "[N] -> { 1/2*N^2 + 3/2*N + 1 : N >= 0 }"; periodic
  // terms read "((2*N + 1) mod 3)"; "0" when every piece is zero. A set without parameters
  // prints its count.
  std::string str() const;
};

// The number of integer points of a bounded set without parameters (borrowed).
Integer countPoints(isl_set* set);

// The number of integer points of a set (borrowed) as a piecewise quasi-polynomial in its
// parameters; a set without parameters gives one constant piece.
PiecewiseQuasiPolynomial countParametric(isl_set* set);

// The reference count by enumerating every point (isl's scanner); for tests and benchmarks.
Integer countByEnumeration(isl_set* set);

// Parses `text` in `ctx` (an isl set such as "[N] -> { [i] : 0 <= i < N }"); throws
// CountError(BadInput) with isl's message when it does not parse.
IslSet parseSet(isl_ctx* ctx, const std::string& text);

} // namespace theseus::poly
