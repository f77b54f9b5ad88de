#include "rules/AliveText.h"

#include "ir/X86Intrinsics.h"

#include <map>
#include <sstream>

namespace theseus::rules {

namespace {

using Op = ConstExpr::Op;

// Whether any value of the rule has the width W (then types are left out).
bool ruleVaries(const Rule& rule) {
  for (const Pattern* p : {&rule.source, &rule.target})
    for (auto& n : p->nodes)
      if (n.type.width.variable) return true;
  return false;
}

// A value of width W to write `width(...)` of: the first input of variable width, else the root.
std::string widthValue(const Rule& rule) {
  for (auto& in : rule.inputs)
    if (in.type.width.variable) return "%" + in.name;
  return "%r";
}

std::string binarySpelling(Op op) {
  switch (op) {
  case Op::Add: return "+";
  case Op::Sub: return "-";
  case Op::Mul: return "*";
  case Op::And: return "&";
  case Op::Or: return "|";
  case Op::Xor: return "^";
  case Op::Shl: return "<<";
  case Op::LShr: return "u>>";
  default: return ">>";
  }
}

std::string expr(const Rule& rule, const ConstExpr& e, bool nested) {
  switch (e.op) {
  case Op::Symbol: return rule.symbols.at(e.symbol).name;
  case Op::Literal: return e.literal.toSignedDecimal();
  case Op::Small: return std::to_string(e.small);
  case Op::Width: return "width(" + widthValue(rule) + ")";
  case Op::Neg: return "-" + expr(rule, e.args[0], true);
  case Op::Not: return "~" + expr(rule, e.args[0], true);
  case Op::Log2: return "log2(" + expr(rule, e.args[0], false) + ")";
  case Op::ZExtOrTrunc: return "zextOrTrunc(" + expr(rule, e.args[0], false) + ")";
  case Op::SExtOrTrunc: return "sextOrTrunc(" + expr(rule, e.args[0], false) + ")";
  default: {
    std::string s = expr(rule, e.args[0], true) + " " + binarySpelling(e.op) + " " + expr(rule, e.args[1], true);
    return nested ? "(" + s + ")" : s;
  }
  }
}

std::string atomText(const Rule& rule, const Predicate& p) {
  auto a = [&](unsigned i) { return expr(rule, p.args[i], true); };
  using K = Predicate::Kind;
  switch (p.kind) {
  case K::PowerOf2: return "isPowerOf2(" + a(0) + ")";
  case K::NonZero: return a(0) + " != 0";
  case K::IsMask: return a(0) + " != 0 && isPowerOf2OrZero(" + a(0) + " + 1)";
  case K::ShiftedMask: return "isShiftedMask(" + a(0) + ")";
  case K::Negative: return a(0) + " < 0";
  case K::NonNegative: return a(0) + " >= 0";
  case K::ULT: return a(0) + " u< " + a(1);
  case K::ULE: return a(0) + " u<= " + a(1);
  case K::SLT: return a(0) + " < " + a(1);
  case K::Equal: return a(0) + " == " + a(1);
  case K::NotEqual: return a(0) + " != " + a(1);
  case K::DisjointBits: return "(" + expr(rule, p.args[0], false) + " & " + expr(rule, p.args[1], false) + ") == 0";
  }
  return "?";
}

std::string flagsText(uint8_t flags) {
  std::string s;
  if (flags & ir::FlagNUW) s += " nuw";
  if (flags & ir::FlagNSW) s += " nsw";
  if (flags & ir::FlagExact) s += " exact";
  if (flags & ir::FlagDisjoint) s += " disjoint";
  if (flags & ir::FlagNNeg) s += " nneg";
  return s;
}

// Writes one pattern, naming its operations `prefix`1.. and its root %r.
class PatternWriter {
public:
  PatternWriter(const Rule& rule, const Pattern& p, std::string prefix, bool typed) : rule_(rule), p_(p), prefix_(std::move(prefix)), typed_(typed) {}

  std::string write() {
    std::ostringstream os;
    unsigned counter = 0;
    for (unsigned i = 0; i < p_.nodes.size(); ++i)
      if (p_.nodes[i].kind == Node::Kind::Op) names_[i] = i == p_.root ? "%r" : "%" + prefix_ + std::to_string(++counter);
    for (unsigned i = 0; i < p_.nodes.size(); ++i)
      if (p_.nodes[i].kind == Node::Kind::Op) os << names_[i] << " = " << opText(p_.nodes[i]) << "\n";
    if (p_.nodes[p_.root].kind != Node::Kind::Op) os << "%r = " << operand(p_.root, false) << "\n";
    return os.str();
  }

private:
  std::string typeText(const ValueType& t) const {
    return t.vector ? "<" + std::to_string(t.lanes) + " x i" + std::to_string(t.width.bits) + ">" : "i" + std::to_string(t.width.bits);
  }
  bool showType(const ValueType& t) const { return typed_ || !t.width.variable; }

