#pragma once
// ViolationSolving: the ways a refinement check's violation formula is decided, each exact or a
// weakening that can only prove. `solve` tries the implied quantifier instances first (briefly)
// and a counterexample among special floating-point inputs, then the whole query; the product
// abstraction (verify/ProductAbstraction.h) can only prove; the equivalence sweep
// (verify/EquivalenceSweep.h) rewrites to an equivalent formula; the undef cases
// (verify/UndefCases.h) are decided one after another. The disjunct split is in
// verify/DisjunctSolving.h.
#include "verify/Deadline.h"
#include "verify/Encoding.h"
#include "verify/Refinement.h"

#include <z3++.h>

namespace theseus::verify {

// Solves one query within what is left of `deadline` (at most `ms` of it when not 0); fills
// `result` on sat or unknown and returns the solver's answer.
z3::check_result solve(Encoding& enc, const z3::expr& stated, const Deadline& deadline, Result& result, unsigned ms = 0);

// The most the product abstraction is given (with a sixth of the time limit below that): where it
// helps it answers in well under a second of CPU time (0.1-0.5 s on the clang pairs), which a
// loaded machine stretches several times; a satisfiable abstraction usually answers sooner still.
constexpr unsigned kAbstractProductsMs = 10000;
// The first try of the abstraction, before the equivalence sweep: most pairs it proves at all it
// proves in well under a second, and the sweep costs seconds.
constexpr unsigned kQuickAbstractProductsMs = 2000;

// Whether the quantifier-free `violation`, which multiplies variables, is proved unsatisfiable
// within `ms` of resource budget with its products abstracted (verify/ProductAbstraction.h: sound,
// a weakening); sets `result.abstractProductsProof` when it is.
bool provedWithAbstractProducts(Encoding& enc, const z3::expr& violation, unsigned ms, const Deadline& deadline, Result& result);

// Whether the quantifier-free `violation`, as the encoding built it (before any rewriting, so
// that its recorded overflow predicates are found), is proved unsatisfiable within `ms` of
// resource budget with its nsw and nuw operations read over exact wide products and its products then
// abstracted (verify/WideProducts.h); sets `result.wideProductsProof` when it is.
bool provedWithWideProducts(Encoding& enc, const z3::expr& violation, unsigned ms, const Deadline& deadline, Result& result);

// `violation` with the subterms src's definedness forces equal merged (verify/EquivalenceSweep.h),
// when it is quantifier-free, multiplies variables and has the form `defined && rest`; else
// `violation` unchanged. An equivalent formula either way.
z3::expr sweptViolation(Encoding& enc, const z3::expr& violation, const Deadline& deadline, Result& result);

// Decides `violation` (a quantified query) by cases on the inputs' undef flags; Incorrect at the
// first case with a counterexample, Correct when every case is unsatisfiable.
z3::check_result solveByUndefCases(Encoding& enc, const z3::expr& violation, const Deadline& deadline, Result& result);

} // namespace theseus::verify
