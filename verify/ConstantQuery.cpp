#include "verify/ConstantQuery.h"

#include "semantics/Interpreter.h"
#include "verify/Watchdog.h"
#include "verify/Z3Domain.h"

#include <chrono>

namespace theseus::verify {

namespace {

using Lanes = semantics::Lanes<Z3Domain>;
using Args = std::vector<semantics::ArgumentInput<Z3Domain>>;

// The symbolic constants: tgt's arguments after src's, one variable per lane.
std::vector<Lanes> constantVariables(z3::context& c, const ir::Function& src, const ir::Function& tgt) {
  std::vector<Lanes> out;
  for (size_t a = src.arguments().size(); a < tgt.arguments().size(); ++a) {
    const ir::Type& t = tgt.arguments()[a]->type();
    Lanes lanes;
    for (unsigned l = 0; l < t.flatLaneCount(); ++l)
      lanes.push_back({c.bv_const(("k" + std::to_string(a) + "_" + std::to_string(l)).c_str(), t.bits()), c.bool_val(false)});
    out.push_back(std::move(lanes));
  }
  return out;
}

// src has UB, or tgt has none and agrees on every lane where src is not poison.
z3::expr allows(Z3Domain& d, const semantics::Outcome<Z3Domain>& s, const semantics::Outcome<Z3Domain>& t) {
  z3::expr lanes = d.boolConst(true);
  for (size_t i = 0; i < s.ret.size(); ++i)
    lanes = lanes && z3::implies(!s.ret[i].poison, !t.ret[i].poison && t.ret[i].value == s.ret[i].value);
  return s.ub || (!t.ub && lanes);
}

// Runs src on `srcArgs` and tgt on them followed by the constants; the nondeterministic values of
// each go to its sink.
z3::expr allowsOn(Z3Domain& d, const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Args& srcArgs,
                  const std::vector<Lanes>& constants, NondetSink& srcSink, NondetSink& tgtSink, const std::string& tag) {
  d.recordNondetIn(&srcSink, "s" + tag);
  semantics::Outcome<Z3Domain> s = semantics::interpret(d, src, dl, srcArgs);
  Args tgtArgs = srcArgs;
  for (const Lanes& k : constants) tgtArgs.push_back({k, std::nullopt});
  d.recordNondetIn(&tgtSink, "t" + tag);
  semantics::Outcome<Z3Domain> t = semantics::interpret(d, tgt, dl, tgtArgs);
  return allows(d, s, t);
}

Args concreteArguments(Z3Domain& d, const semantics::TestInput& in) {
  Args args;
  for (const semantics::ConcreteValue& v : in.args) {
    Lanes lanes;
    for (const semantics::ConcreteLane& l : v) lanes.push_back({d.constant(l.value), d.boolConst(l.poison)});
    args.push_back({std::move(lanes), std::nullopt});
  }
  return args;
}

// One fresh variable per lane of each argument of `src` (neither poison nor undef), each also
// appended to `variables`.
Args symbolicArguments(z3::context& c, const ir::Function& src, z3::expr_vector& variables) {
  Args inputs;
  for (auto& a : src.arguments()) {
    Lanes lanes;
    for (unsigned l = 0; l < a->type().flatLaneCount(); ++l) {
      z3::expr x = c.bv_const(("x" + std::to_string(a->index()) + "_" + std::to_string(l)).c_str(), a->type().bits());
      variables.push_back(x);
      lanes.push_back({x, c.bool_val(false)});
    }
    inputs.push_back({std::move(lanes), std::nullopt});
  }
  return inputs;
}

// Whether src's outcome on `args` can be stated in `d`: false when interpreting it throws
// UnsupportedConstruct (a construct these queries do not model, such as memory).
bool statesOutcome(Z3Domain& d, const ir::Function& src, const ir::DataLayout& dl, const Args& args) {
  NondetSink sink;
  d.recordNondetIn(&sink, "probe");
  try {
    semantics::interpret(d, src, dl, args);
    return true;
  } catch (const semantics::UnsupportedConstruct&) {
    return false;
  } catch (const z3::exception&) {
    return true;
  }
}

// Whether `f` computes with or passes a floating-point value (its queries then need Z3's FP theory).
bool usesFloatingPoint(const ir::Function& f) {
  if (f.returnType().isFloatOrVector()) return true;
  for (auto& a : f.arguments())
    if (a->type().isFloatOrVector()) return true;
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) {
      if (inst->type().isFloatOrVector()) return true;
      for (const ir::Value* v : inst->operands())
        if (v->type().isFloatOrVector()) return true;
    }
  return false;
}

ir::Bits bitsOf(const z3::expr& v, unsigned w) {
  std::string text = Z3_get_numeral_string(v.ctx(), v);
  return ir::Bits::fromDecimal(w, text).value_or(ir::Bits(w, 0));
}

// Solves `query` over the constants; reads their values from a model. `spoiled` is set when the
// context was interrupted (by the watchdog, possibly after the check returned) or threw: it must
// not serve another query.
ConstantAnswer solve(z3::solver& solver, const z3::expr& query, const std::vector<Lanes>& constants, unsigned timeoutMs,
                     bool& spoiled) {
  auto start = std::chrono::steady_clock::now();
  z3::context& c = solver.ctx();
  ConstantAnswer answer;
  try {
    z3::params params(c);
    params.set("timeout", timeoutMs);
    solver.set(params);
    solver.push();
    solver.add(query);
    z3::check_result r;
    {
      Watchdog guard(c, timeoutMs + 50);
      r = solver.check();
    }
    if (r == z3::sat) {
      z3::model m = solver.get_model();
      answer.status = ConstantStatus::Found;
      for (const Lanes& k : constants) {
        std::vector<ir::Bits> lanes;
        for (const auto& lane : k) lanes.push_back(bitsOf(m.eval(lane.value, true), lane.value.get_sort().bv_size()));
        answer.values.push_back(std::move(lanes));
      }
    } else if (r == z3::unsat) {
      answer.status = ConstantStatus::NoConstants;
    } else {
      answer.reason = solver.reason_unknown();
      spoiled = spoiled || answer.reason.find("cancel") != std::string::npos;
    }
    solver.pop();
  } catch (const z3::exception& e) {
    answer = ConstantAnswer{};
    answer.reason = e.msg();
    spoiled = true;
  }
  answer.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return answer;
}

} // namespace

