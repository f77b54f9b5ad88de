#include "rules/CppEmit.h"

#include "ir/X86Intrinsics.h"

#include <cctype>
#include <set>

namespace theseus::rules {

using ir::Opcode;
using Op = ConstExpr::Op;

namespace {

// A constant expression's C++ text: `value` is an APInt-valued expression, `member` the prefix
// that calls a method on it (`C1->` for the bound `*C1`, `(a + b).` for a compound).
struct ApintText {
  std::string value, member;
};

ApintText compound(const std::string& text) { return {text, text + "."}; }

// `t` as a named APInt (a fresh K<n>) unless it already is a single bound name.
ApintText named(CppRuleWriter& w, const ApintText& t, std::string& body) {
  if (t.member.size() > 2 && t.member.compare(t.member.size() - 2, 2, "->") == 0) return t;
  std::string k = "K" + std::to_string(w.nextTemp++);
  body += "  APInt " + k + " = " + t.value + ";\n";
  return {k, k + "."};
}

// A guard that the width `actual` is `expected`; nothing when equal, unsupported when they can
// never be equal.
void widthGuard(CppRuleWriter& w, const Width& actual, const Width& expected, std::string& body) {
  if (actual == expected) return;
  if (!actual.variable && !expected.variable) w.unsupported = "a constant expression mixes widths " + std::to_string(actual.bits) + " and " + std::to_string(expected.bits);
  else body += "  if (" + cppWidth(actual) + " != " + cppWidth(expected) + ") return nullptr;\n";
}

} // namespace

std::string cppSmallApint(int64_t v, const std::string& bits) {
  if (v == -1) return "APInt::getAllOnes(" + bits + ")";
  if (v == 0) return "APInt::getZero(" + bits + ")";
  if (v > 0) return "APInt(" + bits + ", " + std::to_string(v) + ")";
  return "APInt(" + bits + ", " + std::to_string(v) + ", /*isSigned=*/true)";
}

namespace {

// `e` at `width` as an APInt expression; its guards (shift amounts, log2 of 0, W that does not
// fit, widths that differ) appended to `body`.
// The first symbol `e` mentions outside a width change (whose width `e` is computed at, as
// rules/ConstExpr.h's symbolWidth), or -1.
int widthSymbolOf(const ConstExpr& e) {
  if (e.op == Op::Symbol) return int(e.symbol);
  if (e.op == Op::ZExtOrTrunc || e.op == Op::SExtOrTrunc) return -1;
  for (auto& a : e.args)
    if (int s = widthSymbolOf(a); s >= 0) return s;
  return -1;
}

ApintText exprText(CppRuleWriter& w, const ConstExpr& e, const Width& width, std::string& body) {
  std::string bits = cppWidth(width);
  auto arg = [&](unsigned i) { return exprText(w, e.args.at(i), width, body); };
  switch (e.op) {
  case Op::Symbol: {
    if (e.symbol >= w.symbolName.size()) { w.unsupported = "a constant expression names an unknown symbol"; return {"", ""}; }
    widthGuard(w, w.rule.symbols[e.symbol].type.width, width, body);
    return {"*" + w.symbolName[e.symbol], w.symbolName[e.symbol] + "->"};
  }
  case Op::Literal:
    widthGuard(w, Width::fixed(e.literal.width()), width, body);
    return compound(cppApintLiteral(e.literal));
  case Op::Small: return compound(cppSmallApint(e.small, bits));
  case Op::Width:
    if (!width.variable && width.bits < 64) body += "  if (!isUIntN(" + bits + ", W)) return nullptr;\n";
    return compound("APInt(" + bits + ", W)");
  case Op::Neg: return compound("(-" + arg(0).value + ")");
  case Op::Not: return compound("(~" + arg(0).value + ")");
  case Op::Log2: {
    ApintText a = named(w, arg(0), body);
    body += "  if (" + a.member + "isZero()) return nullptr;\n";
    return compound("APInt(" + bits + ", " + a.member + "logBase2())");
  }
  case Op::ZExtOrTrunc: case Op::SExtOrTrunc: {
    int symbol = e.args.empty() ? -1 : widthSymbolOf(e.args[0]);
    if (symbol < 0 || unsigned(symbol) >= w.symbolName.size()) { w.unsupported = "a width change of an expression over no symbol"; return {"", ""}; }
    ApintText a = exprText(w, e.args[0], w.rule.symbols[unsigned(symbol)].type.width, body);
    return compound(a.member + (e.op == Op::ZExtOrTrunc ? "zextOrTrunc(" : "sextOrTrunc(") + bits + ")");
  }
  case Op::Shl: case Op::LShr: case Op::AShr: {
    ApintText a = arg(0);
    ApintText amount = named(w, arg(1), body);
    body += "  if (" + amount.member + "uge(" + bits + ")) return nullptr;\n";
    std::string method = e.op == Op::Shl ? "shl" : e.op == Op::LShr ? "lshr" : "ashr";
    return compound(a.member + method + "(" + amount.value + ")");
  }
  default: {
    static const char* const symbols[] = {"+", "-", "*", "&", "|", "^"};
    unsigned index = unsigned(e.op) - unsigned(Op::Add);
    if (index >= 6) { w.unsupported = "an unknown constant operation"; return {"", ""}; }
    ApintText a = arg(0), b = arg(1);
    return compound("(" + a.value + " " + symbols[index] + " " + b.value + ")");
  }
  }
}

// The failure condition of atom `p` over `a` (and `b`): `!C1->isPowerOf2()`, `*C1 == *C2`.
std::string atomFails(Predicate::Kind kind, const ApintText& a, const ApintText& b) {
  using K = Predicate::Kind;
  switch (kind) {
  case K::PowerOf2: return "!" + a.member + "isPowerOf2()";
  case K::NonZero: return a.member + "isZero()";
  case K::IsMask: return "!" + a.member + "isMask()";
  case K::ShiftedMask: return "!" + a.member + "isShiftedMask()";
  case K::Negative: return "!" + a.member + "isNegative()";
  case K::NonNegative: return "!" + a.member + "isNonNegative()";
  case K::ULT: return "!" + a.member + "ult(" + b.value + ")";
  case K::ULE: return "!" + a.member + "ule(" + b.value + ")";
  case K::SLT: return "!" + a.member + "slt(" + b.value + ")";
  case K::Equal: return a.value + " != " + b.value;
  case K::NotEqual: return a.value + " == " + b.value;
  case K::DisjointBits: return "!(" + a.value + " & " + b.value + ").isZero()";
  }
  return "true";
}

// Whether IRBuilder::CreateBinaryIntrinsic builds `id` (two operands of the result's type).
bool binaryIntrinsic(ir::Intrinsic id) {
  using I = ir::Intrinsic;
  for (I b : {I::UMin, I::UMax, I::SMin, I::SMax, I::SAddSat, I::UAddSat, I::SSubSat, I::USubSat, I::SShlSat, I::UShlSat})
    if (id == b) return true;
  return false;
}

// The trailing IRBuilder arguments `, "", /*HasNUW=*/true, /*HasNSW=*/false` for `flags`.
std::string flagArgs(uint8_t flags, uint8_t first, const char* firstName, uint8_t second, const char* secondName) {
  std::string out = std::string(", \"\", /*") + firstName + "=*/" + ((flags & first) ? "true" : "false");
  if (second) out += std::string(", /*") + secondName + "=*/" + ((flags & second) ? "true" : "false");
  return out;
}

// The IRBuilder call building op node `node` over `args` (C++ values), `bound` the name it gets.
std::string creation(CppRuleWriter& w, const Node& node, const std::vector<std::string>& args, const std::string& bound, std::string& after) {
  const Pattern& p = w.rule.target;
  auto a = [&](unsigned i) { return args.at(i); };
  std::string type = cppTypeOf(w, node.type);
  switch (node.opcode) {
  case Opcode::Add: return "B.CreateAdd(" + a(0) + ", " + a(1) + flagArgs(node.flags, ir::FlagNUW, "HasNUW", ir::FlagNSW, "HasNSW") + ")";
  case Opcode::Sub: return "B.CreateSub(" + a(0) + ", " + a(1) + flagArgs(node.flags, ir::FlagNUW, "HasNUW", ir::FlagNSW, "HasNSW") + ")";
  case Opcode::Mul: return "B.CreateMul(" + a(0) + ", " + a(1) + flagArgs(node.flags, ir::FlagNUW, "HasNUW", ir::FlagNSW, "HasNSW") + ")";
  case Opcode::Shl: return "B.CreateShl(" + a(0) + ", " + a(1) + flagArgs(node.flags, ir::FlagNUW, "HasNUW", ir::FlagNSW, "HasNSW") + ")";
  case Opcode::LShr: return "B.CreateLShr(" + a(0) + ", " + a(1) + flagArgs(node.flags, ir::FlagExact, "isExact", 0, "") + ")";
  case Opcode::AShr: return "B.CreateAShr(" + a(0) + ", " + a(1) + flagArgs(node.flags, ir::FlagExact, "isExact", 0, "") + ")";
  case Opcode::UDiv: return "B.CreateUDiv(" + a(0) + ", " + a(1) + flagArgs(node.flags, ir::FlagExact, "isExact", 0, "") + ")";
  case Opcode::SDiv: return "B.CreateSDiv(" + a(0) + ", " + a(1) + flagArgs(node.flags, ir::FlagExact, "isExact", 0, "") + ")";
  case Opcode::URem: return "B.CreateURem(" + a(0) + ", " + a(1) + ")";
  case Opcode::SRem: return "B.CreateSRem(" + a(0) + ", " + a(1) + ")";
  case Opcode::And: return "B.CreateAnd(" + a(0) + ", " + a(1) + ")";
  case Opcode::Xor: return "B.CreateXor(" + a(0) + ", " + a(1) + ")";
  case Opcode::Or:
    if (node.flags & ir::FlagDisjoint) after += "  if (auto *Disjoint = dyn_cast<PossiblyDisjointInst>(" + bound + ")) Disjoint->setIsDisjoint(true);\n";
    return "B.CreateOr(" + a(0) + ", " + a(1) + ")";
  case Opcode::ICmp: {
    std::string pred(ir::predicateName(node.predicate));
    for (char& c : pred) c = char(std::toupper(static_cast<unsigned char>(c)));
    return "B.CreateICmp(ICmpInst::ICMP_" + pred + ", " + a(0) + ", " + a(1) + ")";
  }
  case Opcode::Select: return "B.CreateSelect(" + a(0) + ", " + a(1) + ", " + a(2) + ")";
  case Opcode::ZExt: return "B.CreateZExt(" + a(0) + ", " + type + flagArgs(node.flags, ir::FlagNNeg, "IsNonNeg", 0, "") + ")";
  case Opcode::SExt: return "B.CreateSExt(" + a(0) + ", " + type + ")";
  case Opcode::Trunc: return "B.CreateTrunc(" + a(0) + ", " + type + flagArgs(node.flags, ir::FlagNUW, "IsNUW", ir::FlagNSW, "IsNSW") + ")";
  case Opcode::BitCast: return "B.CreateBitCast(" + a(0) + ", " + type + ")";
  case Opcode::Freeze: return "B.CreateFreeze(" + a(0) + ")";
  case Opcode::ExtractElement: return "B.CreateExtractElement(" + a(0) + ", " + a(1) + ")";
  case Opcode::InsertElement: return "B.CreateInsertElement(" + a(0) + ", " + a(1) + ", " + a(2) + ")";
  case Opcode::ShuffleVector: {
    std::string lanes;
    for (size_t i = 0; i < node.mask.size(); ++i) lanes += (i ? ", " : "") + std::to_string(node.mask[i]);
    return "B.CreateShuffleVector(" + a(0) + ", " + a(1) + ", ArrayRef<int>({" + lanes + "}))";
  }
  case Opcode::Call: {
    std::string id = cppIntrinsicId(node.intrinsic, node.x86Row);
    if (id.empty()) { w.unsupported = "the call " + std::string(ir::intrinsicStem(node.intrinsic)) + " in the target"; return ""; }
    if (binaryIntrinsic(node.intrinsic) && args.size() == 2) return "B.CreateBinaryIntrinsic(Intrinsic::" + id + ", " + a(0) + ", " + a(1) + ")";
    std::string overloads(ir::intrinsicOverloads(node.intrinsic)), types, all;
    std::string argType = node.operands.empty() ? "" : cppTypeOf(w, p.nodes[node.operands[0]].type);
    if (overloads.find('R') != std::string::npos) types += type;
    if (overloads.find('A') != std::string::npos) types += (types.empty() ? "" : ", ") + argType;
    for (size_t i = 0; i < args.size(); ++i) all += (i ? ", " : "") + args[i];
    return "B.CreateIntrinsic(Intrinsic::" + id + ", {" + types + "}, {" + all + "})";
  }
  default:
    w.unsupported = "the instruction " + std::string(ir::opcodeName(node.opcode)) + " in the target";
    return "";
  }
}

} // namespace

std::string cppApintLiteral(const ir::Bits& bits) {
  if (bits.width() <= 64) return "APInt(" + std::to_string(bits.width()) + ", " + std::to_string(bits.low64()) + "ULL)";
  return "APInt(" + std::to_string(bits.width()) + ", \"" + bits.toUnsignedDecimal() + "\", 10)";
}

std::string cppIntrinsicId(ir::Intrinsic id, uint16_t x86Row) {
  using I = ir::Intrinsic;
  if (id == I::None || id == I::Assume || id == I::SideEffect) return "";
  if (id >= I::SAddO && id <= I::UMulO) return "";
  std::string stem(id == I::X86 ? ir::x86Rows().at(x86Row).name : ir::intrinsicStem(id));
  stem = stem.substr(5);
  for (char& c : stem)
    if (c == '.') c = '_';
  return stem;
}

std::string cppVerbatimConstant(const CppRuleWriter& w, const Node& node) {
  using Kind = ir::ConstLane::Kind;
  if (node.type.width.variable)
    return std::string(node.verbatimLanes[0].kind == Kind::Poison ? "PoisonValue" : "UndefValue") + "::get(" + cppTypeOf(w, node.type) + ")";
  std::string lanes;
  for (const ir::ConstLane& lane : node.verbatimLanes) {
    std::string laneType = "typeOf(" + std::to_string(lane.bits.width()) + ", 0)";
    std::string text = lane.kind == Kind::Poison ? "PoisonValue::get(" + laneType + ")"
                       : lane.kind == Kind::Undef ? "UndefValue::get(" + laneType + ")"
                                                  : "ConstantInt::get(" + laneType + ", " + cppApintLiteral(lane.bits) + ")";
    lanes += (lanes.empty() ? "" : ", ") + text;
  }
  return node.type.vector ? "ConstantVector::get({" + lanes + "})" : lanes;
}

std::string cppConstExpr(CppRuleWriter& w, const ConstExpr& e, const Width& width, std::string& body) {
  ApintText t = exprText(w, e, width, body);
  if (e.op == Op::Symbol) return t.value;
  std::string k = "K" + std::to_string(w.nextTemp++);
  body += "  APInt " + k + " = " + t.value + ";\n";
  return k;
}

void cppPrecondition(CppRuleWriter& w, std::string& body) {
  for (const Predicate& p : w.rule.precondition) {
    int symbol = -1;
    for (auto& a : p.args)
      if (symbol < 0) symbol = widthSymbolOf(a);
    bool binary = p.kind >= Predicate::Kind::ULT;
    if (symbol < 0 || p.args.size() != (binary ? 2u : 1u)) {
      w.unsupported = "a precondition atom over no symbol, or of the wrong arity";
      return;
    }
    const Width& width = w.rule.symbols[unsigned(symbol)].type.width;
    ApintText a = exprText(w, p.args[0], width, body);
    ApintText b = binary ? exprText(w, p.args[1], width, body) : ApintText{};
    body += "  if (" + atomFails(p.kind, a, b) + ") return nullptr;\n";
  }
}

std::string cppTargetBuilder(CppRuleWriter& w, std::string& body) {
  const Pattern& p = w.rule.target;
  if (p.nodes.empty() || p.root >= p.nodes.size()) { w.unsupported = "an empty target"; return ""; }
  std::vector<bool> used(p.nodes.size(), false);
  used[p.root] = true;
  for (size_t i = p.nodes.size(); i-- > 0;)
    if (used[i])
      for (unsigned o : p.nodes[i].operands) used[o] = true;
  std::set<unsigned> boundInputs;
  for (const Node& node : w.rule.source.nodes)
    if (node.kind == Node::Kind::Input) boundInputs.insert(node.input);
  std::vector<std::string> value(p.nodes.size());
  for (size_t i = 0; i < p.nodes.size() && w.unsupported.empty(); ++i) {
    const Node& node = p.nodes[i];
    if (!used[i]) continue;
    if (node.kind == Node::Kind::Input) {
      if (!boundInputs.count(node.input)) w.unsupported = "the target uses an input the source does not bind";
      else value[i] = w.inputName[node.input];
    } else if (node.kind == Node::Kind::Constant && !node.verbatimLanes.empty()) {
      value[i] = cppVerbatimConstant(w, node);
    } else if (node.kind == Node::Kind::Constant) {
      value[i] = "ConstantInt::get(" + cppTypeOf(w, node.type) + ", " + cppConstExpr(w, node.constant, node.type.width, body) + ")";
    }
  }
  for (size_t i = 0; i < p.nodes.size() && w.unsupported.empty(); ++i) {
    const Node& node = p.nodes[i];
    if (!used[i] || node.kind != Node::Kind::Op) continue;
    std::vector<std::string> args;
    for (unsigned o : node.operands) args.push_back(value[o]);
    std::string bound = "T" + std::to_string(w.nextTemp++), after;
    std::string call = creation(w, node, args, bound, after);
    body += "  Value *" + bound + " = " + call + ";\n" + after;
    value[i] = bound;
  }
  return value[p.root];
}

} // namespace theseus::rules
