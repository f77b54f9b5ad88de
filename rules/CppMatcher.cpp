#include "rules/CppEmit.h"

#include <cctype>
#include <map>
#include <set>

namespace theseus::rules {

using ir::Opcode;

namespace {

// The state of one walk over the source pattern, from its root down, operands left to right
// (the order in which llvm::PatternMatch evaluates sub-matchers, so the first occurrence of a
// value binds it and later ones are m_Deferred).
struct SourceWalk {
  CppRuleWriter& w;
  std::vector<unsigned> references;  // per node: operand slots of the pattern naming it
  std::vector<bool> nodeBound;       // shared inner nodes already matched once
  std::vector<bool> inputBound;
  std::vector<unsigned> symbolOccurrences;
  std::map<unsigned, unsigned> constantOccurrences; // per constant node: the times it was matched
};

// A C++ identifier for input `index` named `name`: the name with its first letter capitalised
// (`x` -> `X`), or `In<index>` when that is no identifier or could clash with the writer's own.
std::string inputIdentifier(const std::string& name, unsigned index, const std::set<std::string>& taken) {
  std::string id = name;
  bool valid = !id.empty() && std::isalpha(static_cast<unsigned char>(id[0]));
  for (char c : id) valid = valid && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
  if (valid) id[0] = char(std::toupper(static_cast<unsigned char>(id[0])));
  bool writerName = id.size() > 1 && std::string("CKTNS").find(id[0]) != std::string::npos && std::isdigit(static_cast<unsigned char>(id[1]));
  static const std::set<std::string> reserved = {"I", "B", "W", "Ty", "Ctx", "Lanes", "Pred", "Mask", "In"};
  bool writerPrefix = id.rfind("Pred", 0) == 0 || id.rfind("Mask", 0) == 0 || id.rfind("Lit", 0) == 0;
  if (!valid || writerName || writerPrefix || reserved.count(id) || taken.count(id))
    return "In" + std::to_string(index);
  return id;
}

// `ICmpInst::ICMP_ULT` for ult.
std::string icmpPredicateName(ir::ICmpPred p) {
  std::string name(ir::predicateName(p));
  for (char& c : name) c = char(std::toupper(static_cast<unsigned char>(c)));
  return "ICmpInst::ICMP_" + name;
}

// The PatternMatch matcher of binary opcode `op` (`m_Add`).
std::string binaryMatcherName(Opcode op) {
  switch (op) {
  case Opcode::Add: return "m_Add";
  case Opcode::Sub: return "m_Sub";
  case Opcode::Mul: return "m_Mul";
  case Opcode::UDiv: return "m_UDiv";
  case Opcode::SDiv: return "m_SDiv";
  case Opcode::URem: return "m_URem";
  case Opcode::SRem: return "m_SRem";
  case Opcode::Shl: return "m_Shl";
  case Opcode::LShr: return "m_LShr";
  case Opcode::AShr: return "m_AShr";
  case Opcode::And: return "m_And";
  case Opcode::Or: return "m_Or";
  default: return "m_Xor";
  }
}

// `parts` separated by ", ".
std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out;
}

// The matcher of node `n` (the root when `isRoot`); `typeForced` when its user's typing fixes its
// type, else it is bound and its type checked.
std::string matcherOf(SourceWalk& s, unsigned n, bool isRoot, bool typeForced);

// Whether a constant node is a symbol (whose width the matcher checks).
bool isSymbol(const Node& node) { return node.kind == Node::Kind::Constant && node.constant.op == ConstExpr::Op::Symbol; }

// Whether LLVM's typing fixes the type of operand `slot` of `user` once the values the matcher
// checks are checked: the operands of binary operations, select's arms, freeze, the lane-wise
// intrinsics whose operands all have the result's type, and an icmp operand whose other side is
// an input or a symbol (the first operand), or anything but a literal (the second, which follows
// the first's check).
bool operandTypeForced(const Pattern& p, const Node& user, unsigned slot) {
  using I = ir::Intrinsic;
  if (ir::isBinaryOp(user.opcode) || user.opcode == Opcode::Freeze) return true;
  if (user.opcode == Opcode::ICmp) {
    const Node& other = p.nodes[user.operands[1 - slot]];
    return slot == 0 ? other.kind == Node::Kind::Input || isSymbol(other) : other.kind != Node::Kind::Constant || isSymbol(other);
  }
  if (user.opcode == Opcode::Select) return slot > 0;
  if (user.opcode != Opcode::Call) return false;
  if (user.intrinsic >= I::UMin && user.intrinsic <= I::SMax) return true;
  if (user.intrinsic >= I::SAddSat && user.intrinsic <= I::UShlSat) return true;
  if (user.intrinsic == I::FShl || user.intrinsic == I::FShr) return true;
  return slot == 0 && (user.intrinsic == I::Abs || user.intrinsic == I::Ctpop || user.intrinsic == I::Ctlz || user.intrinsic == I::Cttz ||
                       user.intrinsic == I::BSwap || user.intrinsic == I::BitReverse);
}

// The matcher of constant node `node` (number `n`): a symbol bound by m_APInt, a literal, a small
// integer (bound, then compared at the node's width), or verbatim lanes (poison, undef, a
// non-splat vector) compared with the constant they build.
std::string constantMatcher(SourceWalk& s, const Node& node, unsigned n) {
  const ConstExpr& e = node.constant;
  if (!node.verbatimLanes.empty() && node.type.width.variable)
    return node.verbatimLanes[0].kind == ir::ConstLane::Kind::Poison ? "m_Poison()" : "m_Undef()";
  unsigned seen = s.constantOccurrences[n]++;
  std::string again = seen ? std::string(1, char('a' + seen)) : "";
  if (!node.verbatimLanes.empty()) {
    std::string name = "Lit" + std::to_string(n) + again;
    s.w.declarations.push_back("Constant *" + name + " = " + cppVerbatimConstant(s.w, node) + ";");
    return "m_Specific(" + name + ")";
  }
  if (e.op == ConstExpr::Op::Literal) return "m_SpecificInt(" + cppApintLiteral(e.literal) + ")";
  if (e.op == ConstExpr::Op::Small) {
    std::string name = "S" + std::to_string(n) + again, width = cppWidth(node.type.width);
    s.w.declarations.push_back("const APInt *" + name + ";");
    s.w.typeChecks.push_back("if (" + name + "->getBitWidth() != " + width + ") return nullptr;");
    s.w.checks.push_back("if (*" + name + " != " + cppSmallApint(e.small, width) + ") return nullptr;");
    return "m_APInt(" + name + ")";
  }
  if (e.op != ConstExpr::Op::Symbol || e.symbol >= s.w.rule.symbols.size()) {
    s.w.unsupported = "a source constant that is neither a symbol nor a literal";
    return "";
  }
  unsigned occurrence = s.symbolOccurrences[e.symbol]++;
  std::string first = s.w.symbolName[e.symbol];
  std::string name = occurrence == 0 ? first : first + char('a' + occurrence);
  s.w.declarations.push_back("const APInt *" + name + ";");
  s.w.typeChecks.push_back("if (" + name + "->getBitWidth() != " + cppWidth(s.w.rule.symbols[e.symbol].type.width) + ") return nullptr;");
  if (occurrence) s.w.checks.push_back("if (*" + first + " != *" + name + ") return nullptr;");
  return "m_APInt(" + name + ")";
}

// The matcher of op node `node` (number `n`) over `operands`; flags that no named matcher
// checks are left to `residualFlags`.
std::string opMatcher(SourceWalk& s, const Node& node, unsigned n, const std::vector<std::string>& operands, uint8_t& residualFlags) {
  residualFlags = node.flags;
  auto take = [&](uint8_t flag) { bool has = residualFlags & flag; residualFlags &= uint8_t(~flag); return has; };
  Opcode op = node.opcode;
  std::string args = joined(operands);
  if (ir::isBinaryOp(op)) {
    std::string name = binaryMatcherName(op);
    if (op == Opcode::Add || op == Opcode::Sub || op == Opcode::Mul || op == Opcode::Shl) {
      if (take(ir::FlagNSW)) return "m_NSW" + name.substr(2) + "(" + args + ")";
      if (take(ir::FlagNUW)) return "m_NUW" + name.substr(2) + "(" + args + ")";
    }
    if (op == Opcode::Or && take(ir::FlagDisjoint)) return "m_DisjointOr(" + args + ")";
    if (take(ir::FlagExact)) return "m_Exact(" + name + "(" + args + "))";
    return name + "(" + args + ")";
  }
  switch (op) {
  case Opcode::ICmp: {
    std::string pred = "Pred" + std::to_string(n);
    s.w.declarations.push_back("ICmpInst::Predicate " + pred + ";");
    s.w.checks.push_back("if (" + pred + " != " + icmpPredicateName(node.predicate) + ") return nullptr;");
    return "m_ICmp(" + pred + ", " + args + ")";
  }
  case Opcode::Select: return "m_Select(" + args + ")";
  case Opcode::ZExt: return take(ir::FlagNNeg) ? "m_NNegZExt(" + args + ")" : "m_ZExt(" + args + ")";
  case Opcode::SExt: return "m_SExt(" + args + ")";
  case Opcode::Trunc:
    if (take(ir::FlagNUW)) return "m_NUWTrunc(" + args + ")";
    if (take(ir::FlagNSW)) return "m_NSWTrunc(" + args + ")";
    return "m_Trunc(" + args + ")";
  case Opcode::BitCast: return "m_BitCast(" + args + ")";
  case Opcode::Freeze: return "m_Freeze(" + args + ")";
  case Opcode::ExtractElement: return "m_ExtractElt(" + args + ")";
  case Opcode::InsertElement: return "m_InsertElt(" + args + ")";
  case Opcode::ShuffleVector: {
    std::string mask = "Mask" + std::to_string(n), lanes;
    for (size_t i = 0; i < node.mask.size(); ++i) lanes += (i ? ", " : "") + std::to_string(node.mask[i]);
    s.w.declarations.push_back("const int " + mask + "Lanes[] = {" + lanes + "};");
    s.w.declarations.push_back("ArrayRef<int> " + mask + "(" + mask + "Lanes);");
    return "m_Shuffle(" + args + ", m_SpecificMask(" + mask + "))";
  }
  case Opcode::Call: {
    std::string id = cppIntrinsicId(node.intrinsic, node.x86Row);
    if (id.empty()) s.w.unsupported = "the call " + std::string(ir::intrinsicStem(node.intrinsic)) + " (no C++ form: calls returning structs or nothing)";
    else if (operands.size() > 6) s.w.unsupported = "an intrinsic call of more than 6 operands";
    return "m_Intrinsic<Intrinsic::" + id + ">(" + args + ")";
  }
  default:
    s.w.unsupported = "the instruction " + std::string(ir::opcodeName(op));
    return "";
  }
}

// The check of a flag `flag` on the matched value `value` of opcode `op`.
std::string flagCheck(Opcode op, uint8_t flag, const std::string& value) {
  if (op == Opcode::Trunc) return "if (!cast<TruncInst>(" + value + ")->" + (flag == ir::FlagNSW ? "hasNoSignedWrap" : "hasNoUnsignedWrap") + "()) return nullptr;";
  return "if (!cast<OverflowingBinaryOperator>(" + value + ")->" + (flag == ir::FlagNSW ? "hasNoSignedWrap" : "hasNoUnsignedWrap") + "()) return nullptr;";
}

// Whether the operands of commutative `node` are better matched swapped: a constant first and a
// non-constant second (LLVM puts constants second).
bool swapsOperands(const Pattern& p, const Node& node) {
  if (!ir::isCommutative(node.opcode) || node.operands.size() != 2) return false;
  return p.nodes[node.operands[0]].kind == Node::Kind::Constant && p.nodes[node.operands[1]].kind != Node::Kind::Constant;
}

std::string matcherOf(SourceWalk& s, unsigned n, bool isRoot, bool typeForced) {
  const Pattern& p = s.w.rule.source;
  const Node& node = p.nodes[n];
  if (node.kind == Node::Kind::Input) {
    std::string name = s.w.inputName[node.input];
    s.w.sourceValue[n] = name;
    if (s.inputBound[node.input]) return "m_Deferred(" + name + ")";
    s.inputBound[node.input] = true;
    return "m_Value(" + name + ")";
  }
  if (node.kind == Node::Kind::Constant) return constantMatcher(s, node, n);
  std::string bound = "N" + std::to_string(n);
  if (s.nodeBound[n]) return "m_Deferred(" + bound + ")";
  std::vector<unsigned> order = node.operands;
  if (swapsOperands(p, node)) std::swap(order[0], order[1]);
  std::vector<std::string> operands;
  for (size_t i = 0; i < order.size(); ++i) operands.push_back(matcherOf(s, order[i], false, operandTypeForced(p, node, unsigned(i))));
  uint8_t residual = 0;
  std::string core = opMatcher(s, node, n, operands, residual);
  bool shared = s.references[n] > 1;
  bool typeFree = !isRoot && (shared || !typeForced);
  if (typeFree) s.w.typeChecks.push_back("if (" + bound + "->getType() != " + cppTypeOf(s.w, node.type) + ") return nullptr;");
  if (isRoot) bound = "(&I)";
  else if (shared || residual || typeFree) {
    s.w.declarations.push_back("Value *" + bound + ";");
    core = "m_CombineAnd(m_Value(" + bound + "), " + core + ")";
    s.nodeBound[n] = true;
  }
  s.w.sourceValue[n] = bound;
  for (uint8_t flag : {uint8_t(ir::FlagNUW), uint8_t(ir::FlagNSW)})
    if (residual & flag) s.w.checks.push_back(flagCheck(node.opcode, flag, bound));
  if (shared) s.w.checks.push_back("if (!" + bound + "->hasNUses(" + std::to_string(s.references[n]) + ")) return nullptr;");
  if (!isRoot && !shared) core = "m_OneUse(" + core + ")";
  return core;
}

// The C++ expression W is read from: the root, a bound input or a symbol of width W, in that
// order of preference; the found width when nothing has the width W.
std::string widthSource(const CppRuleWriter& w) {
  const Pattern& p = w.rule.source;
  if (p.nodes[p.root].type.width.variable) return "Ty->getScalarSizeInBits()";
  for (const Node& node : p.nodes)
    if (node.kind == Node::Kind::Input && node.type.width.variable) return w.inputName[node.input] + "->getType()->getScalarSizeInBits()";
  for (size_t k = 0; k < w.rule.symbols.size(); ++k)
    if (w.rule.symbols[k].type.width.variable) return w.symbolName[k] + "->getBitWidth()";
  return std::to_string(w.rule.foundWidth);
}

} // namespace

