#include "verify/ViolationSolving.h"

#include "verify/EquivalenceSweep.h"
#include "verify/ProductAbstraction.h"
#include "verify/QuantifierInstances.h"
#include "verify/QueryShape.h"
#include "verify/QuerySolver.h"
#include "verify/SpecialFloatInputs.h"
#include "verify/UndefCases.h"
#include "verify/WideProducts.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace theseus::verify {

namespace {

// How long a query that keeps quantifiers after miniscoping (QuantifierScopes.h) is tried with
// implied instances of its quantified conjuncts (QuantifierInstances.h) before the plain query
// gets the rest of the budget: the instances decide some FP queries at once (fp/fptoui: 0.45 s
// against 3 s) and can slow others down, so they get a short first attempt of their own.
constexpr unsigned kInstancesFirstMs = 1500;

// The most a quantifier-free floating-point query is searched for a counterexample among special
// inputs (SpecialFloatInputs.h) before it is solved whole (with a sixth of its budget below that):
// the rows that tell x86's NaN rules from LLVM's are found this way in the time it takes to
// bit-blast the operations (an AVX-512 scalar vfmadd.f64 against llvm.fma.f64: 0.5-2 s against
// 27 s), and an unsatisfiable restriction usually answers as fast.
constexpr unsigned kSpecialFloatsMs = 5000;

// sat, with `result` filled, when `form` (quantifier-free) has a counterexample whose
// floating-point inputs are special values, found (and its model read) within its share of
// `budget`; nullopt otherwise.
std::optional<z3::check_result> counterexampleAmongSpecialFloats(Encoding& enc, const SolvedForm& form, unsigned budget, Result& result) {
  if (containsQuantifier(form.query)) return std::nullopt;
  z3::expr restricted = withSpecialFloatInputs(enc.context(), form.query);
  if (z3::eq(restricted, form.query)) return std::nullopt;
  z3::solver solver = solverFor(enc.context(), restricted, form.memoryReadsResolved);
  solver.add(restricted);
  ++result.queries;
  dumpQueryIfAsked(solver, result.queries);
  if (checkWithin(enc.context(), solver, std::min(kSpecialFloatsMs, budget / 6)) != z3::sat) return std::nullopt;
  if (finishSolve(enc, solver, z3::sat, result) != z3::sat) return std::nullopt;
  return z3::sat;
}

} // namespace

// Solves one query within what is left of `deadline`; fills `result` on sat or unknown and returns
// the solver's answer.
z3::check_result solve(Encoding& enc, const z3::expr& stated, const Deadline& deadline, Result& result, unsigned ms) {
  if (deadline.passed()) {
    result.verdict = Verdict::Unknown;
    result.reason = "time limit reached before solving";
    return z3::unknown;
  }
  SolvedForm form = solvedForm(enc, stated, deadline);
  unsigned budget = ms ? std::min(ms, deadline.remainingMs()) : deadline.remainingMs();
  z3::expr instanced = withSpecialInstances(enc.context(), stated);
  if (containsQuantifier(form.query) && !z3::eq(instanced, stated)) {
    SolvedForm instancedForm = solvedForm(enc, instanced, deadline);
    z3::solver solver = solverFor(enc.context(), instancedForm.query, instancedForm.memoryReadsResolved);
    solver.add(instancedForm.query);
    ++result.queries;
    dumpQueryIfAsked(solver, result.queries);
    z3::check_result r = checkWithin(enc.context(), solver, std::min(kInstancesFirstMs, budget / 4));
    if (r != z3::unknown) return finishSolve(enc, solver, r, result);
    budget = ms ? std::min(ms, deadline.remainingMs()) : deadline.remainingMs();
  }
  z3::expr query = form.query;
  if (std::optional<z3::check_result> found = counterexampleAmongSpecialFloats(enc, form, budget, result)) return *found;
  budget = ms ? std::min(ms, deadline.remainingMs()) : deadline.remainingMs();
  z3::solver solver = solverFor(enc.context(), query, form.memoryReadsResolved);
  solver.add(query);
  ++result.queries;
  dumpQueryIfAsked(solver, result.queries);
  z3::check_result r = checkWithin(enc.context(), solver, budget);
  return finishSolve(enc, solver, r, result);
}

