#pragma once
// A basic set as plain integer matrices: the form the counting engine works on.
#include "poly/Integer.h"

#include <string>
#include <vector>

struct isl_basic_set;

namespace theseus::poly {

// Integer points x in Z^numVars with (x, p, 1) . row == 0 for each equality and >= 0 for each
// inequality, where p are the numParams parameters. Rows have numVars + numParams + 1 entries.
struct AffineConstraints {
  unsigned numVars = 0;
  unsigned numParams = 0;
  std::vector<IntVector> equalities;
  std::vector<IntVector> inequalities;
};

// The constraints of a basic set (borrowed) without existential variables (isl_basic_set_lift
// first); set dimensions become variables in order.
AffineConstraints extractConstraints(isl_basic_set* bset);

// The constraints with every parameter replaced by its value (numParams becomes 0).
AffineConstraints instantiate(const AffineConstraints& c, const IntVector& params);

// isl text "{ [x0, ...] : ... }" of parameter-free constraints.
std::string toIslText(const AffineConstraints& c);

} // namespace theseus::poly
