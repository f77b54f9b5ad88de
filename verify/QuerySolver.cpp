#include "verify/QuerySolver.h"

#include "verify/ArrayReads.h"
#include "verify/Counterexample.h"
#include "verify/ProductAbstraction.h"
#include "verify/QuantifierInstances.h"
#include "verify/QuantifierScopes.h"
#include "verify/QueryShape.h"
#include "verify/SolverLimits.h"
#include "verify/Watchdog.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <optional>

namespace theseus::verify {

namespace {

// The most if-then-else nodes reading memory arrays through their writes may add to a query
// (verify/ArrayReads.h); past it the query is solved with its arrays.
constexpr unsigned kMaxArrayReadNodes = 200000;

} // namespace

// Runs `solver` within `ms` milliseconds (its own timeout, then the watchdog's interrupt).
z3::check_result checkWithin(z3::context& c, z3::solver& solver, unsigned ms) {
  z3::params params(c);
  params.set("timeout", std::max(1u, ms));
  params.set("max_memory", memoryLimitMb());
  solver.set(params);
  Watchdog watchdog(c, ms + kWatchdogSlackMs);
  return solver.check();
}

// A solver for `query`, by its shape. With quantifiers: Z3's `smt` tactic, which on these ∃∀
// bit-vector queries is many times faster than the default solver (scmp with undef inputs: 0.2 s
// vs 4.5 s). Quantifier-free with a multiplication of two variable operands: word-level first,
// the rewriter normalizing products to sums of monomials (`som`), so that products equal up to
// associativity, commutativity and distribution become one term before anything is bit-blasted;
// then the `smt` tactic, whose bit-vector theory blasts lazily (a clang -O0 / -O2 pair with
// b*(b*(b|2)) against (b*b)*(b|2) and c+a*c against (a+1)*c: 0.5 s, where `qfbv` after the same
// simplification and the default solver time out at 20 s); a memory query among them (its reads
// resolved, below) goes from the same simplification to `qfaufbv` instead (seed 1's memory `f5`
// of bench/verify/clang_pairs.py: 6 s, where the `smt` tactic times out at 30 s). Quantifier-free memory queries whose
// array reads are resolved (`memoryReadsResolved`, verify/ArrayReads.h: only reads of the initial
// bytes and the blocks' functions are left): the `qfaufbv` tactic, about twice as fast as the
// default solver on them (globals/const2: 1.7 s against 4.8 s). Otherwise the default solver
// (on floating-point queries too: the `qffpbv` tactic finds some counterexamples faster, Alive2's
// bugs/pr4374 in 0.9 s against 9 s, but takes twice as long on proofs such as the rndscale cross
// check of test/x86-float; those counterexamples are found among special inputs first).
z3::solver solverFor(z3::context& c, const z3::expr& query, bool memoryReadsResolved) {
  if (containsQuantifier(query)) return z3::tactic(c, "smt").mk_solver();
  if (!multipliesVariables(query)) return memoryReadsResolved ? z3::tactic(c, "qfaufbv").mk_solver() : z3::solver(c);
  z3::params som(c);
  som.set("som", true);
  som.set("flat", true);
  return (z3::with(z3::tactic(c, "simplify"), som) & z3::tactic(c, memoryReadsResolved ? "qfaufbv" : "smt")).mk_solver();
}

// `query` as it is solved, an equivalent formula: its universal quantifiers miniscoped and
// expanded where small (verify/QuantifierScopes.h); the reads of memory arrays resolved through
// their writes (verify/ArrayReads.h), when the query has them and that stays small.
SolvedForm solvedForm(const Encoding& enc, const z3::expr& stated, const Deadline& deadline) {
  z3::expr query = miniscoped(stated.ctx(), stated);
  if (!enc.usesMemory() || !readsBuiltArray(query)) return {query, false};
  std::optional<z3::expr> resolved = expandArrayReads(query, &deadline, kMaxArrayReadNodes);
  if (!resolved) return {query, false};
  return {*resolved, true};
}

// With THESEUS_DUMP_QUERY=PREFIX set, writes the solver's assertions as SMT-LIB to
// PREFIX<n>.smt2 (n: the query's number in this check), for profiling a query outside the tool.
void dumpQueryIfAsked(z3::solver& solver, unsigned n) {
  const char* prefix = std::getenv("THESEUS_DUMP_QUERY");
  if (!prefix) return;
  std::ofstream out(std::string(prefix) + std::to_string(n) + ".smt2");
  out << solver.to_smt2();
}

// A solver holding `stated` in its solved form, counted in `result` and dumped when asked.
z3::solver preparedSolver(Encoding& enc, const z3::expr& stated, const Deadline& deadline, Result& result) {
  SolvedForm form = solvedForm(enc, withSpecialInstances(enc.context(), stated), deadline);
  z3::solver solver = solverFor(enc.context(), form.query, form.memoryReadsResolved);
  solver.add(form.query);
  ++result.queries;
  dumpQueryIfAsked(solver, result.queries);
  return solver;
}

// Whether `stated` is proved unsatisfiable within `ms`; a sat or unknown answer is not reported.
bool provedUnsatisfiable(Encoding& enc, const z3::expr& stated, unsigned ms, const Deadline& deadline, Result& result) {
  z3::solver solver = preparedSolver(enc, stated, deadline, result);
  return checkWithin(enc.context(), solver, ms) == z3::unsat;
}

// Whether `stated` is proved unsatisfiable within `ms` of budget in Z3 resource units
// (verify/SolverLimits.h), so that a loaded machine reaches the same answer later: the wall time it
// may take is twice `ms`, and never past `deadline`.
bool provedUnsatisfiableWithinResources(Encoding& enc, const z3::expr& stated, unsigned ms, const Deadline& deadline, Result& result) {
  z3::solver solver = preparedSolver(enc, stated, deadline, result);
  z3::params params(enc.context());
  params.set("rlimit", std::max(1u, ms) * kResourcePerMs);
  solver.set(params);
  return checkWithin(enc.context(), solver, std::min(2 * std::max(1u, ms), std::max(1u, deadline.remainingMs()))) == z3::unsat;
}

std::optional<std::string> modelContradicts(const z3::model& model, const z3::expr& stated) {
  z3::expr value = model.eval(stated, true);
  if (value.is_true()) return std::nullopt;
  if (value.is_false()) return std::string("does not satisfy the violation as stated");
  return std::string("gives the violation as stated no truth value");
}

std::optional<z3::model> satModel(z3::solver& solver, std::string& why) {
  try {
    return solver.get_model();
  } catch (const z3::exception& e) {
    if (isOutOfMemory(e)) throw;
    why = e.msg();
    return std::nullopt;
  }
}

namespace {

// The counterexample of `solver`'s sat answer, or nullopt with `why` set when its model cannot be
// read or evaluated (the context interrupted after the answer), or does not satisfy the
// violation as stated (modelContradicts).
std::optional<Counterexample> counterexampleOfSat(Encoding& enc, z3::solver& solver, std::string& why) {
  std::optional<z3::model> model = satModel(solver, why);
  if (!model) {
    why = "could not be read (" + why + ")";
    return std::nullopt;
  }
  try {
    if (enc.statedViolation())
      if (auto contradiction = modelContradicts(*model, *enc.statedViolation())) {
        why = *contradiction;
        return std::nullopt;
      }
    return readCounterexample(enc, *model);
  } catch (const z3::exception& e) {
    if (isOutOfMemory(e)) throw;
    why = std::string("could not be read (") + e.msg() + ")";
    return std::nullopt;
  }
}

} // namespace

z3::check_result finishSolve(Encoding& enc, z3::solver& solver, z3::check_result r, Result& result) {
  if (r == z3::unknown) {
    result.verdict = Verdict::Unknown;
    result.reason = "solver returned unknown: " + solver.reason_unknown();
    return r;
  }
  if (r != z3::sat) return r;
  std::string why;
  std::optional<Counterexample> counterexample = counterexampleOfSat(enc, solver, why);
  if (!counterexample) {
    result.verdict = Verdict::Unknown;
    result.reason = "solver answered sat but its model " + why;
    return z3::unknown;
  }
  result.verdict = Verdict::Incorrect;
  result.counterexample = std::move(*counterexample);
  return r;
}

// The wall time a check with `ms` of resource budget may take: kWallPerMs times that, never past
// `deadline`.
unsigned wallFor(unsigned ms, const Deadline& deadline) { return std::min(kWallPerMs * std::max(1u, ms), std::max(1u, deadline.remainingMs())); }

} // namespace theseus::verify
