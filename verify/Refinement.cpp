#include "verify/Refinement.h"

#include "semantics/Interpreter.h"
#include "verify/Counterexample.h"
#include "verify/Encoding.h"
#include "verify/ProductAbstraction.h"
#include "verify/SolverLimits.h"
#include "verify/UndefCases.h"
#include "verify/Watchdog.h"

#include <algorithm>
#include <optional>
#include <chrono>
#include <unordered_set>

namespace theseus::verify {

std::string_view verdictName(Verdict v) {
  switch (v) {
  case Verdict::Correct: return "correct";
  case Verdict::Incorrect: return "incorrect";
  case Verdict::Unknown: return "unknown";
  case Verdict::Unsupported: return "unsupported";
  }
  return "?";
}

int verdictExitCode(Verdict v) {
  switch (v) {
  case Verdict::Correct: return 0;
  case Verdict::Incorrect: return 1;
  case Verdict::Unknown: return 2;
  case Verdict::Unsupported: return 3;
  }
  return 2;
}

namespace {

std::optional<std::string> signatureMismatch(const ir::Function& src, const ir::Function& tgt) {
  if (src.returnType() != tgt.returnType())
    return "Signature mismatch between src and tgt: return types " + src.returnType().str() + " and " + tgt.returnType().str();
  if (src.arguments().size() != tgt.arguments().size()) return std::string("Signature mismatch between src and tgt: argument counts differ");
  for (size_t i = 0; i < src.arguments().size(); ++i)
    if (src.arguments()[i]->type() != tgt.arguments()[i]->type())
      return "Signature mismatch between src and tgt: argument " + std::to_string(i) + " is " +
             src.arguments()[i]->type().str() + " and " + tgt.arguments()[i]->type().str();
  return std::nullopt;
}

// Milliseconds the watchdog waits past a query's own timeout before interrupting it.
constexpr unsigned kWatchdogSlackMs = 200;

// Runs `solver` within `ms` milliseconds (its own timeout, then the watchdog's interrupt).
z3::check_result checkWithin(z3::context& c, z3::solver& solver, unsigned ms) {
  z3::params params(c);
  params.set("timeout", std::max(1u, ms));
  params.set("max_memory", memoryLimitMb());
  solver.set(params);
  Watchdog watchdog(c, ms + kWatchdogSlackMs);
  return solver.check();
}

// Whether `e` contains a quantifier.
bool containsQuantifier(const z3::expr& e) {
  std::unordered_set<unsigned> seen;
  std::vector<z3::expr> stack{e};
  while (!stack.empty()) {
    z3::expr x = stack.back();
    stack.pop_back();
    if (!seen.insert(x.id()).second) continue;
    if (x.is_quantifier()) return true;
    if (x.is_app())
      for (unsigned i = 0; i < x.num_args(); ++i) stack.push_back(x.arg(i));
  }
  return false;
}

// A solver for `query`, by its shape. With quantifiers: Z3's `smt` tactic, which on these ∃∀
// bit-vector queries is many times faster than the default solver (scmp with undef inputs: 0.2 s
// vs 4.5 s). Quantifier-free with a multiplication of two variable operands: word-level first,
// the rewriter normalizing products to sums of monomials (`som`), so that products equal up to
// associativity, commutativity and distribution become one term before anything is bit-blasted;
// then the `smt` tactic, whose bit-vector theory blasts lazily (a clang -O0 / -O2 pair with
// b*(b*(b|2)) against (b*b)*(b|2) and c+a*c against (a+1)*c: 0.5 s, where `qfbv` after the same
// simplification and the default solver time out at 20 s). Otherwise the default solver.
z3::solver solverFor(z3::context& c, const z3::expr& query) {
  if (containsQuantifier(query)) return z3::tactic(c, "smt").mk_solver();
  if (!multipliesVariables(query)) return z3::solver(c);
  z3::params som(c);
  som.set("som", true);
  som.set("flat", true);
  return (z3::with(z3::tactic(c, "simplify"), som) & z3::tactic(c, "smt")).mk_solver();
}

// The value of sort `s` (a bit-vector or Boolean) that `pattern` names: 0 all zeros, 1 all ones,
// 2 all ones but the top bit.
z3::expr patternValue(z3::context& c, const z3::sort& s, int pattern) {
  if (s.is_bool()) return c.bool_val(pattern != 0);
  unsigned w = s.bv_size();
  if (pattern == 0) return c.bv_val(0, w);
  z3::expr ones = c.bv_val(-1, w);
  return pattern == 1 ? ones : z3::lshr(ones, c.bv_val(1, w));
}

// `q`, a universally quantified formula over bit-vector and Boolean variables, instantiated
// with every variable set to `pattern` (patternValue); nullopt for another sort.
std::optional<z3::expr> instanceOf(z3::context& c, const z3::expr& q, int pattern) {
  unsigned n = Z3_get_quantifier_num_bound(c, q);
  z3::expr_vector values(c);
  for (unsigned i = 0; i < n; ++i) {
    z3::sort s(c, Z3_get_quantifier_bound_sort(c, q, n - 1 - i));
    if (!s.is_bool() && !s.is_bv()) return std::nullopt;
    values.push_back(patternValue(c, s, pattern));
  }
  z3::expr body = q.body();
  return body.substitute(values);
}

// `query` with, beside each universally quantified top-level conjunct, three of its instances:
// every variable zero, all ones, all ones but the top bit (for a floating-point lane the last two
// are NaNs). They are implied, so satisfiability is unchanged; but one that is false decides the
// query without Z3's quantifier instantiation, slow over the FP theory (fp/fptoui with an undef
// operand: src is poison on a NaN reading, which makes every violation false).
z3::expr withSpecialInstances(z3::context& c, const z3::expr& query) {
  std::vector<z3::expr> conjuncts;
  if (query.is_app() && query.decl().decl_kind() == Z3_OP_AND)
    for (unsigned i = 0; i < query.num_args(); ++i) conjuncts.push_back(query.arg(i));
  else
    conjuncts.push_back(query);
  z3::expr out = query;
  for (const z3::expr& q : conjuncts) {
    if (!q.is_quantifier() || !q.is_forall()) continue;
    for (int pattern = 0; pattern < 3; ++pattern)
      if (std::optional<z3::expr> instance = instanceOf(c, q, pattern)) out = out && *instance;
  }
  return out;
}

// Whether `query` is proved unsatisfiable within `ms`; a sat or unknown answer is not reported.
bool provedUnsatisfiable(Encoding& enc, const z3::expr& query, unsigned ms, Result& result) {
  z3::solver solver = solverFor(enc.context(), query);
  solver.add(withSpecialInstances(enc.context(), query));
  ++result.queries;
  return checkWithin(enc.context(), solver, ms) == z3::unsat;
}

// Solves one query within what is left of `deadline`; fills `result` on sat or unknown and returns
// the solver's answer.
z3::check_result solve(Encoding& enc, const z3::expr& query, const Deadline& deadline, Result& result, unsigned ms = 0) {
  if (deadline.passed()) {
    result.verdict = Verdict::Unknown;
    result.reason = "time limit reached before solving";
    return z3::unknown;
  }
  z3::solver solver = solverFor(enc.context(), query);
  solver.add(withSpecialInstances(enc.context(), query));
  ++result.queries;
  z3::check_result r = checkWithin(enc.context(), solver, ms ? std::min(ms, deadline.remainingMs()) : deadline.remainingMs());
  if (r == z3::unknown) {
    result.verdict = Verdict::Unknown;
    result.reason = "solver returned unknown: " + solver.reason_unknown();
  } else if (r == z3::sat) {
    result.verdict = Verdict::Incorrect;
    result.counterexample = readCounterexample(enc, solver.get_model());
  }
  return r;
}

// The most the product abstraction is given (with a sixth of the time limit below that): where it
// helps it answers in well under a second of CPU time (0.1-0.5 s on the clang pairs), which a
// loaded machine stretches several times; a satisfiable abstraction usually answers sooner still.
constexpr unsigned kAbstractProductsMs = 5000;

// Whether the quantifier-free `violation`, which multiplies variables, is proved unsatisfiable
// within `ms` with its products abstracted (verify/ProductAbstraction.h: sound, a weakening).
bool provedWithAbstractProducts(Encoding& enc, const z3::expr& violation, unsigned ms, Result& result) {
  if (!multipliesVariables(violation)) return false;
  z3::context& c = enc.context();
  z3::params som(c);
  som.set("som", true);
  som.set("flat", true);
  z3::expr normalized = violation;
  z3::expr abstracted = abstractProducts(c, shiftsAsProducts(c, normalized).simplify(som));
  if (!provedUnsatisfiable(enc, abstracted, ms, result)) return false;
  result.abstractProductsProof = true;
  return true;
}

// The checks of Alive2's -disallow-ub-exploitation: src itself must never be UB, return poison or
// return undef on well-defined inputs.
bool checkSourceWellDefined(Encoding& enc, const Deadline& deadline, Result& result) {
  struct Check {
    z3::expr query;
    const char* reason;
  };
  std::vector<Check> checks{
      {enc.memoryAssumptions() && enc.sourceUB(), "Source has guardable UB"},
      {!enc.sourceUB() && enc.sourceReturnsPoison(), "Source returns poison"},
      {!enc.sourceUB() && enc.sourceReturnsTwoValues(), "Source returns undef"},
  };
  for (auto& check : checks) {
    z3::check_result r = solve(enc, check.query, deadline, result);
    if (r == z3::unsat) continue;
    if (r == z3::sat) result.reason = check.reason;
    return false;
  }
  return true;
}

// Decides `violation` (a quantified query) by cases on the inputs' undef flags; Incorrect at the
// first case with a counterexample, Correct when every case is unsatisfiable.
z3::check_result solveByUndefCases(Encoding& enc, const z3::expr& violation, const Deadline& deadline, Result& result) {
  std::vector<UndefCase> cases = undefCases(enc, violation);
  bool undecided = false;
  std::string reason;
  for (size_t k = 0; k < cases.size(); ++k) {
    unsigned share = deadline.remainingMs() / unsigned(cases.size() - k);
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

Result runChecks(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Options& options,
                 const Deadline& deadline) {
  Result result;
  if (auto mismatch = signatureMismatch(src, tgt)) {
    result.verdict = Verdict::Incorrect;
    result.reason = *mismatch;
    return result;
  }
  if (auto reason = globalsNotRefined(src, tgt)) {
    result.verdict = Verdict::Incorrect;
    result.reason = *reason;
    return result;
  }
  if (src.denormal != tgt.denormal || src.denormalF32 != tgt.denormalF32) {
    result.verdict = Verdict::Incorrect;
    result.reason = "Function attributes not refined: the denormal-fp-math modes differ";
    return result;
  }
  z3::context context;
  Encoding enc(context, src, tgt, dl, !options.disallowUBExploitation, options.undefInputs, &deadline, options.poisonInputs);
  if (options.disallowUBExploitation && !checkSourceWellDefined(enc, deadline, result)) return result;
  z3::expr violation = enc.refinementViolation();
  std::optional<z3::expr> prenex = enc.prenexViolation();
  result.quantified = enc.hasQuantifiers();
  if (result.quantified && provedUnsatisfiable(enc, enc.pairedViolation(), deadline.remainingMs() / 4, result)) {
    result.verdict = Verdict::Correct;
    result.pairedUndefProof = true;
    return result;
  }
  if (!result.quantified && provedWithAbstractProducts(enc, violation, std::min(deadline.remainingMs() / 6, kAbstractProductsMs), result)) {
    result.verdict = Verdict::Correct;
    return result;
  }
  z3::check_result r = z3::unknown;
  if (result.quantified && splitsByUndefCases(enc)) {
    r = solveByUndefCases(enc, prenex.value_or(violation), deadline, result);
  } else {
    r = solve(enc, violation, deadline, result, prenex ? std::max(1u, deadline.remainingMs() / 3) : 0);
    if (r == z3::unknown && prenex && !deadline.passed()) r = solve(enc, *prenex, deadline, result);
  }
  if (r == z3::unsat) {
    result.verdict = Verdict::Correct;
    result.reason.clear();
  } else if (r == z3::sat) {
    result.reason = classifyViolation(*result.counterexample, hasUndefConstant(tgt));
  }
  return result;
}

} // namespace

Result checkRefinement(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Options& options) {
  auto start = std::chrono::steady_clock::now();
  Deadline deadline(options.timeoutMs);
  limitSolverMemory();
  Result result;
  try {
    result = runChecks(src, tgt, dl, options, deadline);
  } catch (const TimeLimitReached& e) {
    result = Result{};
    result.verdict = Verdict::Unknown;
    result.reason = e.what();
  } catch (const semantics::UnsupportedConstruct& e) {
    result = Result{};
    result.verdict = Verdict::Unsupported;
    result.reason = e.what();
  } catch (const std::invalid_argument& e) {
    result = Result{};
    result.verdict = Verdict::Unsupported;
    result.reason = e.what();
  } catch (const z3::exception& e) {
    result = Result{};
    result.verdict = Verdict::Unknown;
    result.reason = isOutOfMemory(e) ? "memory limit reached (" + std::to_string(memoryLimitMb()) + " MB)" : std::string("solver error: ") + e.msg();
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

} // namespace theseus::verify
