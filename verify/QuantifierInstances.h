// Implied instances of universally quantified conjuncts, added to a query before solving.
#pragma once

#include <z3++.h>

namespace theseus::verify {

// `query` with, beside each universally quantified top-level conjunct, three of its instances:
// every variable zero, all ones, all ones but the top bit (for a floating-point lane the last two
// are NaNs). They are implied, so satisfiability is unchanged; but one that is false decides the
// query without Z3's quantifier instantiation, slow over the FP theory (fp/fptoui with an undef
// operand: src is poison on a NaN reading, which makes every violation false).
z3::expr withSpecialInstances(z3::context& c, const z3::expr& query);

} // namespace theseus::verify
