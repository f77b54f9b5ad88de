#include "verify/DisjunctSolving.h"

#include "verify/DisjunctSplit.h"
#include "verify/ProductAbstraction.h"
#include "verify/QuerySolver.h"
#include "verify/SolverLimits.h"
#include "verify/Watchdog.h"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>

namespace theseus::verify {

namespace {

// Whether the part `part` of a memory query (its reads resolved), which multiplies variables, is
// proved unsatisfiable within `ms` of resource budget with its products abstracted (a weakening,
// verify/ProductAbstraction.h).
bool partProvedWithAbstractProducts(Encoding& enc, const z3::expr& part, unsigned ms, const Deadline& deadline, Result& result) {
  if (!multipliesVariables(part)) return false;
  z3::context& c = enc.context();
  z3::expr abstracted = productsAbstracted(part);
  z3::solver solver = solverFor(c, abstracted, true);
  solver.add(abstracted);
  ++result.queries;
  dumpQueryIfAsked(solver, result.queries);
  limitByResources(solver, ms);
  return checkWithin(c, solver, wallFor(ms, deadline)) == z3::unsat;
}

// One incremental solver holding the common conjuncts of a split query (verify/DisjunctSplit.h),
// bit-blasted once: each part is checked under a literal that implies its disjunct, so a model of
// a check satisfies the common conjuncts and that disjunct. On the memory queries of
// bench/verify/clang_pairs.py the default solver decides a hundred easy parts this way in about a
// second, where a fresh solver per part spends 50-250 ms on each.
class PartChecker {
public:
  PartChecker(z3::context& c, const SplitQuery& split) : c_(c), solver_(c), literals_(c) {
    solver_.add(split.common);
    for (size_t k = 0; k < split.disjuncts.size(); ++k) {
      literals_.push_back(c.bool_const(("theseus.part." + std::to_string(k)).c_str()));
      solver_.add(z3::implies(literals_[int(k)], split.disjuncts[k]));
    }
  }

  // Part k's answer within `ms` of resource budget and at most `wallMs` of wall time.
  z3::check_result check(size_t k, unsigned ms, unsigned wallMs) {
    limitByResources(solver_, ms);
    z3::params params(c_);
    params.set("timeout", std::max(1u, wallMs));
    solver_.set(params);
    z3::expr_vector assumed(c_);
    assumed.push_back(literals_[int(k)]);
    Watchdog watchdog(c_, wallMs + kWatchdogSlackMs);
    return solver_.check(assumed);
  }
  z3::solver& solver() { return solver_; }

private:
  z3::context& c_;
  z3::solver solver_;
  z3::expr_vector literals_;
};

// The fewest disjuncts a memory query's violation must have to be solved part by part when the
// whole query is left unknown: with few parts each carries nearly the whole query, and the whole
// query, given all of the time, decides them (Alive2's globals/const2, memory/memset-align2 and
// memory/memset-large, 5-9 parts, end unknown under a load of 6 when the whole query has only
// half of it); the clang pairs' memory queries have 28-129.
constexpr unsigned kMinPartsToSplit = 16;

} // namespace

// Whether THESEUS_SOLVE_BY_DISJUNCTS is set: a quantifier-free memory query then goes to the
// part-by-part solving at once, without first trying the whole query (for tests of that path).
bool disjunctsFirst() { return std::getenv("THESEUS_SOLVE_BY_DISJUNCTS") != nullptr; }

// Whether the violation `violation` has at least kMinPartsToSplit disjuncts (verify/DisjunctSplit.h).
bool worthSplitting(const z3::expr& violation) {
  std::optional<SplitQuery> split = splitAtDisjunction(violation, kMinPartsToSplit);
  return split || disjunctsFirst();
}

// Decides the quantifier-free memory query `violation` one disjunct of its resolved form at a time
// (verify/DisjunctSplit.h: exact). Each part is checked in one incremental solver; a part left
// unknown is tried again with its products abstracted (a third of its second budget) and then on
// its own by the solver solverFor picks (the incremental default solver is weak on some parts
// that `qfaufbv` decides in seconds). Budgets are Z3 resource units, wall time at most kWallPerMs times
// that and never past `deadline`. unknown, with `result` untouched, when the resolved form is no
// disjunction.
z3::check_result solveByDisjuncts(Encoding& enc, const z3::expr& violation, const Deadline& deadline, Result& result) {
  SolvedForm form = solvedForm(enc, violation, deadline);
  std::optional<SplitQuery> split = form.memoryReadsResolved ? splitAtDisjunction(form.query) : std::nullopt;
  if (!split) return z3::unknown;
  PartChecker checker(enc.context(), *split);
  ++result.queries;
  dumpQueryIfAsked(checker.solver(), result.queries);
  PartSolver solvePart = [&](size_t k, unsigned ms, bool secondPass) {
    if (!secondPass) return finishSolve(enc, checker.solver(), checker.check(k, ms, wallFor(ms, deadline)), result);
    z3::expr part = split->common && split->disjuncts[k];
    if (partProvedWithAbstractProducts(enc, part, ms / 3, deadline, result)) return z3::unsat;
    unsigned budget = std::max(1u, std::min(ms - ms / 3, deadline.remainingMs()));
    z3::solver solver = solverFor(enc.context(), part, true);
    solver.add(part);
    ++result.queries;
    dumpQueryIfAsked(solver, result.queries);
    limitByResources(solver, budget);
    return finishSolve(enc, solver, checkWithin(enc.context(), solver, wallFor(budget, deadline)), result);
  };
  PartStats stats;
  z3::check_result r = solvedPartByPart(*split, solvePart, deadline, &stats);
  result.disjunctParts = stats.parts;
  if (r == z3::unknown)
    result.reason = (stats.undecided >= 0 ? result.reason : std::string("time limit reached")) + " (disjunct " +
                    std::to_string(stats.undecided + 1) + " of " + std::to_string(stats.parts) + ")";
  return r;
}

} // namespace theseus::verify
