#include "verify/Refinement.h"

#include "semantics/Interpreter.h"
#include "verify/ArrayReads.h"
#include "verify/Counterexample.h"
#include "verify/DisjunctSplit.h"
#include "verify/Encoding.h"
#include "verify/ExhaustiveCheck.h"
#include "verify/EquivalenceSweep.h"
#include "verify/ProductAbstraction.h"
#include "verify/QuantifierInstances.h"
#include "verify/QuantifierScopes.h"
#include "verify/QueryShape.h"
#include "verify/SolverLimits.h"
#include "verify/SpecialFloatInputs.h"
#include "verify/UndefCases.h"
#include "verify/Watchdog.h"
#include "verify/memory/LoadMerging.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
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

// The most if-then-else nodes reading memory arrays through their writes may add to a query
// (verify/ArrayReads.h); past it the query is solved with its arrays.
constexpr unsigned kMaxArrayReadNodes = 200000;

// A query as it is handed to the solver, and whether its memory reads were resolved.
struct SolvedForm {
  z3::expr query;
  bool memoryReadsResolved;
};

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

// How long a query that keeps quantifiers after miniscoping (QuantifierScopes.h) is tried with
// implied instances of its quantified conjuncts (QuantifierInstances.h) before the plain query
// gets the rest of the budget: the instances decide some FP queries at once (fp/fptoui: 0.45 s
// against 3 s) and can slow others down, so they get a short first attempt of their own.
constexpr unsigned kInstancesFirstMs = 1500;

z3::check_result finishSolve(Encoding& enc, z3::solver& solver, z3::check_result r, Result& result);

// The most a quantifier-free floating-point query is searched for a counterexample among special
// inputs (SpecialFloatInputs.h) before it is solved whole (with a sixth of its budget below that):
// the rows that tell x86's NaN rules from LLVM's are found this way in the time it takes to
// bit-blast the operations (an AVX-512 scalar vfmadd.f64 against llvm.fma.f64: 0.5-2 s against
// 27 s), and an unsatisfiable restriction usually answers as fast.
constexpr unsigned kSpecialFloatsMs = 5000;

// sat, with `result` filled, when `form` (quantifier-free) has a counterexample whose
// floating-point inputs are special values, found within its share of `budget`; nullopt otherwise.
std::optional<z3::check_result> counterexampleAmongSpecialFloats(Encoding& enc, const SolvedForm& form, unsigned budget, Result& result) {
  if (containsQuantifier(form.query)) return std::nullopt;
  z3::expr restricted = withSpecialFloatInputs(enc.context(), form.query);
  if (z3::eq(restricted, form.query)) return std::nullopt;
  z3::solver solver = solverFor(enc.context(), restricted, form.memoryReadsResolved);
  solver.add(restricted);
  ++result.queries;
  dumpQueryIfAsked(solver, result.queries);
  if (checkWithin(enc.context(), solver, std::min(kSpecialFloatsMs, budget / 6)) != z3::sat) return std::nullopt;
  return finishSolve(enc, solver, z3::sat, result);
}

