#pragma once
// Counting the points where a quasi-polynomial reaches a threshold (the capacity misses of seed
// 003 section 2.4.3): #{x in S : f(x) >= threshold}. Exact in general this is NP-hard, so the
// fewest variables that make f affine (in the others and in periodic atoms) are enumerated and,
// for each of their values, the rest is one Presburger set counted by Barvinok.
#include "poly/Count.h"

namespace theseus::poly {

struct ThresholdCount {
  Integer count;
  unsigned enumeratedDims = 0;  // how many variables were enumerated (0: pure Barvinok)
  Integer enumeratedPoints;     // how many values of them were visited (1 when none)
};

// #{x in set : f(x) >= threshold} for a bounded parameter-free set (borrowed); f's parameters
// are the set's variables in order (f.poly.numVars() == dims + atoms).
ThresholdCount countAtLeast(isl_set* set, const QuasiPolynomial& f, const Rational& threshold);

// The smallest set of variables (bitmask over `numVars`) after fixing which every monomial of f
// has at most one factor (a free variable or an atom involving one) of degree one.
unsigned fewestVariablesToEnumerate(const QuasiPolynomial& f, unsigned numVars);

} // namespace theseus::poly
