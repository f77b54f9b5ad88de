#pragma once
// QuerySolver: how one query of a refinement check reaches Z3. The solver picked by the query's
// shape (docs/verify.md, "Solver strategy per query shape"), the query's solved form (quantifiers
// miniscoped, memory reads resolved), a check bounded in time (Z3's own timeout or resource
// budget, then a Watchdog's interrupt), and the answer turned into the check's Result. Every
// function here decides the formula it is given; none weakens it.
#include "verify/Deadline.h"
#include "verify/Encoding.h"
#include "verify/Refinement.h"

#include <z3++.h>

#include <optional>
#include <string>

namespace theseus::verify {

// Milliseconds the watchdog waits past a query's own timeout before interrupting it.
constexpr unsigned kWatchdogSlackMs = 200;

// Runs `solver` within `ms` milliseconds (its own timeout, then the watchdog's interrupt).
z3::check_result checkWithin(z3::context& c, z3::solver& solver, unsigned ms);

// A solver for `query`, by its shape (the reasons: QuerySolver.cpp and docs/verify.md).
z3::solver solverFor(z3::context& c, const z3::expr& query, bool memoryReadsResolved);

// A query as it is handed to the solver, and whether its memory reads were resolved.
struct SolvedForm {
  z3::expr query;
  bool memoryReadsResolved;
};

// `stated` as it is solved, an equivalent formula: its universal quantifiers miniscoped and
// expanded where small (verify/QuantifierScopes.h); the reads of memory arrays resolved through
// their writes (verify/ArrayReads.h), when the query has them and that stays small.
SolvedForm solvedForm(const Encoding& enc, const z3::expr& stated, const Deadline& deadline);

// With THESEUS_DUMP_QUERY=PREFIX set, writes the solver's assertions as SMT-LIB to
// PREFIX<n>.smt2 (n: the query's number in this check), for profiling a query outside the tool.
void dumpQueryIfAsked(z3::solver& solver, unsigned n);

// A solver holding `stated` in its solved form, counted in `result` and dumped when asked.
z3::solver preparedSolver(Encoding& enc, const z3::expr& stated, const Deadline& deadline, Result& result);

// Whether `stated` is proved unsatisfiable within `ms`; a sat or unknown answer is not reported.
bool provedUnsatisfiable(Encoding& enc, const z3::expr& stated, unsigned ms, const Deadline& deadline, Result& result);

// Whether `stated` is proved unsatisfiable within `ms` of budget in Z3 resource units
// (verify/SolverLimits.h), so that a loaded machine reaches the same answer later: the wall time it
// may take is twice `ms`, and never past `deadline`.
bool provedUnsatisfiableWithinResources(Encoding& enc, const z3::expr& stated, unsigned ms, const Deadline& deadline,
                                        Result& result);

// The model of `solver`'s last check, which answered sat, or nullopt with `why` set when it cannot
// be read (the context was interrupted after the answer, by a stop or an interrupt not cleared).
std::optional<z3::model> satModel(z3::solver& solver, std::string& why);

// nullopt when `model` (with completion) makes `stated` true; otherwise why not (false, or no
// truth value). A query is solved in a rewritten form (tgt's loads merged, array reads resolved,
// one disjunct at a time, through Z3's tactics), each step equivalent or a strengthening whose
// models are models of the violation; a model that fails the violation as stated means one of
// them, or the solver, is at fault, and must not become a counterexample.
std::optional<std::string> modelContradicts(const z3::model& model, const z3::expr& stated);

// Fills `result` from the answer `r` of `solver` (sat: the counterexample; unknown: the reason)
// and returns `r`; a sat answer whose counterexample cannot be read, or whose model contradicts
// Encoding::statedViolation(), is unknown, with that reason.
z3::check_result finishSolve(Encoding& enc, z3::solver& solver, z3::check_result r, Result& result);

// The wall time a check with `ms` of resource budget may take: kWallPerMs times that, never past
// `deadline`.
unsigned wallFor(unsigned ms, const Deadline& deadline);

} // namespace theseus::verify
