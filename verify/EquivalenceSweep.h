#pragma once
// EquivalenceSweep: merges the subterms a query's assumption forces equal, as hardware
// equivalence checkers sweep for internal equivalences. A clang pair's src and tgt compute the
// same intermediate values in different forms (`ashr` where tgt has `lshr`, a compare rewritten
// under nsw); the solver alone must rediscover each equality inside one large query, and fails
// when they sit under multiplications. Here random inputs that satisfy the assumption (src is
// defined) propose candidate equalities (same values on every sample, or one constant value), each
// is proved by its own small query under the assumption, bottom-up, and proved ones are
// substituted before the next is tried. Unproved candidates are simply not merged.
//
// Why it is sound: for Q = A ∧ R, if A ⇒ t = r then A ∧ R ≡ A ∧ R[t := r]. Only R is rewritten
// and A is kept whole, so the result is equivalent to the query (it is satisfiable exactly when
// the query is, with the same models).
#include "verify/Deadline.h"

#include <z3++.h>

namespace theseus::verify {

struct SweepLimits {
  unsigned samples = 48;       // assignments satisfying the assumption to propose candidates from
  unsigned draws = 4000;       // random assignments tried to find them
  unsigned completions = 96;   // then, partial random assignments the solver is asked to complete
  unsigned lemmaMs = 250;      // one equality's budget (verify/EqualityProver.h: Z3 resource units, about CPU ms)
  unsigned totalMs = 8000;     // the CPU time the whole sweep may take (its wall time: at most four times that)
  unsigned maxLemmas = 300;    // the most equalities tried
};

// What a sweep did, for reports and tests.
struct SweepStats {
  unsigned samples = 0, tried = 0, proved = 0;
};

// `assumption && rest` with the subterms of `rest` that `assumption` forces equal to another
// subterm or to a constant replaced by it; both quantifier-free. Returns the plain conjunction
// when no assignment satisfying the assumption is found. Never exceeds `limits.totalMs` of the
// calling thread's CPU time, four times that of wall time, nor half of the time `deadline` leaves.
z3::expr sweptQuery(z3::context& c, const z3::expr& assumption, const z3::expr& rest, const SweepLimits& limits,
                    const Deadline& deadline, SweepStats* stats = nullptr);

}  // namespace theseus::verify