// Solves one query within what is left of `deadline`; fills `result` on sat or unknown and returns
// the solver's answer.
z3::check_result solve(Encoding& enc, const z3::expr& stated, const Deadline& deadline, Result& result, unsigned ms = 0) {
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

// Fills `result` from the answer `r` of `solver` (sat: the counterexample; unknown: the reason)
// and returns `r`.
z3::check_result finishSolve(Encoding& enc, z3::solver& solver, z3::check_result r, Result& result) {
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
constexpr unsigned kAbstractProductsMs = 10000;
// The first try of the abstraction, before the equivalence sweep: most pairs it proves at all it
// proves in well under a second, and the sweep costs seconds.
constexpr unsigned kQuickAbstractProductsMs = 2000;

// Whether the quantifier-free `violation`, which multiplies variables, is proved unsatisfiable
// within `ms` of resource budget with its products abstracted (verify/ProductAbstraction.h: sound, a weakening).
bool provedWithAbstractProducts(Encoding& enc, const z3::expr& violation, unsigned ms, const Deadline& deadline, Result& result) {
  if (!multipliesVariables(violation)) return false;
  if (!provedUnsatisfiableWithinResources(enc, productsAbstracted(violation), ms, deadline, result)) return false;
  result.abstractProductsProof = true;
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

// The wall time a check with `ms` of resource budget may take: kWallPerMs times that, never past
// `deadline`.
unsigned wallFor(unsigned ms, const Deadline& deadline) { return std::min(kWallPerMs * std::max(1u, ms), std::max(1u, deadline.remainingMs())); }

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

// Whether THESEUS_SOLVE_BY_DISJUNCTS is set: a quantifier-free memory query then goes to the
// part-by-part solving at once, without first trying the whole query (for tests of that path).
bool disjunctsFirst() { return std::getenv("THESEUS_SOLVE_BY_DISJUNCTS") != nullptr; }

// The fewest disjuncts a memory query's violation must have to be solved part by part when the
// whole query is left unknown: with few parts each carries nearly the whole query, and the whole
// query, given all of the time, decides them (Alive2's globals/const2, memory/memset-align2 and
// memory/memset-large, 5-9 parts, end unknown under a load of 6 when the whole query has only
// half of it); the clang pairs' memory queries have 28-129.
constexpr unsigned kMinPartsToSplit = 16;

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

// The checks of Alive2's -disallow-ub-exploitation (tools/transform.cpp), in its order: neither
// function has guardable UB on a run without non-guardable UB (semantics::Outcome; tgt's only
// where src returns) or reaches `unreachable`; neither returns poison or undef where it returns.
bool checkSourceWellDefined(Encoding& enc, const Deadline& deadline, Result& result) {
  struct Check {
    z3::expr query;
    const char* reason;
  };
  const semantics::Outcome<Z3Domain>& src = enc.source();
  const semantics::Outcome<Z3Domain>& tgt = enc.target();
  z3::expr assumed = enc.memoryAssumptions();
  z3::expr srcReturns = assumed && !src.ub && !src.trapped, tgtReturns = assumed && !tgt.ub && !tgt.trapped;
  std::vector<Check> checks{
      {assumed && src.ub && !src.nonGuardableUB && !src.unreachable, "Source has guardable UB"},
      {srcReturns && tgt.ub && !tgt.nonGuardableUB && !tgt.unreachable, "Target has guardable UB"},
      {assumed && src.unreachable && !src.nonGuardableUB, "Source has reachable unreachable"},
      {assumed && tgt.unreachable && !tgt.nonGuardableUB, "Target has reachable unreachable"},
      {srcReturns && enc.sourceReturnsPoison(), "Source returns poison"},
      {tgtReturns && enc.targetReturnsPoison(), "Target returns poison"},
      {srcReturns && enc.sourceReturnsTwoValues(), "Source returns undef"},
      {tgtReturns && enc.targetReturnsTwoValues(), "Target returns undef"},
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

// Whether tgt refines src on every one of their few inputs (verify/ExhaustiveCheck.h), run by the
// concrete evaluator before anything is encoded, within a quarter of the time left; then `result`
// is `correct` with the number of inputs. An input where it does not, or too little time, leaves
// the verdict to the solver, whose counterexample the report shows.
bool provedOnEveryInput(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Options& options,
                        const Deadline& deadline, Result& result) {
  std::optional<uint64_t> inputs = exhaustiveInputCount(src, tgt, options);
  if (!inputs || checkOnEveryInput(src, tgt, dl, options, Deadline(deadline.remainingMs() / 4)) != ExhaustiveVerdict::Refines) return false;
  result.verdict = Verdict::Correct;
  result.exhaustiveInputs = *inputs;
  return true;
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
  if (provedOnEveryInput(src, tgt, dl, options, deadline, result)) return result;
  z3::context context;
  StopInterrupter stopped(context);
  Encoding enc(context, src, tgt, dl, !options.disallowUBExploitation, options.undefInputs, &deadline, options.poisonInputs);
  if (options.disallowUBExploitation && !checkSourceWellDefined(enc, deadline, result)) return result;
  z3::expr violation = enc.refinementViolation();
  std::optional<z3::expr> prenex = enc.prenexViolation();
  result.quantified = enc.hasQuantifiers();
  if (!result.quantified && enc.usesMemory()) violation = violationWithMergedLoads(enc, violation, deadline);
  if (result.quantified && provedUnsatisfiable(enc, enc.pairedViolation(), deadline.remainingMs() / 4, deadline, result)) {
    result.verdict = Verdict::Correct;
    result.pairedUndefProof = true;
    return result;
  }
  if (!result.quantified && provedWithAbstractProducts(enc, violation, std::min(deadline.remainingMs() / 10, kQuickAbstractProductsMs), deadline, result)) {
    result.verdict = Verdict::Correct;
    return result;
  }
  z3::expr unswept = violation;
  if (!result.quantified) violation = sweptViolation(enc, violation, deadline, result);
  bool splitLater = !result.quantified && enc.usesMemory() && worthSplitting(violation);
  bool abstractAgain = !splitLater || violation.id() != unswept.id();
  if (!result.quantified && abstractAgain && provedWithAbstractProducts(enc, violation, std::min(deadline.remainingMs() / 3, kAbstractProductsMs), deadline, result)) {
    result.verdict = Verdict::Correct;
    return result;
  }
  z3::check_result r = z3::unknown;
  if (result.quantified && splitsByUndefCases(enc)) {
    r = solveByUndefCases(enc, prenex.value_or(violation), deadline, result);
  } else {
    bool prenexDiffers = prenex && result.quantified;
    bool wholeFirst = !(splitLater && disjunctsFirst());
    unsigned wholeMs = prenexDiffers ? std::max(1u, deadline.remainingMs() / 3) : splitLater ? std::max(1u, deadline.remainingMs() / 2) : 0;
    if (wholeFirst) r = solve(enc, violation, deadline, result, wholeMs);
    if (r == z3::unknown && prenexDiffers && !deadline.passed()) r = solve(enc, *prenex, deadline, result);
    if (r == z3::unknown && splitLater && !deadline.passed()) {
      r = solveByDisjuncts(enc, violation, deadline, result);
      if (r == z3::unknown && !result.disjunctParts && !wholeFirst) r = solve(enc, violation, deadline, result);
    }
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
