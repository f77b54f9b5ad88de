#include "verify/ComponentQuery.h"

#include "semantics/IntOps.h"
#include "verify/Watchdog.h"
#include "verify/Z3Domain.h"

#include <algorithm>
#include <chrono>

namespace theseus::verify {

namespace {

using Lane = semantics::Lane<Z3Domain>;

// The result of one component op on one example, and the condition under which it is UB.
struct OpOutcome {
  Lane lane;
  z3::expr ub;
};

OpOutcome applyOp(Z3Domain& d, const ComponentOp& op, const Lane& a, const Lane& b, unsigned w) {
  if (op.kind == ComponentOp::Kind::Binary) {
    semantics::Effects<Z3Domain> fx{d.boolConst(false)};
    Lane r = semantics::binaryLane(d, op.op, 0, a, b, fx);
    return {r, fx.ub};
  }
  Lane c = semantics::icmpLane(d, op.pred, a, b);
  if (op.kind == ComponentOp::Kind::MinMax) return {semantics::selectLane(d, c, a, b), d.boolConst(false)};
  return {semantics::castLane(d, op.ext, 0, c, w), d.boolConst(false)};
}

// The bits a location or op index of `count` values needs.
unsigned indexWidth(size_t count) {
  unsigned w = 1;
  while ((size_t(1) << w) < count + 1) ++w;
  return w;
}

// A solver that simplifies, bit-blasts and runs the SAT solver: on these queries (many
// constraints over small location variables, a few wide values) several times faster than Z3's
// QF_BV default (measured on the Hacker's Delight programs, docs/cegis.md).
z3::solver bitBlastingSolver(z3::context& c) {
  z3::tactic t = z3::tactic(c, "simplify") & z3::tactic(c, "propagate-values") & z3::tactic(c, "solve-eqs") &
                 z3::tactic(c, "elim-uncnstr") & z3::tactic(c, "simplify") & z3::tactic(c, "bit-blast") & z3::tactic(c, "sat");
  return t.mk_solver();
}

uint64_t numeral(const z3::model& m, const z3::expr& e) {
  z3::expr v = m.eval(e, true);
  uint64_t out = 0;
  Z3_get_numeral_uint64(v.ctx(), v, &out);
  return out;
}

} // namespace

bool ComponentOp::commutative() const {
  if (kind == Kind::Binary) return ir::isCommutative(op);
  return kind == Kind::MinMax || pred == ir::ICmpPred::EQ || pred == ir::ICmpPred::NE;
}

struct ComponentQueries::State {
  // A context keeps every term it made: after kLibrariesPerContext libraries it is replaced.
  static constexpr unsigned kLibrariesPerContext = 64;

  std::unique_ptr<z3::context> c = std::make_unique<z3::context>();
  unsigned librariesInContext = 0;
  ComponentLibrary library;
  std::vector<z3::expr> constants, lineOf, opOf, outputLeaf;
  std::vector<std::array<z3::expr, 2>> operandOf;
  std::vector<z3::expr> constraints;
  unsigned examples = 0;

  unsigned leafCount() const { return library.argCount + library.constantCount; }
  unsigned locationCount() const { return leafCount() + unsigned(library.components.size()); }
  size_t choices(size_t j) const { return library.components[j].ops.size(); }

  z3::expr location(unsigned v) { return c->bv_val(uint64_t(v), indexWidth(locationCount())); }

