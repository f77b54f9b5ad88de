// Universal quantifiers moved to the parts of a query that use their variables, and expanded
// where their variables take few values.
#pragma once

#include <z3++.h>

namespace theseus::verify {

// The most instances one quantifier is expanded into (its variables' bits: at most 8).
constexpr unsigned kMaxQuantifierInstances = 256;

// `query` (a conjunction or disjunction of formulas, some universally quantified over bit-vector
// and Boolean variables) rewritten to an equivalent formula: each quantifier is pushed through ∧,
// and through ∨ into groups of disjuncts that share its variables (miniscoping: ∀x.(A ∨ B(x)) is
// A ∨ ∀x.B(x); ∀x,y.(B(x) ∨ C(y)) is ∀x.B(x) ∨ ∀y.C(y)); then each quantifier whose variables have
// at most log2(`maxInstances`) bits in all becomes the conjunction of its instances. A NaN's
// nondeterministic payload is a 4-bit choice per lane, so a vector FP query quantified over every
// lane's choice becomes quantifier-free, which Z3 decides by bit-blasting instead of by model-based
// quantifier instantiation (the addsubpd proof of test/x86-float/horizontal.ll: 0.7 s, where one
// quantifier over all lanes' choices is unknown at 120 s). Quantifiers over other sorts, nested quantifiers and formulas under other connectives
// are left as they are.
z3::expr miniscoped(z3::context& c, const z3::expr& query, unsigned maxInstances = kMaxQuantifierInstances);

} // namespace theseus::verify
