#pragma once
// DisjunctSolving: a quantifier-free memory query decided one disjunct of its resolved form at a
// time (the exact split of verify/DisjunctSplit.h), each part in one incremental solver and, when
// left unknown, again with its products abstracted and then on its own.
#include "verify/Deadline.h"
#include "verify/Encoding.h"
#include "verify/Refinement.h"

#include <z3++.h>

namespace theseus::verify {

// Whether THESEUS_SOLVE_BY_DISJUNCTS is set: a quantifier-free memory query then goes to the
// part-by-part solving at once, without first trying the whole query (for tests of that path).
bool disjunctsFirst();

// Whether the violation `violation` has enough disjuncts to be solved part by part
// (kMinPartsToSplit in DisjunctSolving.cpp), or THESEUS_SOLVE_BY_DISJUNCTS is set.
bool worthSplitting(const z3::expr& violation);

// Decides the quantifier-free memory query `violation` one disjunct of its resolved form at a time
// (verify/DisjunctSplit.h: exact): sat with the counterexample in `result`, unsat when every part
// is, unknown with the part left in `result.reason`. unknown, with `result` untouched, when the
// resolved form is no disjunction.
z3::check_result solveByDisjuncts(Encoding& enc, const z3::expr& violation, const Deadline& deadline, Result& result);

} // namespace theseus::verify
