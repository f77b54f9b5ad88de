#pragma once
// DisjunctSplit: a quantifier-free query of the form C1 ∧ ... ∧ Cm ∧ (D1 ∨ ... ∨ Dn) decided one
// disjunct at a time. A memory query's violation is src's definedness conjoined with a disjunction
// of every way tgt can differ (each UB condition of tgt, each returned lane, the final byte): each
// part `C ∧ Dk` is far smaller in what the solver must search than the whole, and most of them
// are unsatisfiable in milliseconds to a few seconds where the whole times out.
//
// Why it is exact: a conjunction distributes over the disjunction, so the query is satisfiable iff
// some part is. Every part unsatisfiable proves the query unsatisfiable; a model of a part is a
// model of the query (it satisfies every Ci and Dk, hence the disjunction), so it is a real
// counterexample over the same variables; a part that ends unknown leaves the query unknown
// unless another part is satisfiable. Nothing is weakened or approximated here; a part's solver
// may itself first try a weakening that can only prove (the product abstraction), which is sound
// for that part for the reason given in verify/ProductAbstraction.h.
#include "verify/Deadline.h"

#include <z3++.h>

#include <functional>
#include <optional>
#include <vector>

namespace theseus::verify {

// A query split at its largest top-level disjunction: `common` is the conjunction of the other
// top-level conjuncts (nested conjunctions flattened), `disjuncts` that disjunction's disjuncts
// (nested disjunctions flattened).
struct SplitQuery {
  z3::expr common;
  std::vector<z3::expr> disjuncts;
};

// `query` split as above, or nullopt when no top-level conjunct (or the query itself) is a
// disjunction of at least `minDisjuncts` disjuncts.
std::optional<SplitQuery> splitAtDisjunction(const z3::expr& query, unsigned minDisjuncts = 2);

// Decides part `k` (`common ∧ disjuncts[k]`) within `ms` milliseconds of budget: sat (having
// recorded the counterexample), unsat, or unknown. `secondPass` says whether the part was left
// unknown once already (a solver may then try what costs more).
using PartSolver = std::function<z3::check_result(size_t k, unsigned ms, bool secondPass)>;

struct PartStats {
  unsigned parts = 0, unsat = 0, secondPass = 0;
  int undecided = -1; // the index of a part left unknown, -1 when none
};

// Decides `split` part by part in two passes: the first gives each part an equal share of half of
// the time `deadline` leaves (time a part does not use goes to the next ones), the second gives
// the parts left unknown equal shares of what is left. sat at the first satisfiable part, unsat
// when every part is unsatisfiable, unknown otherwise (also when the deadline passes).
z3::check_result solvedPartByPart(const SplitQuery& split, const PartSolver& solvePart, const Deadline& deadline,
                                  PartStats* stats = nullptr);

} // namespace theseus::verify