std::string cppWidth(const Width& width) { return width.variable ? "W" : std::to_string(width.bits); }

std::string cppTypeOf(const CppRuleWriter& w, const ValueType& type) {
  std::string lanes = type.vector ? std::to_string(type.lanes) : w.liftsToVectors ? "Lanes" : "0";
  return "typeOf(" + cppWidth(type.width) + ", " + lanes + ")";
}

std::string cppSourceMatcher(CppRuleWriter& w) {
  const Rule& rule = w.rule;
  const Pattern& p = rule.source;
  if (p.nodes.empty() || p.root >= p.nodes.size() || p.nodes[p.root].kind != Node::Kind::Op) {
    w.unsupported = "the source pattern is not an instruction";
    return "";
  }
  std::set<std::string> taken;
  for (unsigned i = 0; i < rule.inputs.size(); ++i) taken.insert(w.inputName.emplace_back(inputIdentifier(rule.inputs[i].name, i, taken)));
  for (unsigned k = 0; k < rule.symbols.size(); ++k) w.symbolName.push_back("C" + std::to_string(k + 1));
  SourceWalk s{w, std::vector<unsigned>(p.nodes.size(), 0), std::vector<bool>(p.nodes.size(), false),
               std::vector<bool>(rule.inputs.size(), false), std::vector<unsigned>(rule.symbols.size(), 0)};
  for (const Node& node : p.nodes)
    for (unsigned o : node.operands) ++s.references[o];
  w.sourceValue.assign(p.nodes.size(), "");
  std::string matcher = matcherOf(s, p.root, true, true);
  std::vector<std::string> inputChecks, inputDeclarations;
  for (unsigned i = 0; i < rule.inputs.size(); ++i) {
    const Input& in = rule.inputs[i];
    if (!s.inputBound[i]) continue;
    inputDeclarations.push_back("Value *" + w.inputName[i] + ";");
    inputChecks.push_back("if (" + w.inputName[i] + "->getType() != " + cppTypeOf(w, in.type) + ") return nullptr;");
    if (in.attrs.zeroext || in.attrs.signext || in.attrs.returned || in.attrs.range)
      w.unsupported = "input %" + in.name + " carries an attribute (range, zeroext, signext) the C++ does not check";
    if (in.attrs.noundef) w.checks.push_back("if (!isGuaranteedNotToBeUndefOrPoison(" + w.inputName[i] + ")) return nullptr;");
  }
  w.declarations.insert(w.declarations.begin(), inputDeclarations.begin(), inputDeclarations.end());
  w.typeChecks.insert(w.typeChecks.begin(), inputChecks.begin(), inputChecks.end());
  w.typeChecks.insert(w.typeChecks.begin(), "if (Ty != " + cppTypeOf(w, p.nodes[p.root].type) + ") return nullptr;");
  w.widthFrom = widthSource(w);
  return matcher;
}

} // namespace theseus::rules
