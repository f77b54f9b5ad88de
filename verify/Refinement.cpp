#include "verify/Refinement.h"

#include "semantics/Interpreter.h"
#include "verify/Counterexample.h"
#include "verify/Encoding.h"
#include "verify/Watchdog.h"

#include <chrono>

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

// Whether `query` is unsatisfiable; a sat or unknown answer is not reported.
bool provedUnsatisfiable(Encoding& enc, const z3::expr& query, const Options& options, Result& result) {
  z3::solver solver(enc.context());
  z3::params params(enc.context());
  params.set("timeout", options.timeoutMs);
  solver.set(params);
  solver.add(query);
  ++result.queries;
  Watchdog watchdog(enc.context(), options.timeoutMs + options.timeoutMs / 2 + 200);
  return solver.check() == z3::unsat;
}

// A solver for a query with quantifiers: Z3's `smt` tactic, which on these ∃∀ bit-vector
// queries is many times faster than the default solver (scmp with undef inputs: 0.2 s vs 4.5 s).
z3::solver quantifiedSolver(z3::context& c) { return z3::tactic(c, "smt").mk_solver(); }

// Solves one query; fills `result` on sat or unknown and returns the solver's answer.
z3::check_result solve(Encoding& enc, const z3::expr& query, const Options& options, Result& result, bool quantified = false) {
  z3::solver solver = quantified ? quantifiedSolver(enc.context()) : z3::solver(enc.context());
  z3::params params(enc.context());
  params.set("timeout", options.timeoutMs);
  solver.set(params);
  solver.add(query);
  ++result.queries;
  z3::check_result r;
  {
    Watchdog watchdog(enc.context(), options.timeoutMs + options.timeoutMs / 2 + 200);
    r = solver.check();
  }
  if (r == z3::unknown) {
    result.verdict = Verdict::Unknown;
    result.reason = "solver returned unknown: " + solver.reason_unknown();
  } else if (r == z3::sat) {
    result.verdict = Verdict::Incorrect;
    result.counterexample = readCounterexample(enc, solver.get_model());
  }
  return r;
}

// The checks of Alive2's -disallow-ub-exploitation: src itself must never be UB, return poison or
// return undef on well-defined inputs.
bool checkSourceWellDefined(Encoding& enc, const Options& options, Result& result) {
  struct Check {
    z3::expr query;
    const char* reason;
  };
  std::vector<Check> checks{
      {enc.sourceUB(), "Source has guardable UB"},
      {!enc.sourceUB() && enc.sourceReturnsPoison(), "Source returns poison"},
      {!enc.sourceUB() && enc.sourceReturnsTwoValues(), "Source returns undef"},
  };
  for (auto& check : checks) {
    z3::check_result r = solve(enc, check.query, options, result);
    if (r == z3::unsat) continue;
    if (r == z3::sat) result.reason = check.reason;
    return false;
  }
  return true;
}

Result runChecks(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Options& options) {
  Result result;
  if (auto mismatch = signatureMismatch(src, tgt)) {
    result.verdict = Verdict::Incorrect;
    result.reason = *mismatch;
    return result;
  }
  if (src.denormal != tgt.denormal || src.denormalF32 != tgt.denormalF32) {
    result.verdict = Verdict::Incorrect;
    result.reason = "Function attributes not refined: the denormal-fp-math modes differ";
    return result;
  }
  z3::context context;
  Encoding enc(context, src, tgt, dl, !options.disallowUBExploitation, options.undefInputs);
  if (options.disallowUBExploitation && !checkSourceWellDefined(enc, options, result)) return result;
  z3::expr violation = enc.refinementViolation();
  result.quantified = enc.hasQuantifiers();
  if (result.quantified && provedUnsatisfiable(enc, enc.pairedViolation(), options, result)) {
    result.verdict = Verdict::Correct;
    result.pairedUndefProof = true;
    return result;
  }
  z3::check_result r = solve(enc, violation, options, result, result.quantified);
  if (r == z3::unsat) {
    result.verdict = Verdict::Correct;
  } else if (r == z3::sat) {
    result.reason = classifyViolation(*result.counterexample, hasUndefConstant(tgt));
  }
  return result;
}

} // namespace

Result checkRefinement(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Options& options) {
  auto start = std::chrono::steady_clock::now();
  Result result;
  try {
    result = runChecks(src, tgt, dl, options);
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
    result.reason = std::string("solver error: ") + e.msg();
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

} // namespace theseus::verify
