#pragma once
// ProductOverflow: whether a w-bit product overflows, as a circuit of size O(w) plus one
// (w+1)-bit multiplication instead of a 2w-bit one. The 2w-bit product makes nsw/nuw multiplications
// four times as large after bit-blasting and is what keeps clang's `mul nsw` pairs from being
// decided; this form is the same predicate (unittests/verify/ProductOverflowTest.cpp proves the
// equivalence with the double-width definition at every width up to 16 and at 32 and 64).
//
// Why it is exact (unsigned): let p and q be the positions of the highest set bits of a and b.
// Then 2^(p+q) <= a*b < 2^(p+q+2). If p+q >= w the product overflows; otherwise it is below
// 2^(w+1), so the (w+1)-bit product is exact and its bit w says whether it reaches 2^w.
// Signed: the same with the highest bit of a ^ (a >>s (w-1)) (a for a >= 0, ~a for a < 0, so
// 2^p <= |a| <= 2^(p+1)); if p+q >= w-1 the product's magnitude exceeds 2^(w-1) (or equals it
// with a positive sign), else |a*b| <= 2^w and the (w+1)-bit product is exact, overflowing
// exactly when its two top bits differ.
// Each predicate also names, as a redundant disjunct, a fact about the wrapped product `a * b` the
// query itself uses that only an overflow can break (signed: the product's sign is the true
// product's; unsigned: the product is not below a non-zero factor). The disjunct implies the
// overflow, so the predicate is unchanged, but a solver assuming no overflow now reads the fact
// directly instead of rediscovering it through two multipliers (clang's `mul nsw` squares are
// non-negative: `(a * a) >> 30` is 0).
#include <z3++.h>

namespace theseus::verify {

// Whether the unsigned product of the w-bit `a` and `b` is at least 2^w.
z3::expr unsignedProductOverflows(const z3::expr& a, const z3::expr& b);

// Whether the signed product of the w-bit `a` and `b` lies outside [-2^(w-1), 2^(w-1)).
z3::expr signedProductOverflows(const z3::expr& a, const z3::expr& b);

}  // namespace theseus::verify
