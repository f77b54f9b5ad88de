#include "rules/FromPair.h"

#include "rules/ConstExpr.h"

#include <algorithm>
#include <map>

namespace theseus::rules {

namespace {

using ir::Opcode;

[[noreturn]] void unsupported(const std::string& what) { throw GeneralizeError{"cannot generalize: " + what, 3}; }

// Whether operand `i` of call `inst` must stay a literal (an immediate argument).
bool immediateOperand(const ir::Instruction& inst, unsigned i) {
  if (inst.opcode() != Opcode::Call) return false;
  if (inst.intrinsic == ir::Intrinsic::X86) return true;
  bool flagArg = inst.intrinsic == ir::Intrinsic::Ctlz || inst.intrinsic == ir::Intrinsic::Cttz || inst.intrinsic == ir::Intrinsic::Abs;
  return flagArg && i == 1;
}

// A splat integer constant's scalar value.
std::optional<ir::Bits> splatValue(const ir::Constant& c) {
  if (c.lanes().empty() || c.type().isStruct()) return std::nullopt;
  for (auto& l : c.lanes())
    if (l.kind != ir::ConstLane::Kind::Value || !(l.bits == c.lanes()[0].bits)) return std::nullopt;
  return c.lanes()[0].bits;
}

// Whether every lane of `c` is poison, or every lane undef (a value of any width).
bool uniformlyUndefined(const ir::Constant& c) {
  return !c.lanes().empty() && (std::all_of(c.lanes().begin(), c.lanes().end(), [](auto& l) { return l.kind == ir::ConstLane::Kind::Poison; }) ||
                                std::all_of(c.lanes().begin(), c.lanes().end(), [](auto& l) { return l.kind == ir::ConstLane::Kind::Undef; }));
}

// The widest-used width of the function pair: the root's element width unless it is i1, else the
// first input's that is not i1.
unsigned mainWidth(const ir::Function& src) {
  if (src.returnType().bits() != 1) return src.returnType().bits();
  for (auto& a : src.arguments())
    if (a->type().bits() != 1) return a->type().bits();
  return 1;
}

// The `ret` of a one-block function returning an integer or vector; throws GeneralizeError otherwise.
const ir::Instruction& returnOf(const ir::Function& f, const char* which) {
  if (f.blocks().size() != 1) unsupported(std::string(which) + " has control flow (" + std::to_string(f.blocks().size()) + " blocks)");
  const ir::Instruction* ret = f.entry()->terminator();
  if (!ret || ret->opcode() != Opcode::Ret || ret->numOperands() != 1) unsupported(std::string(which) + " does not return a value");
  if (!ret->operand(0)->type().isIntOrVector()) unsupported(std::string(which) + " returns " + ret->type().str());
  return *ret;
}

// Builds one pattern from the value a function returns.
class PatternBuilder {
public:
  PatternBuilder(RuleTemplate& t, unsigned main, bool symbolize, bool target, std::map<std::pair<unsigned, std::string>, unsigned>& symbolIds)
      : t_(t), main_(main), symbolize_(symbolize), target_(target), symbolIds_(symbolIds) {}

  Pattern build(const ir::Value* root) {
    pattern_.root = visit(root, false);
    return std::move(pattern_);
  }

private:
  ValueType typeOf(const ir::Type& type) {
    if (type.isStruct() || type.isVoid()) unsupported("a value of type " + type.str());
    Width w = symbolize_ && type.bits() == main_ ? Width::var() : Width::fixed(type.bits());
    return {w, type.lanes(), type.isVector()};
  }

  unsigned add(Node n) {
    pattern_.nodes.push_back(std::move(n));
    return unsigned(pattern_.nodes.size() - 1);
  }

  unsigned constantNode(const ir::Constant& c, bool immediate) {
    Node n;
    n.kind = Node::Kind::Constant;
    n.type = typeOf(c.type());
    auto splat = splatValue(c);
    if (!splat || immediate || !symbolize_) {
      if (!uniformlyUndefined(c)) n.type.width = Width::fixed(c.type().bits());
      if (splat) n.constant = ConstExpr::lit(*splat);
      else n.verbatimLanes = c.lanes();
      if (!splat) n.constant = ConstExpr::lit(c.lanes()[0].bits);
      return add(std::move(n));
    }
    if (target_) {
      n.constant = ConstExpr::lit(*splat);
      unsigned index = add(std::move(n));
      t_.targetConstants.push_back({index, *splat});
      return index;
    }
    auto key = std::make_pair(n.type.width.variable ? 0u : n.type.width.bits, splat->toUnsignedDecimal() + "/" + std::to_string(splat->width()));
    auto [it, fresh] = symbolIds_.try_emplace(key, unsigned(t_.rule.symbols.size()));
    if (fresh) t_.rule.symbols.push_back({"C" + std::to_string(it->second + 1), {n.type.width, 1, false}, *splat});
    n.constant = ConstExpr::sym(it->second);
    return add(std::move(n));
  }

  unsigned visit(const ir::Value* v, bool immediate) {
    if (auto it = ids_.find(v); it != ids_.end()) return it->second;
    unsigned id = 0;
    switch (v->valueKind()) {
    case ir::Value::Kind::Argument: {
      auto* a = static_cast<const ir::Argument*>(v);
      Node n;
      n.kind = Node::Kind::Input;
      n.type = typeOf(a->type());
      n.input = a->index();
      id = add(std::move(n));
      break;
    }
    case ir::Value::Kind::Constant: id = constantNode(*static_cast<const ir::Constant*>(v), immediate); break;
    case ir::Value::Kind::Instruction: id = opNode(*static_cast<const ir::Instruction*>(v)); break;
    case ir::Value::Kind::Global: unsupported("global @" + v->name());
    }
    ids_[v] = id;
    return id;
  }