// Whether the quantifier-free `violation`, which multiplies variables, is proved unsatisfiable
// within `ms` of resource budget with its products abstracted (verify/ProductAbstraction.h: sound, a weakening).
bool provedWithAbstractProducts(Encoding& enc, const z3::expr& violation, unsigned ms, const Deadline& deadline, Result& result) {
  if (!multipliesVariables(violation)) return false;
  if (!provedUnsatisfiableWithinResources(enc, productsAbstracted(violation), ms, deadline, result)) return false;
  result.abstractProductsProof = true;
  return true;
}

// Whether the quantifier-free `violation` is proved unsatisfiable within `ms` of resource budget
// with its nsw and nuw operations read over exact wide products (verify/WideProducts.h: equivalent) and then
// its products abstracted (a weakening); sets `result.wideProductsProof` when it is.
bool provedWithWideProducts(Encoding& enc, const z3::expr& violation, unsigned ms, const Deadline& deadline, Result& result) {
  if (!enc.overflowFacts().hasProductOfVariables()) return false;
  std::optional<z3::expr> wide = overflowsOverWideProducts(violation, enc.overflowFacts());
  if (!wide) return false;
  if (!provedUnsatisfiableWithinResources(enc, productsAbstracted(*wide), ms, deadline, result)) return false;
  result.wideProductsProof = true;
  return true;
}

// `violation` with the subterms src's definedness forces equal merged (verify/EquivalenceSweep.h),
// when it is quantifier-free, multiplies variables and has the form `defined && rest`; else
// `violation` unchanged. An equivalent formula either way.
z3::expr sweptViolation(Encoding& enc, const z3::expr& violation, const Deadline& deadline, Result& result) {
  if (!violation.is_app() || violation.decl().decl_kind() != Z3_OP_AND || violation.num_args() < 2) return violation;
  if (!multipliesVariables(violation)) return violation;
  z3::expr_vector rest(enc.context());
  for (unsigned i = 1; i < violation.num_args(); ++i) rest.push_back(violation.arg(i));
  SweepLimits limits;
  limits.totalMs = std::min(limits.totalMs, deadline.remainingMs() / 4);
  SweepStats stats;
  z3::expr swept = sweptQuery(enc.context(), violation.arg(0), z3::mk_and(rest), limits, deadline, &stats);
  result.sweptEqualities = stats.proved;
  return swept;
}

// Decides `violation` (a quantified query) by cases on the inputs' undef flags; Incorrect at the
// first case with a counterexample, Correct when every case is unsatisfiable. The first case (no
// input undef: quantifier-free, where most incorrect pairs show) may take half of the time left,
// each later one an equal share of what is left (time a case does not use goes to the next).
z3::check_result solveByUndefCases(Encoding& enc, const z3::expr& violation, const Deadline& deadline, Result& result) {
  std::vector<UndefCase> cases = undefCases(enc, violation);
  bool undecided = false;
  std::string reason;
  for (size_t k = 0; k < cases.size(); ++k) {
    unsigned share = deadline.remainingMs() / unsigned(k == 0 && cases.size() > 1 ? 2 : cases.size() - k);
    z3::check_result r = solve(enc, cases[k].query, deadline, result, std::max(share, 1u));
    if (r == z3::sat) return r;
    if (r == z3::unknown) {
      undecided = true;
      reason = result.reason + " (undef case " + std::to_string(k + 1) + " of " + std::to_string(cases.size()) + ")";
    }
  }
  result.reason = reason;
  result.verdict = undecided ? Verdict::Unknown : Verdict::Correct;
  result.undefCases = unsigned(cases.size());
  return undecided ? z3::unknown : z3::unsat;
}

} // namespace theseus::verify
