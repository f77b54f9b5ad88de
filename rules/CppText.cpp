#include "rules/CppText.h"

#include "rules/CppEmit.h"

#include <algorithm>

namespace theseus::rules {

using ir::Opcode;
using Op = ConstExpr::Op;

namespace {

// `e` in infix (`-1 u>> C1`, `log2(C1)`); compound operands in parentheses unless `top`.
std::string constExprLine(const Rule& rule, const ConstExpr& e, bool top) {
  auto arg = [&](unsigned i) { return constExprLine(rule, e.args.at(i), false); };
  auto wrap = [&](const std::string& s) { return top ? s : "(" + s + ")"; };
  switch (e.op) {
  case Op::Symbol: return e.symbol < rule.symbols.size() ? rule.symbols[e.symbol].name : "C?";
  case Op::Literal: return e.literal.toSignedDecimal();
  case Op::Small: return std::to_string(e.small);
  case Op::Width: return "W";
  case Op::Neg: return "-" + arg(0);
  case Op::Not: return "~" + arg(0);
  case Op::Log2: return "log2(" + constExprLine(rule, e.args.at(0), true) + ")";
  case Op::ZExtOrTrunc: return "zextOrTrunc(" + constExprLine(rule, e.args.at(0), true) + ")";
  case Op::SExtOrTrunc: return "sextOrTrunc(" + constExprLine(rule, e.args.at(0), true) + ")";
  default: {
    static const char* const symbols[] = {"+", "-", "*", "&", "|", "^", "<<", "u>>", ">>"};
    unsigned index = unsigned(e.op) - unsigned(Op::Add);
    return wrap(arg(0) + " " + (index < 9 ? symbols[index] : "?") + " " + arg(1));
  }
  }
}

// Node `n` of `p` as a nested expression: `lshr(shl(%x, C1), C1)`, casts with ` to iN`.
std::string nodeLine(const Rule& rule, const Pattern& p, unsigned n) {
  const Node& node = p.nodes.at(n);
  if (node.kind == Node::Kind::Input) return "%" + rule.inputs.at(node.input).name;
  if (node.kind == Node::Kind::Constant && !node.verbatimLanes.empty()) {
    using Kind = ir::ConstLane::Kind;
    auto laneText = [](const ir::ConstLane& l) { return l.kind == Kind::Poison ? std::string("poison") : l.kind == Kind::Undef ? std::string("undef") : l.bits.toSignedDecimal(); };
    if (node.type.width.variable) return laneText(node.verbatimLanes[0]);
    std::string lanes;
    for (auto& l : node.verbatimLanes) lanes += (lanes.empty() ? "" : ", ") + laneText(l);
    return "<" + lanes + ">";
  }
  if (node.kind == Node::Kind::Constant) return constExprLine(rule, node.constant, true);
  std::string head = node.opcode == Opcode::Call ? std::string(ir::intrinsicStem(node.intrinsic)).substr(5) : std::string(ir::opcodeName(node.opcode));
  if (node.opcode == Opcode::ICmp) head += " " + std::string(ir::predicateName(node.predicate));
  static const std::pair<uint8_t, const char*> flagNames[] = {{ir::FlagNUW, " nuw"}, {ir::FlagNSW, " nsw"}, {ir::FlagExact, " exact"},
                                                              {ir::FlagDisjoint, " disjoint"}, {ir::FlagNNeg, " nneg"}};
  for (auto& [flag, name] : flagNames)
    if (node.flags & flag) head += name;
  std::string args;
  for (size_t i = 0; i < node.operands.size(); ++i) args += (i ? ", " : "") + nodeLine(rule, p, node.operands[i]);
  std::string line = head + "(" + args + ")";
  if (ir::isCast(node.opcode)) line += " to i" + (node.type.width.variable ? std::string("W") : std::to_string(node.type.width.bits));
  return line;
}

// The precondition as `isPowerOf2(C1) && C2 u<= C1`; "none" when empty.
std::string preconditionLine(const Rule& rule) {
  using K = Predicate::Kind;
  std::string out;
  for (const Predicate& p : rule.precondition) {
    auto a = [&](unsigned i) { return i < p.args.size() ? constExprLine(rule, p.args[i], false) : "?"; };
    std::string atom;
    switch (p.kind) {
    case K::PowerOf2: atom = "isPowerOf2(" + a(0) + ")"; break;
    case K::NonZero: atom = a(0) + " != 0"; break;
    case K::IsMask: atom = "isMask(" + a(0) + ")"; break;
    case K::ShiftedMask: atom = "isShiftedMask(" + a(0) + ")"; break;
    case K::Negative: atom = a(0) + " <s 0"; break;
    case K::NonNegative: atom = a(0) + " >=s 0"; break;
    case K::ULT: atom = a(0) + " u< " + a(1); break;
    case K::ULE: atom = a(0) + " u<= " + a(1); break;
    case K::SLT: atom = a(0) + " <s " + a(1); break;
    case K::Equal: atom = a(0) + " == " + a(1); break;
    case K::NotEqual: atom = a(0) + " != " + a(1); break;
    case K::DisjointBits: atom = "(" + a(0) + " & " + a(1) + ") == 0"; break;
    }
    out += (out.empty() ? "" : " && ") + atom;
  }
  return out.empty() ? "none" : out;
}

// `W == 8 || (W >= 16 && W <= 64)`: the proved widths as a C++ condition on W.
std::string provedCondition(std::vector<unsigned> widths) {
  std::sort(widths.begin(), widths.end());
  widths.erase(std::unique(widths.begin(), widths.end()), widths.end());
  std::string out;
  for (size_t i = 0; i < widths.size();) {
    size_t j = i;
    while (j + 1 < widths.size() && widths[j + 1] == widths[j] + 1) ++j;
    std::string run = j == i ? "W == " + std::to_string(widths[i])
                             : "(W >= " + std::to_string(widths[i]) + " && W <= " + std::to_string(widths[j]) + ")";
    out += (out.empty() ? "" : " || ") + run;
    i = j + 1;
  }
  return out;
}

// Whether intrinsic `id` acts lane by lane with every operand of the lanes' shape (min/max,
// ctpop, bswap, bitreverse, funnel shifts, saturating arithmetic, three-way compares); not abs,
// ctlz and cttz, whose i1 flag stays scalar on vectors.
bool laneWiseIntrinsic(ir::Intrinsic id) {
  using I = ir::Intrinsic;
  if (id == I::Abs || id == I::Ctlz || id == I::Cttz) return false;
  return id >= I::UMin && id <= I::UShlSat ? true : id == I::SCmp || id == I::UCmp;
}

// Whether every value of `p` is scalar and every operation acts lane by lane.
bool laneWise(const Pattern& p) {
  for (const Node& node : p.nodes) {
    if (node.type.vector) return false;
    if (node.kind != Node::Kind::Op) continue;
    Opcode op = node.opcode;
    bool ok = ir::isBinaryOp(op) || op == Opcode::ICmp || op == Opcode::Select || op == Opcode::ZExt || op == Opcode::SExt ||
              op == Opcode::Trunc || op == Opcode::Freeze || (op == Opcode::Call && laneWiseIntrinsic(node.intrinsic));
    if (!ok) return false;
  }
  return true;
}

// Appends each of `lines` to `body`, indented and on its own line.
void appendLines(std::string& body, const std::vector<std::string>& lines) {
  for (const std::string& line : lines) body += "  " + line + "\n";
}

// The declarations with those of one type merged: `Value *X, *N2;`, `const APInt *C1, *C1b;`,
// `ICmpInst::Predicate Pred2, Pred4;`; the others (masks, literal constants) as they are.
std::vector<std::string> mergedDeclarations(const std::vector<std::string>& declarations) {
  static const std::pair<std::string, std::string> merged[] = {{"Value *", ", *"}, {"const APInt *", ", *"}, {"ICmpInst::Predicate ", ", "}};
  std::vector<std::string> out;
  for (auto& [type, separator] : merged) {
    std::string line;
    for (const std::string& d : declarations)
      if (d.rfind(type, 0) == 0) line += (line.empty() ? type : separator) + d.substr(type.size(), d.size() - type.size() - 1);
    if (!line.empty()) out.push_back(line + ";");
  }
  for (const std::string& d : declarations)
    if (std::none_of(std::begin(merged), std::end(merged), [&](auto& m) { return d.rfind(m.first, 0) == 0; })) out.push_back(d);
  return out;
}

} // namespace

std::string ruleOneLine(const Rule& rule) {
  return nodeLine(rule, rule.source, rule.source.root) + " => " + nodeLine(rule, rule.target, rule.target.root);
}

std::string cppRuleFunction(const Rule& rule, const std::string& functionName, std::string& unsupportedReason) {
  CppRuleWriter w(rule);
  w.liftsToVectors = laneWise(rule.source) && laneWise(rule.target);
  if (rule.widths.proved.empty()) w.unsupported = "the rule is proved at no width";
  std::string matcher = w.unsupported.empty() ? cppSourceMatcher(w) : "";
  std::string tail;
  if (w.unsupported.empty()) cppPrecondition(w, tail);
  std::string root = w.unsupported.empty() ? cppTargetBuilder(w, tail) : "";
  if (!w.unsupported.empty()) {
    unsupportedReason = w.unsupported;
    return "";
  }
  std::string name = rule.name;
  std::replace(name.begin(), name.end(), '\n', ' ');
  std::string out = "// " + name + ": " + ruleOneLine(rule) + "\n";
  out += "// Proved for " + rule.widths.condition() + "; precondition: " + preconditionLine(rule) +
         (w.liftsToVectors ? "; also lane-wise on vectors (constants splat)" : "") + ".\n";
  out += "static llvm::Value *" + functionName + "(llvm::Instruction &I, llvm::IRBuilderBase &B) {\n";
  out += "  LLVMContext &Ctx = I.getContext();\n";
  out += "  auto typeOf = [&Ctx](unsigned Bits, unsigned VectorLanes) -> Type * {\n"
         "    Type *Element = IntegerType::get(Ctx, Bits);\n"
         "    return VectorLanes ? FixedVectorType::get(Element, VectorLanes) : Element;\n  };\n";
  appendLines(out, mergedDeclarations(w.declarations));
  out += "  if (!match(&I, " + matcher + "))\n    return nullptr;\n";
  out += "  Type *Ty = I.getType();\n  if (!Ty->isIntOrIntVectorTy())\n    return nullptr;\n";
  out += "  const unsigned W = " + w.widthFrom + ";\n";
  std::string proved = provedCondition(rule.widths.proved);
  out += "  if (!" + (proved.find(" || ") == std::string::npos && proved[0] == '(' ? proved : "(" + proved + ")") + ")\n    return nullptr;\n";
  if (w.liftsToVectors) out += "  const unsigned Lanes = isa<FixedVectorType>(Ty) ? cast<FixedVectorType>(Ty)->getNumElements() : 0;\n";
  appendLines(out, w.typeChecks);
  appendLines(out, w.checks);
  out += tail;
  out += "  return " + root + ";\n}\n";
  return out;
}

std::string cppRuleFunction(const Rule& rule, const std::string& functionName) {
  std::string reason;
  return cppRuleFunction(rule, functionName, reason);
}

} // namespace theseus::rules
