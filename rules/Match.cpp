#include "rules/Match.h"

#include "rules/Instantiate.h"

#include <algorithm>

namespace theseus::rules {

namespace {

// One attempt to match a rule's source pattern against a function's returned value.
class Matcher {
public:
  Matcher(const Rule& rule, unsigned w)
      : rule_(rule), w_(w), nodeValues_(rule.source.nodes.size(), nullptr), inputs_(rule.inputs.size(), nullptr), symbols_(rule.symbols.size()) {}

  bool match(unsigned node, const ir::Value* v) {
    if (nodeValues_[node]) return nodeValues_[node] == v;
    const Node& n = rule_.source.nodes[node];
    if (v->type() != n.type.at(w_)) return false;
    bool ok = false;
    switch (n.kind) {
    case Node::Kind::Input: ok = matchInput(n, v); break;
    case Node::Kind::Constant: ok = v->valueKind() == ir::Value::Kind::Constant && matchConstant(n, *static_cast<const ir::Constant*>(v)); break;
    case Node::Kind::Op: ok = v->valueKind() == ir::Value::Kind::Instruction && matchOp(n, *static_cast<const ir::Instruction*>(v)); break;
    }
    if (ok) nodeValues_[node] = v;
    return ok;
  }

  std::vector<ir::Bits> symbolValues() const {
    std::vector<ir::Bits> out;
    for (auto& s : symbols_) out.push_back(s.value_or(ir::Bits()));
    return out;
  }

private:
  bool matchInput(const Node& n, const ir::Value* v) {
    if (inputs_[n.input]) return inputs_[n.input] == v;
    inputs_[n.input] = v;
    return true;
  }

  bool matchConstant(const Node& n, const ir::Constant& c) {
    if (!n.verbatimLanes.empty()) {
      if (n.type.width.variable) return std::all_of(c.lanes().begin(), c.lanes().end(), [&](auto& l) { return l.kind == n.verbatimLanes[0].kind; });
      return c.lanes() == n.verbatimLanes;
    }
    for (auto& l : c.lanes())
      if (l.kind != ir::ConstLane::Kind::Value || !(l.bits == c.lanes()[0].bits)) return false;
    const ir::Bits& value = c.lanes()[0].bits;
    if (n.constant.op != ConstExpr::Op::Symbol) {
      auto expected = evaluateConstExpr(n.constant, value.width(), w_, {}, rule_.symbols);
      return expected && *expected == value;
    }
    auto& bound = symbols_[n.constant.symbol];
    if (bound) return *bound == value;
    bound = value;
    return true;
  }

  bool matchOp(const Node& n, const ir::Instruction& inst) {
    if (inst.opcode() != n.opcode || (inst.flags & n.flags) != n.flags || inst.numOperands() != n.operands.size()) return false;
    if (n.opcode == ir::Opcode::ICmp && inst.predicate != n.predicate) return false;
    if (n.opcode == ir::Opcode::Call && (inst.intrinsic != n.intrinsic || inst.x86Row != n.x86Row)) return false;
    if (inst.mask != n.mask) return false;
    for (unsigned i = 0; i < n.operands.size(); ++i)
      if (!match(n.operands[i], inst.operand(i))) return false;
    return true;
  }

  const Rule& rule_;
  unsigned w_;
  std::vector<const ir::Value*> nodeValues_;
  std::vector<const ir::Value*> inputs_;
  std::vector<std::optional<ir::Bits>> symbols_;
};

// Whether the rule's source matches `ret`'s operand at W = `w`, its symbols binding consistently,
// its precondition holding and its target constants defined there.
bool matchesAt(const Rule& rule, const ir::Instruction& ret, unsigned w) {
  Matcher m(rule, w);
  if (!m.match(rule.source.root, ret.operand(0))) return false;
  auto values = m.symbolValues();
  return preconditionHolds(rule, w, values) && concreteInstance(rule, w, values).has_value();
}

} // namespace

// A root of variable width fixes W; a root of fixed width (an icmp's i1, a trunc to i8) does not,
// so every proved width at which the root has f's return type is tried.
bool ruleMatches(const Rule& rule, const ir::Function& f) {
  if (f.blocks().size() != 1) return false;
  const ir::Instruction* ret = f.entry()->terminator();
  if (!ret || ret->opcode() != ir::Opcode::Ret || ret->numOperands() != 1) return false;
  if (!f.returnType().isIntOrVector()) return false;
  const ValueType& t = rule.source.nodes[rule.source.root].type;
  for (unsigned w : rule.widths.proved)
    if ((!t.width.variable || w == f.returnType().bits()) && t.at(w) == f.returnType() && matchesAt(rule, *ret, w)) return true;
  return false;
}

} // namespace theseus::rules
