#pragma once
// Counting the points where a quasi-polynomial reaches a threshold (the capacity misses of seed
// 003 section 2.4.3): #{x in S : f(x) >= threshold}. Exact in general this is NP-hard, so the
// fewest variables that make f affine (in the others and in periodic atoms) are enumerated and,
// for each of their values, the rest is one Presburger set counted by Barvinok.
#include "poly/Count.h"

#include <optional>

namespace theseus::poly {

struct ThresholdCount {
  Integer count;
  unsigned enumeratedDims = 0;  // how many variables were enumerated (0: pure Barvinok)
  Integer enumeratedPoints;     // how many values of them were visited (1 when none)
  unsigned rasterizedDims = 0;  // how many variables were split into residue classes instead
  Integer residueClasses;       // how many residue classes were counted (0 when none)
  Integer decidedBoxes;         // how many boxes an interval enclosure of f decided (0 when none)
};

// #{x in set : f(x) >= threshold} for a bounded parameter-free set (borrowed); f's parameters
// are the set's variables in order (f.poly.numVars() == dims + atoms). Strategies, in order:
// f affine (in x and its atoms): one Barvinok count; f affine once the periodic atoms of a few
// variables are fixed: one Barvinok count per residue class of those variables modulo the
// atoms' periods (a number of classes that does not depend on the set's size: "rasterization").
// Before either, and on halves of the bounding box when f cannot be made affine, an interval
// enclosure of f decides boxes where f >= threshold holds everywhere or nowhere; what remains
// (boxes of at most 512 points) has its fewest variables enumerated value by value.
ThresholdCount countAtLeast(isl_set* set, const QuasiPolynomial& f, const Rational& threshold);

// The smallest set of variables (bitmask over `numVars`) after fixing which every monomial of f
// has at most one factor (a free variable or an atom involving one) of degree one.
unsigned fewestVariablesToEnumerate(const QuasiPolynomial& f, unsigned numVars);

// The smallest set of variables (bitmask) whose residues, once fixed, make every atom over
// them alone a constant and leave every monomial with at most one factor of degree one (a
// variable or an atom involving another variable); nullopt when no set does (a product or power
// of variables).
std::optional<unsigned> fewestVariablesToRasterize(const QuasiPolynomial& f, unsigned numVars);

// The period of the residue classes for rasterizing `mask`: the lcm of the moduli of the atoms
// that involve a variable of `mask` (1 when none).
Integer rasterPeriod(const QuasiPolynomial& f, unsigned mask);

} // namespace theseus::poly