  std::string operand(unsigned i, bool withType) const {
    const Node& n = p_.nodes[i];
    std::string prefix = withType && showType(n.type) ? typeText(n.type) + " " : "";
    if (n.kind == Node::Kind::Input) return prefix + "%" + rule_.inputs[n.input].name;
    if (n.kind == Node::Kind::Op) return prefix + names_.at(i);
    if (!n.verbatimLanes.empty()) {
      bool poison = n.verbatimLanes[0].kind == ir::ConstLane::Kind::Poison;
      if (n.verbatimLanes[0].kind != ir::ConstLane::Kind::Value && n.type.width.variable) return poison ? "poison" : "undef";
      std::string s = "<";
      for (size_t l = 0; l < n.verbatimLanes.size(); ++l) {
        auto& lane = n.verbatimLanes[l];
        s += (l ? ", " : "") + std::string("i") + std::to_string(lane.bits.width()) + " ";
        s += lane.kind == ir::ConstLane::Kind::Value ? lane.bits.toSignedDecimal() : lane.kind == ir::ConstLane::Kind::Poison ? "poison" : "undef";
      }
      return prefix + s + ">";
    }
    std::string e = expr(rule_, n.constant, false);
    bool simple = n.constant.args.size() < 2;
    return prefix + (simple ? e : "(" + e + ")");
  }

  std::string opText(const Node& n) const {
    std::ostringstream os;
    auto ops = [&](size_t from) {
      std::string s;
      for (size_t i = from; i < n.operands.size(); ++i) s += (i > from ? ", " : "") + operand(n.operands[i], i == from);
      return s;
    };
    switch (n.opcode) {
    case ir::Opcode::ICmp: os << "icmp " << ir::predicateName(n.predicate) << " " << ops(0); break;
    case ir::Opcode::Select: os << "select " << ops(0); break;
    case ir::Opcode::ZExt: case ir::Opcode::SExt: case ir::Opcode::Trunc: case ir::Opcode::BitCast:
      os << ir::opcodeName(n.opcode) << " " << operand(n.operands[0], true);
      if (showType(n.type)) os << " to " << typeText(n.type);
      break;
    case ir::Opcode::ShuffleVector: {
      os << "shufflevector " << ops(0) << ", <";
      for (size_t i = 0; i < n.mask.size(); ++i) os << (i ? ", " : "") << (n.mask[i] < 0 ? std::string("poison") : std::to_string(n.mask[i]));
      os << ">";
      break;
    }
    case ir::Opcode::Call: {
      std::string callee = n.intrinsic == ir::Intrinsic::X86 ? std::string(ir::x86Rows().at(n.x86Row).name) : std::string(ir::intrinsicStem(n.intrinsic));
      os << "call " << (showType(n.type) ? typeText(n.type) + " " : "") << "@" << callee << "(" << ops(0) << ")";
      break;
    }
    default: os << ir::opcodeName(n.opcode) << flagsText(n.flags) << " " << ops(0); break;
    }
    return os.str();
  }

  const Rule& rule_;
  const Pattern& p_;
  std::string prefix_;
  bool typed_;
  std::map<unsigned, std::string> names_;
};

} // namespace

std::string aliveConstExpr(const Rule& rule, const ConstExpr& e) { return expr(rule, e, false); }

std::string alivePrecondition(const Rule& rule) {
  std::string s;
  for (auto& p : rule.precondition) s += (s.empty() ? "" : " && ") + atomText(rule, p);
  return s;
}

std::string aliveText(const Rule& rule) {
  std::ostringstream os;
  os << "Name: " << rule.name << "\n";
  if (!rule.widths.proved.empty()) os << "; holds at " << rule.widths.condition() << "\n";
  for (auto& in : rule.inputs) {
    if (in.attrs.noundef) os << "; assumes %" << in.name << " is noundef\n";
    if (in.attrs.range) os << "; assumes %" << in.name << " in range [" << in.attrs.range->first.toSignedDecimal() << ", " << in.attrs.range->second.toSignedDecimal() << ")\n";
  }
  if (std::string pre = alivePrecondition(rule); !pre.empty()) os << "Pre: " << pre << "\n";
  bool typed = !ruleVaries(rule);
  os << PatternWriter(rule, rule.source, "s", typed).write() << "  =>\n" << PatternWriter(rule, rule.target, "t", typed).write();
  return os.str();
}

} // namespace theseus::rules