ConstantQueries::ConstantQueries() { renew(); }
ConstantQueries::~ConstantQueries() = default;

void ConstantQueries::renew() {
  quantifiedSolver_.reset();
  c_ = std::make_unique<z3::context>();
  quantifiedSolver_ = std::make_unique<z3::solver>(*c_);
  queriesInContext_ = 0;
  spoiled_ = false;
}

void ConstantQueries::renewWhenFull() {
  if (++queriesInContext_ >= kQueriesPerContext || spoiled_) renew();
}

ConstantAnswer ConstantQueries::forExamples(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl,
                                            const std::vector<semantics::TestInput>& examples, unsigned timeoutMs) {
  renewWhenFull();
  z3::context& c = *c_;
  Z3Domain d(c);
  std::vector<Lanes> constants = constantVariables(c, src, tgt);
  z3::expr query = c.bool_val(true);
  NondetSink srcSink, tgtSink;
  try {
    for (size_t i = 0; i < examples.size(); ++i)
      query = query && allowsOn(d, src, tgt, dl, concreteArguments(d, examples[i]), constants, srcSink, tgtSink, std::to_string(i));
  } catch (const semantics::UnsupportedConstruct& e) {
    return {ConstantStatus::Unknown, {}, e.what(), 0};
  } catch (const z3::exception& e) {
    return {ConstantStatus::Unknown, {}, e.msg(), 0};
  }
  z3::solver solver(c, usesFloatingPoint(src) || usesFloatingPoint(tgt) ? "QF_FPBV" : "QF_BV");
  return solve(solver, query, constants, timeoutMs, spoiled_);
}

bool ConstantQueries::interprets(const ir::Function& src, const ir::DataLayout& dl, const semantics::TestInput& example) {
  renewWhenFull();
  Z3Domain d(*c_);
  z3::expr_vector variables(*c_);
  return statesOutcome(d, src, dl, concreteArguments(d, example)) || statesOutcome(d, src, dl, symbolicArguments(*c_, src, variables));
}

ConstantAnswer ConstantQueries::forAllInputs(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl,
                                             unsigned timeoutMs) {
  renewWhenFull();
  z3::context& c = *c_;
  Z3Domain d(c);
  std::vector<Lanes> constants = constantVariables(c, src, tgt);
  z3::expr_vector universal(c);
  Args inputs = symbolicArguments(c, src, universal);
  NondetSink srcSink, tgtSink;
  z3::expr body = c.bool_val(true);
  try {
    body = allowsOn(d, src, tgt, dl, inputs, constants, srcSink, tgtSink, "");
  } catch (const semantics::UnsupportedConstruct& e) {
    return {ConstantStatus::Unknown, {}, e.what(), 0};
  } catch (const z3::exception& e) {
    return {ConstantStatus::Unknown, {}, e.msg(), 0};
  }
  for (const z3::expr& v : tgtSink.undefs) universal.push_back(v);
  for (const z3::expr& v : tgtSink.choices) universal.push_back(v);
  z3::expr_vector existential(c);
  for (const z3::expr& v : srcSink.undefs) existential.push_back(v);
  for (const z3::expr& v : srcSink.choices) existential.push_back(v);
  if (!existential.empty()) body = z3::exists(existential, body);
  z3::expr query = universal.empty() ? body : z3::forall(universal, body);
  return solve(*quantifiedSolver_, query, constants, timeoutMs, spoiled_);
}

} // namespace theseus::verify