  unsigned opNode(const ir::Instruction& inst) {
    switch (inst.opcode()) {
    case Opcode::Phi: case Opcode::Br: case Opcode::Switch: case Opcode::Ret: case Opcode::Unreachable:
    case Opcode::ExtractValue: case Opcode::InsertValue:
      unsupported(std::string(ir::opcodeName(inst.opcode())));
    default: break;
    }
    Node n;
    n.kind = Node::Kind::Op;
    n.type = typeOf(inst.type());
    n.opcode = inst.opcode();
    n.flags = inst.flags;
    n.predicate = inst.predicate;
    n.intrinsic = inst.intrinsic;
    n.x86Row = inst.x86Row;
    n.mask = inst.mask;
    for (unsigned i = 0; i < inst.numOperands(); ++i) n.operands.push_back(visit(inst.operand(i), immediateOperand(inst, i)));
    return add(std::move(n));
  }

  RuleTemplate& t_;
  unsigned main_;
  bool symbolize_, target_;
  std::map<std::pair<unsigned, std::string>, unsigned>& symbolIds_;
  std::map<const ir::Value*, unsigned> ids_;
  Pattern pattern_;
};

// Why the pair cannot vary its width, or "".
std::string fixedWidthReason(const ir::Function& f) {
  for (auto& inst : f.entry()->instructions()) {
    if (inst->opcode() == Opcode::Call && inst->intrinsic == ir::Intrinsic::X86) return "an x86 intrinsic has fixed types";
    if (inst->opcode() == Opcode::BitCast) return "a bitcast ties lanes to widths";
    for (auto* op : inst->operands())
      if (op->valueKind() == ir::Value::Kind::Constant && !splatValue(*static_cast<const ir::Constant*>(op)) &&
          !op->type().isStruct() && inst->opcode() != Opcode::InsertElement && inst->opcode() != Opcode::ShuffleVector)
        return "a constant that is not a splat";
  }
  return "";
}

} // namespace

void fixWidths(Rule& rule) {
  auto fix = [&](ValueType& t) { t.width = Width::fixed(t.width.at(rule.foundWidth)); };
  for (auto& in : rule.inputs) fix(in.type);
  for (auto& s : rule.symbols) fix(s.type);
  for (Pattern* p : {&rule.source, &rule.target})
    for (auto& n : p->nodes) fix(n.type);
}

void checkSameSignature(const ir::Function& src, const ir::Function& tgt) {
  bool same = src.arguments().size() == tgt.arguments().size() && src.returnType() == tgt.returnType();
  for (size_t i = 0; same && i < src.arguments().size(); ++i) same = src.arguments()[i]->type() == tgt.arguments()[i]->type();
  if (!same) throw GeneralizeError{"the source and the target have different signatures", 4};
}

bool smallSymbolsAsIntegers(RuleTemplate& t) {
  std::vector<int> renumber(t.rule.symbols.size(), -1);
  std::vector<Symbol> kept;
  std::vector<std::optional<int64_t>> small;
  for (size_t i = 0; i < t.rule.symbols.size(); ++i) {
    small.push_back(smallIntegerOf(t.rule.symbols[i].found));
    if (!small.back()) {
      renumber[i] = int(kept.size());
      kept.push_back(t.rule.symbols[i]);
    }
  }
  if (kept.size() == t.rule.symbols.size()) return false;
  for (auto& n : t.rule.source.nodes) {
    if (n.kind != Node::Kind::Constant || n.constant.op != ConstExpr::Op::Symbol) continue;
    unsigned s = n.constant.symbol;
    n.constant = small[s] ? ConstExpr::smallInt(*small[s]) : ConstExpr::sym(unsigned(renumber[s]));
  }
  for (size_t i = 0; i < kept.size(); ++i) kept[i].name = "C" + std::to_string(i + 1);
  t.rule.symbols = std::move(kept);
  for (auto& tc : t.targetConstants) t.rule.target.nodes[tc.node].constant = ConstExpr::lit(tc.found);
  return true;
}

RuleTemplate ruleTemplate(const ir::Function& src, const ir::Function& tgt, bool symbolize) {
  const ir::Instruction& srcRet = returnOf(src, "the source");
  const ir::Instruction& tgtRet = returnOf(tgt, "the target");
  checkSameSignature(src, tgt);
  RuleTemplate t;
  unsigned main = mainWidth(src);
  t.rule.foundWidth = main;
  t.fixedWidthReason = fixedWidthReason(src);
  if (t.fixedWidthReason.empty()) t.fixedWidthReason = fixedWidthReason(tgt);
  bool varWidth = symbolize && t.fixedWidthReason.empty();
  for (auto& a : src.arguments()) {
    ir::Type type = a->type();
    if (!type.isIntOrVector()) unsupported("an argument of type " + type.str());
    Width w = varWidth && type.bits() == main ? Width::var() : Width::fixed(type.bits());
    t.rule.inputs.push_back({a->name().empty() ? "a" + std::to_string(a->index()) : a->name(), {w, type.lanes(), type.isVector()}, a->attrs});
  }
  std::map<std::pair<unsigned, std::string>, unsigned> symbolIds;
  t.rule.source = PatternBuilder(t, main, symbolize, false, symbolIds).build(srcRet.operand(0));
  t.rule.target = PatternBuilder(t, main, symbolize, true, symbolIds).build(tgtRet.operand(0));
  if (!varWidth) fixWidths(t.rule);
  return t;
}

} // namespace theseus::rules