  void makeVariables();
  void addWellFormedness();
  void addConstantRules();
  void addWeightBound();
  // Programs that a shorter one equals: `and a, a` and `or a, a`, and with everyLineRead a line
  // nothing reads (the last one excepted).
  void addPruning();
  z3::expr exampleConstraint(const ComponentExample& e);
  Lane operandLane(size_t j, unsigned p, const std::vector<Lane>& leaves, const std::vector<Lane>& outs);
  Lane chosenLane(Z3Domain& d, size_t j, const Lane& a, const Lane& b, z3::expr& ub);
  ComponentProgram program(const z3::model& m);
  // Whether the solver's choices are those of `p`.
  z3::expr choosesProgram(const ComponentProgram& p);
};

void ComponentQueries::State::makeVariables() {
  constants.clear(), lineOf.clear(), opOf.clear(), operandOf.clear(), outputLeaf.clear();
  unsigned lw = indexWidth(locationCount());
  bool interchangeable = std::all_of(library.components.begin(), library.components.end(),
                                     [&](const Component& comp) { return comp == library.components.front(); });
  for (unsigned i = 0; i < library.constantCount; ++i) constants.push_back(c->bv_const(("k" + std::to_string(i)).c_str(), library.width));
  for (size_t j = 0; j < library.components.size(); ++j) {
    std::string n = std::to_string(j);
    lineOf.push_back(interchangeable ? location(leafCount() + unsigned(j)) : c->bv_const(("line" + n).c_str(), lw));
    operandOf.push_back({c->bv_const(("in" + n + "_0").c_str(), lw), c->bv_const(("in" + n + "_1").c_str(), lw)});
    opOf.push_back(c->bv_const(("op" + n).c_str(), indexWidth(choices(j))));
  }
  if (library.components.empty()) outputLeaf.push_back(c->bv_const("out", lw));
}

void ComponentQueries::State::addWellFormedness() {
  unsigned first = leafCount(), end = locationCount();
  for (size_t j = 0; j < library.components.size(); ++j) {
    const Component& comp = library.components[j];
    constraints.push_back(z3::uge(lineOf[j], location(first)) && z3::ult(lineOf[j], location(end)));
    for (size_t k = j + 1; k < library.components.size(); ++k) {
      constraints.push_back(lineOf[j] != lineOf[k]);
      if (library.components[k] == comp) constraints.push_back(z3::ult(lineOf[j], lineOf[k]));
    }
    constraints.push_back(z3::ult(operandOf[j][0], lineOf[j]) && z3::ult(operandOf[j][1], lineOf[j]));
    unsigned ow = opOf[j].get_sort().bv_size();
    constraints.push_back(z3::ult(opOf[j], c->bv_val(uint64_t(choices(j)), ow)));
    z3::expr commutativeChosen = c->bool_val(false);
    for (size_t i = 0; i < comp.ops.size(); ++i)
      if (comp.ops[i].commutative()) commutativeChosen = commutativeChosen || opOf[j] == c->bv_val(uint64_t(i), ow);
    constraints.push_back(z3::implies(commutativeChosen, z3::ule(operandOf[j][0], operandOf[j][1])));
    if (library.constantCount > 0) {
      z3::expr lo = location(library.argCount), hi = location(first);
      auto isConstant = [&](const z3::expr& l) { return z3::uge(l, lo) && z3::ult(l, hi); };
      constraints.push_back(!(isConstant(operandOf[j][0]) && isConstant(operandOf[j][1])));
    }
  }
  if (!outputLeaf.empty()) constraints.push_back(z3::ult(outputLeaf[0], location(first)));
  addPruning();
}

void ComponentQueries::State::addPruning() {
  size_t n = library.components.size();
  for (size_t j = 0; j < n; ++j) {
    const Component& comp = library.components[j];
    unsigned ow = opOf[j].get_sort().bv_size();
    for (size_t i = 0; i < comp.ops.size(); ++i)
      if (comp.ops[i].kind == ComponentOp::Kind::Binary && (comp.ops[i].op == ir::Opcode::And || comp.ops[i].op == ir::Opcode::Or))
        constraints.push_back(z3::implies(opOf[j] == c->bv_val(uint64_t(i), ow), operandOf[j][0] != operandOf[j][1]));
    z3::expr read = c->bool_val(false);
    for (size_t k = 0; k < n; ++k) {
      if (k == j) continue;
      read = read || operandOf[k][0] == lineOf[j] || operandOf[k][1] == lineOf[j];
    }
    if (library.everyLineRead) constraints.push_back(lineOf[j] == location(locationCount() - 1) || read);
  }
}

void ComponentQueries::State::addConstantRules() {
  for (unsigned i = 0; i < library.constantCount; ++i) {
    if (i + 1 < library.constantCount) constraints.push_back(z3::ult(constants[i], constants[i + 1]));
    if (!library.constantValues) continue;
    z3::expr allowed = c->bool_val(false);
    for (uint64_t v : *library.constantValues) allowed = allowed || constants[i] == c->bv_val(v, library.width);
    constraints.push_back(allowed);
  }
}

void ComponentQueries::State::addWeightBound() {
  if (!library.maxWeight) return;
  z3::expr total = c->bv_val(0, 16);
  for (size_t j = 0; j < library.components.size(); ++j) {
    const Component& comp = library.components[j];
    unsigned ow = opOf[j].get_sort().bv_size();
    z3::expr weight = c->bv_val(0, 16);
    for (size_t i = 0; i < comp.ops.size(); ++i) weight = z3::ite(opOf[j] == c->bv_val(uint64_t(i), ow), c->bv_val(comp.ops[i].weight(), 16), weight);
    total = total + weight;
  }
  constraints.push_back(z3::ule(total, c->bv_val(*library.maxWeight, 16)));
}

Lane ComponentQueries::State::operandLane(size_t j, unsigned p, const std::vector<Lane>& leaves, const std::vector<Lane>& outs) {
  const z3::expr& from = operandOf[j][p];
  Lane lane = leaves.front();
  for (unsigned loc = 1; loc < leaves.size(); ++loc) {
    z3::expr here = from == location(loc);
    lane = {z3::ite(here, leaves[loc].value, lane.value), z3::ite(here, leaves[loc].poison, lane.poison)};
  }
  for (size_t k = 0; k < outs.size(); ++k) {
    if (k == j) continue;
    z3::expr here = from == lineOf[k];
    lane = {z3::ite(here, outs[k].value, lane.value), z3::ite(here, outs[k].poison, lane.poison)};
  }
  return lane;
}

Lane ComponentQueries::State::chosenLane(Z3Domain& d, size_t j, const Lane& a, const Lane& b, z3::expr& ub) {
  const Component& comp = library.components[j];
  unsigned ow = opOf[j].get_sort().bv_size();
  Lane lane = a;
  ub = c->bool_val(false);
  for (size_t i = 0; i < comp.ops.size(); ++i) {
    OpOutcome r = applyOp(d, comp.ops[i], a, b, library.width);
    if (i == 0) {
      lane = r.lane;
      ub = r.ub;
      continue;
    }
    z3::expr chosen = opOf[j] == c->bv_val(uint64_t(i), ow);
    lane = {z3::ite(chosen, r.lane.value, lane.value), z3::ite(chosen, r.lane.poison, lane.poison)};
    ub = z3::ite(chosen, r.ub, ub);
  }
  return lane;
}

z3::expr ComponentQueries::State::exampleConstraint(const ComponentExample& e) {
  Z3Domain d(*c);
  std::string tag = "_e" + std::to_string(examples++);
  std::vector<Lane> leaves;
  for (const semantics::ConcreteValue& v : e.input.args) leaves.push_back({d.constant(v.front().value), d.boolConst(v.front().poison)});
  for (const z3::expr& k : constants) leaves.push_back({k, d.boolConst(false)});
  std::vector<Lane> outs;
  for (size_t j = 0; j < library.components.size(); ++j) {
    std::string n = std::to_string(j) + tag;
    outs.push_back({c->bv_const(("o" + n).c_str(), library.width), c->bool_const(("p" + n).c_str())});
  }
  z3::expr all = c->bool_val(true);
  for (size_t j = 0; j < outs.size(); ++j) {
    z3::expr ub = c->bool_val(false);
    Lane r = chosenLane(d, j, operandLane(j, 0, leaves, outs), operandLane(j, 1, leaves, outs), ub);
    all = all && outs[j].value == r.value && outs[j].poison == r.poison && !ub;
  }
  z3::expr expected = c->bv_val(e.expected, library.width);
  if (outs.empty()) {
    z3::expr value = leaves.front().value, poison = leaves.front().poison;
    for (unsigned loc = 1; loc < leaves.size(); ++loc) {
      value = z3::ite(outputLeaf[0] == location(loc), leaves[loc].value, value);
      poison = z3::ite(outputLeaf[0] == location(loc), leaves[loc].poison, poison);
    }
    return !poison && value == expected;
  }
  z3::expr last = location(locationCount() - 1);
  for (size_t j = 0; j < outs.size(); ++j) all = all && z3::implies(lineOf[j] == last, !outs[j].poison && outs[j].value == expected);
  return all;
}

ComponentProgram ComponentQueries::State::program(const z3::model& m) {
  ComponentProgram out;
  for (const z3::expr& k : constants) out.constants.push_back(numeral(m, k));
  size_t n = library.components.size();
  out.lines.resize(n);
  for (size_t j = 0; j < n; ++j) {
    uint64_t at = numeral(m, lineOf[j]) - leafCount();
    out.lines[at] = {j, size_t(numeral(m, opOf[j])), {unsigned(numeral(m, operandOf[j][0])), unsigned(numeral(m, operandOf[j][1]))}};
  }
  out.output = n ? locationCount() - 1 : unsigned(numeral(m, outputLeaf[0]));
  return out;
}

z3::expr ComponentQueries::State::choosesProgram(const ComponentProgram& p) {
  z3::expr same = c->bool_val(true);
  auto sameSource = [&](const z3::expr& var, unsigned loc) {
    same = same && var == location(loc);
    if (loc >= library.argCount && loc < leafCount()) same = same && constants[loc - library.argCount] == c->bv_val(p.constants[loc - library.argCount], library.width);
  };
  for (size_t i = 0; i < p.lines.size(); ++i) {
    const ComponentLine& line = p.lines[i];
    size_t j = line.component;
    same = same && lineOf[j] == location(leafCount() + unsigned(i)) && opOf[j] == c->bv_val(uint64_t(line.op), opOf[j].get_sort().bv_size());
    sameSource(operandOf[j][0], line.operands[0]);
    sameSource(operandOf[j][1], line.operands[1]);
  }
  if (!outputLeaf.empty()) sameSource(outputLeaf[0], p.output);
  return same;
}

ComponentQueries::ComponentQueries() : state_(std::make_unique<State>()) {}
ComponentQueries::~ComponentQueries() = default;

void ComponentQueries::reset(const ComponentLibrary& library) {
  State& s = *state_;
  s.constants.clear(), s.lineOf.clear(), s.opOf.clear(), s.operandOf.clear(), s.outputLeaf.clear(), s.constraints.clear();
  if (++s.librariesInContext >= State::kLibrariesPerContext) {
    s.c = std::make_unique<z3::context>();
    s.librariesInContext = 0;
  }
  s.library = library;
  s.examples = 0;
  s.makeVariables();
  s.addWellFormedness();
  s.addConstantRules();
  s.addWeightBound();
}

void ComponentQueries::exclude(const ComponentProgram& program) { state_->constraints.push_back(!state_->choosesProgram(program)); }

void ComponentQueries::addExample(const ComponentExample& example) { state_->constraints.push_back(state_->exampleConstraint(example)); }

ComponentAnswer ComponentQueries::solve(unsigned timeoutMs) {
  auto start = std::chrono::steady_clock::now();
  State& s = *state_;
  ComponentAnswer answer;
  z3::solver solver = bitBlastingSolver(*s.c);
  z3::params params(*s.c);
  params.set("timeout", timeoutMs);
  solver.set(params);
  z3::check_result r = z3::unknown;
  try {
    for (const z3::expr& e : s.constraints) solver.add(e);
    Watchdog guard(*s.c, timeoutMs + 50);
    r = solver.check();
  } catch (const z3::exception& e) {
    answer.reason = e.msg();
  }
  if (r == z3::sat) {
    answer.status = ComponentStatus::Found;
    answer.program = s.program(solver.get_model());
  } else if (r == z3::unsat) {
    answer.status = ComponentStatus::NoProgram;
  } else if (answer.reason.empty()) {
    answer.reason = solver.reason_unknown();
  }
  answer.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return answer;
}

} // namespace theseus::verify
