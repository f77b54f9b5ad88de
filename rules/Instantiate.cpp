#include "rules/Instantiate.h"

#include "rules/Predicate.h"
#include "semantics/Evaluator.h"

namespace theseus::rules {

namespace {

// Where a pattern's leaves come from while it is built: the inputs as arguments, the symbols as
// arguments (symbolic instances) or literals (concrete ones); `folded` says the target's constant
// expressions are evaluated to literals instead of built as instructions.
struct Leaves {
  std::vector<ir::Value*> inputs;
  std::vector<ir::Value*> symbols;
  const std::vector<ir::Bits>* values = nullptr;
};

// Whether a cast or width-restricted intrinsic is well-typed at its widths.
bool wellTyped(const ir::Instruction& inst) {
  auto operandBits = [&](unsigned i) { return inst.operand(i)->type().bits(); };
  switch (inst.opcode()) {
  case ir::Opcode::ZExt: case ir::Opcode::SExt: return inst.type().bits() > operandBits(0);
  case ir::Opcode::Trunc: return inst.type().bits() < operandBits(0);
  case ir::Opcode::Call:
    if (inst.intrinsic == ir::Intrinsic::BSwap) return inst.type().bits() % 16 == 0;
    return true;
  default: return true;
  }
}

// The constant of node `n` at `w`: a verbatim constant, a symbol or an expression built as
// instructions, or (concrete instances of a target) the expression's value as a literal.
ir::Value* constantValue(Emitter& em, const Rule& rule, const Node& n, unsigned w, const Leaves& leaves) {
  ir::Type type = n.type.at(w);
  if (!n.verbatimLanes.empty() && n.type.width.variable) {
    bool poison = n.verbatimLanes[0].kind == ir::ConstLane::Kind::Poison;
    return poison ? em.function().poison(type) : em.function().undef(type);
  }
  if (!n.verbatimLanes.empty()) {
    if (n.verbatimLanes.size() != type.lanes() || n.verbatimLanes[0].bits.width() != type.bits()) return nullptr;
    return em.function().constant(type, n.verbatimLanes);
  }
  unsigned bits = n.type.width.at(w);
  ir::Value* scalar = nullptr;
  if (leaves.values && n.constant.op != ConstExpr::Op::Symbol) {
    auto v = evaluateConstExpr(n.constant, bits, w, *leaves.values, rule.symbols);
    if (!v) return nullptr;
    scalar = em.constant(ir::Type::intTy(bits), *v);
  } else {
    scalar = buildConstExpr(em, n.constant, bits, w, leaves.symbols, rule.symbols);
  }
  if (!scalar) return nullptr;
  if (!type.isVector()) return scalar;
  if (auto* c = dynamic_cast<ir::Constant*>(scalar)) {
    std::vector<ir::ConstLane> lanes(type.lanes(), c->lanes()[0]);
    return em.function().constant(type, std::move(lanes));
  }
  return em.splat(scalar, type);
}

// Node `n` as an instruction at `w` over the values of its operands; null when ill-typed there.
ir::Value* opValue(Emitter& em, const Node& n, unsigned w, const std::vector<ir::Value*>& values) {
  auto inst = std::make_unique<ir::Instruction>(n.opcode, n.type.at(w));
  inst->flags = n.flags;
  inst->predicate = n.predicate;
  inst->intrinsic = n.intrinsic;
  inst->x86Row = n.x86Row;
  inst->mask = n.mask;
  for (unsigned o : n.operands) inst->addOperand(values[o]);
  if (!wellTyped(*inst)) return nullptr;
  return em.append(std::move(inst));
}

// Builds `p` at `w`; returns its root's value, or null when ill-typed.
ir::Value* buildPattern(Emitter& em, const Rule& rule, const Pattern& p, unsigned w, const Leaves& leaves) {
  std::vector<ir::Value*> values;
  for (const Node& n : p.nodes) {
    ir::Value* v = nullptr;
    switch (n.kind) {
    case Node::Kind::Input: v = leaves.inputs[n.input]; break;
    case Node::Kind::Constant: v = constantValue(em, rule, n, w, leaves); break;
    case Node::Kind::Op: v = opValue(em, n, w, values); break;
    }
    if (!v) return nullptr;
    values.push_back(v);
  }
  return values[p.root];
}

// Ends the function with `ret v`.
void addReturn(Emitter& em, ir::Value* v) {
  auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  ret->addOperand(v);
  em.append(std::move(ret));
}

// A function named `name` with the rule's inputs (and, when `symbolArgs`, its symbols) as
// arguments at `w`, the leaves pointing at them.
std::unique_ptr<ir::Function> newFunction(const Rule& rule, const std::string& name, unsigned w, bool symbolArgs, Leaves& leaves) {
  auto f = std::make_unique<ir::Function>(name, rule.source.nodes[rule.source.root].type.at(w));
  for (auto& in : rule.inputs) {
    ir::Argument* a = f->addArgument(in.type.at(w), in.name);
    a->attrs = in.attrs;
    leaves.inputs.push_back(a);
  }
  for (auto& s : rule.symbols) {
    if (symbolArgs) {
      ir::Argument* a = f->addArgument(ir::Type::intTy(s.type.width.at(w)), s.name);
      a->attrs.noundef = true;
      leaves.symbols.push_back(a);
    } else {
      unsigned bits = s.type.width.at(w);
      leaves.symbols.push_back(f->constant(ir::Type::intTy(bits), {ir::ConstLane::value(ir::Bits::fromWords(bits, (*leaves.values)[leaves.symbols.size()].words()))}));
    }
  }
  return f;
}

// The pair at `w`: symbols as arguments (`values` null) or bound to `values` (target constants
// folded); the precondition as llvm.assume in the source when asked. nullopt when ill-typed.
std::optional<InstancePair> instance(const Rule& rule, unsigned w, bool withPrecondition, const std::vector<ir::Bits>* values) {
  InstancePair out;
  for (bool target : {false, true}) {
    Leaves leaves;
    leaves.values = values;
    auto f = newFunction(rule, target ? "tgt" : "src", w, values == nullptr, leaves);
    Emitter em(*f, *f->addBlock("entry"));
    if (!target && withPrecondition && !rule.precondition.empty()) {
      ir::Value* pre = buildConjunction(em, rule.precondition, w, leaves.symbols, rule.symbols);
      if (!pre) return std::nullopt;
      em.call(ir::Intrinsic::Assume, ir::Type::voidTy(), {pre});
    }
    Leaves built = leaves;
    if (!target) built.values = nullptr;
    ir::Value* root = buildPattern(em, rule, target ? rule.target : rule.source, w, built);
    if (!root || root->type() != f->returnType()) return std::nullopt;
    addReturn(em, root);
    (target ? out.tgt : out.src) = std::move(f);
  }
  return out;
}

// Runs a function of no arguments that returns one scalar; nullopt when poison or UB.
std::optional<ir::Bits> runConstantFunction(const ir::Function& f) {
  auto outs = semantics::evaluate(f, ir::DataLayout{}, {semantics::TestInput{}});
  if (outs.empty() || outs[0].ub || outs[0].ret.empty() || outs[0].ret[0].poison) return std::nullopt;
  return outs[0].ret[0].value;
}

} // namespace

std::optional<InstancePair> symbolicInstance(const Rule& rule, unsigned w, bool withPrecondition) {
  return instance(rule, w, withPrecondition, nullptr);
}

std::optional<InstancePair> concreteInstance(const Rule& rule, unsigned w, const std::vector<ir::Bits>& values) {
  if (values.size() != rule.symbols.size()) return std::nullopt;
  return instance(rule, w, false, &values);
}

std::optional<ir::Bits> evaluateConstExpr(const ConstExpr& e, unsigned bits, unsigned w, const std::vector<ir::Bits>& values,
                                          const std::vector<Symbol>& symbols) {
  ir::Function f("constant", ir::Type::intTy(bits));
  Emitter em(f, *f.addBlock("entry"));
  std::vector<ir::Value*> leaves;
  for (size_t i = 0; i < symbols.size() && i < values.size(); ++i) {
    unsigned sb = symbols[i].type.width.at(w);
    leaves.push_back(em.constant(ir::Type::intTy(sb), ir::Bits::fromWords(sb, values[i].words())));
  }
  ir::Value* v = buildConstExpr(em, e, bits, w, leaves, symbols);
  if (!v) return std::nullopt;
  addReturn(em, v);
  return runConstantFunction(f);
}

bool preconditionHolds(const Rule& rule, unsigned w, const std::vector<ir::Bits>& values) {
  if (rule.precondition.empty()) return true;
  ir::Function f("pre", ir::Type::intTy(1));
  Emitter em(f, *f.addBlock("entry"));
  std::vector<ir::Value*> leaves;
  for (size_t i = 0; i < rule.symbols.size(); ++i) {
    unsigned sb = rule.symbols[i].type.width.at(w);
    leaves.push_back(em.constant(ir::Type::intTy(sb), ir::Bits::fromWords(sb, values.at(i).words())));
  }
  ir::Value* v = buildConjunction(em, rule.precondition, w, leaves, rule.symbols);
  if (!v) return false;
  addReturn(em, v);
  auto r = runConstantFunction(f);
  return r && !r->isZero();
}

} // namespace theseus::rules
