#pragma once
// Sound enclosures of a quasi-polynomial over a box of integer points (interval arithmetic):
// used to decide, without counting point by point, that a threshold holds everywhere or nowhere
// on part of a set.
#include "poly/IslHandles.h"
#include "poly/Polynomial.h"

#include <optional>

namespace theseus::poly {

struct Interval {
  Rational lo, hi;
};

// An integer box [lo_i, hi_i] per variable.
struct Box {
  IntVector lo, hi;
  // The number of integer points of the box.
  Integer volume() const;
};

// The smallest box holding the bounded parameter-free `set` (borrowed); nullopt when empty.
std::optional<Box> boundingBox(isl_set* set);

// An interval holding f(x) for every integer x of `box` (f's variables: the box's, then atoms).
// Each atom ((a.x + b) mod m) is enclosed exactly as a.x + b - m*q when its argument stays in
// one period [q*m, (q+1)*m) on the box, else by [0, m-1]; monomials by interval products.
Interval enclose(const QuasiPolynomial& f, const Box& box);

// An interval holding the atom's value on every integer point of `box`, as in enclose().
Interval encloseAtom(const ModAtom& atom, const Box& box);

} // namespace theseus::poly
