#pragma once
// Exact arithmetic for the counting engine: arbitrary-precision integers and rationals (GMP's
// C++ classes). Counts never overflow; callers that need a machine integer convert explicitly
// with fitsInt64 / toInt64.
#include <gmpxx.h>

#include <cstdint>
#include <string>
#include <vector>

namespace theseus::poly {

using Integer = mpz_class;
using Rational = mpq_class;
using IntVector = std::vector<Integer>;
using RatVector = std::vector<Rational>;

// Whether `x` is representable as int64_t.
inline bool fitsInt64(const Integer& x) { return x >= INT64_MIN && x <= INT64_MAX; }

// `x` as int64_t; precondition fitsInt64(x).
inline int64_t toInt64(const Integer& x) { return static_cast<int64_t>(x.get_si()); }

// The smallest integer >= q.
Integer ceil(const Rational& q);

// The largest integer <= q.
Integer floor(const Rational& q);

// The decimal text of `x`.
inline std::string str(const Integer& x) { return x.get_str(); }

} // namespace theseus::poly
