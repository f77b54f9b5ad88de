#pragma once
// Rules built by hand for the tests of the rule writers (C++, plugin, lit): each one a rewrite
// that holds at the widths it claims, so every application the plugin logs must prove.
#include "rules/Rule.h"

#include <vector>

namespace theseus::rules::test {

inline ValueType varType() { return {Width::var(), 1, false}; }
inline ValueType fixedType(unsigned bits) { return {Width::fixed(bits), 1, false}; }

inline Node inputNode(unsigned index, ValueType type) {
  Node n;
  n.kind = Node::Kind::Input;
  n.input = index;
  n.type = type;
  return n;
}

inline Node constantNode(ConstExpr e, ValueType type) {
  Node n;
  n.kind = Node::Kind::Constant;
  n.constant = std::move(e);
  n.type = type;
  return n;
}

inline Node opNode(ir::Opcode op, ValueType type, std::vector<unsigned> operands, uint8_t flags = ir::FlagNone) {
  Node n;
  n.opcode = op;
  n.type = type;
  n.operands = std::move(operands);
  n.flags = flags;
  return n;
}

inline Node icmpNode(ir::ICmpPred pred, std::vector<unsigned> operands) {
  Node n = opNode(ir::Opcode::ICmp, fixedType(1), std::move(operands));
  n.predicate = pred;
  return n;
}

inline Node intrinsicNode(ir::Intrinsic id, ValueType type, std::vector<unsigned> operands) {
  Node n = opNode(ir::Opcode::Call, type, std::move(operands));
  n.intrinsic = id;
  return n;
}

inline Pattern pattern(std::vector<Node> nodes) {
  Pattern p;
  p.root = unsigned(nodes.size() - 1);
  p.nodes = std::move(nodes);
  return p;
}

inline std::vector<unsigned> widthRange(unsigned lo, unsigned hi) {
  std::vector<unsigned> ws;
  for (unsigned w = lo; w <= hi; ++w) ws.push_back(w);
  return ws;
}

inline Rule ruleSkeleton(const char* name, unsigned symbols, ValueType symbolType, unsigned foundWidth, std::vector<uint64_t> found) {
  Rule r;
  r.name = name;
  r.inputs.push_back({"x", varType(), {}});
  for (unsigned k = 0; k < symbols; ++k) r.symbols.push_back({"C" + std::to_string(k + 1), symbolType, ir::Bits(foundWidth, found.at(k))});
  r.foundWidth = foundWidth;
  return r;
}

using ir::Opcode;
using Op = ConstExpr::Op;

// (x << C1) >>u C1  =>  x & (-1 >>u C1), at every width.
inline Rule shlLshrRule() {
  Rule r = ruleSkeleton("shl-lshr-mask", 1, varType(), 32, {8});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::sym(0), varType()), opNode(Opcode::Shl, varType(), {0, 1}),
                      constantNode(ConstExpr::sym(0), varType()), opNode(Opcode::LShr, varType(), {2, 3})});
  ConstExpr mask = ConstExpr::binary(Op::LShr, ConstExpr::smallInt(-1), ConstExpr::sym(0));
  r.target = pattern({inputNode(0, varType()), constantNode(mask, varType()), opNode(Opcode::And, varType(), {0, 1})});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// x * C1  =>  x << log2(C1) when isPowerOf2(C1), at every width.
inline Rule mulPowerOf2Rule() {
  Rule r = ruleSkeleton("mul-pow2-shl", 1, varType(), 32, {8});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::sym(0), varType()), opNode(Opcode::Mul, varType(), {0, 1})});
  r.target = pattern({inputNode(0, varType()), constantNode(ConstExpr::unary(Op::Log2, ConstExpr::sym(0)), varType()),
                      opNode(Opcode::Shl, varType(), {0, 1})});
  r.precondition.push_back({Predicate::Kind::PowerOf2, {ConstExpr::sym(0)}});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// (x ^ C1) == C2  =>  x == (C1 ^ C2), at every width.
inline Rule xorEqRule() {
  Rule r = ruleSkeleton("xor-eq", 2, varType(), 16, {0x00ff, 0x0f0f});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::sym(0), varType()), opNode(Opcode::Xor, varType(), {0, 1}),
                      constantNode(ConstExpr::sym(1), varType()), icmpNode(ir::ICmpPred::EQ, {2, 3})});
  r.source.nodes.back().type = {Width::fixed(1), 1, false};
  r.target = pattern({inputNode(0, varType()), constantNode(ConstExpr::binary(Op::Xor, ConstExpr::sym(0), ConstExpr::sym(1)), varType()),
                      icmpNode(ir::ICmpPred::EQ, {0, 1})});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// (x <<nuw C1) >>u C1  =>  x: the nuw shift lost no bits, at every width.
inline Rule shlNuwLshrRule() {
  Rule r = shlLshrRule();
  r.name = "shl-nuw-lshr";
  r.source.nodes[2].flags = ir::FlagNUW;
  r.target = pattern({inputNode(0, varType())});
  return r;
}

// umin(x, C1) <u C2  =>  x <u C2 when C2 <=u C1, at every width.
inline Rule uminUltRule() {
  Rule r = ruleSkeleton("umin-ult", 2, varType(), 32, {100, 10});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::sym(0), varType()),
                      intrinsicNode(ir::Intrinsic::UMin, varType(), {0, 1}), constantNode(ConstExpr::sym(1), varType()),
                      icmpNode(ir::ICmpPred::ULT, {2, 3})});
  r.target = pattern({inputNode(0, varType()), constantNode(ConstExpr::sym(1), varType()), icmpNode(ir::ICmpPred::ULT, {0, 1})});
  r.precondition.push_back({Predicate::Kind::ULE, {ConstExpr::sym(1), ConstExpr::sym(0)}});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// zext(x:i8 to i32) & 255  =>  zext(x to i32): fixed widths, a literal, W = 8 only.
inline Rule zextMaskRule() {
  Rule r;
  r.name = "zext-and-255";
  r.inputs.push_back({"x", fixedType(8), {}});
  r.foundWidth = 8;
  r.source = pattern({inputNode(0, fixedType(8)), opNode(Opcode::ZExt, fixedType(32), {0}),
                      constantNode(ConstExpr::lit(ir::Bits(32, 255)), fixedType(32)), opNode(Opcode::And, fixedType(32), {1, 2})});
  r.target = pattern({inputNode(0, fixedType(8)), opNode(Opcode::ZExt, fixedType(32), {0})});
  r.widths.proved = {8};
  return r;
}

// trunc(zext(x to i32) to iW)  =>  x, for W in 1..31 (i32 must be wider than W).
inline Rule zextTruncRule() {
  Rule r = ruleSkeleton("zext-i32-trunc", 0, varType(), 16, {});
  r.source = pattern({inputNode(0, varType()), opNode(Opcode::ZExt, fixedType(32), {0}), opNode(Opcode::Trunc, varType(), {1})});
  r.target = pattern({inputNode(0, varType())});
  r.widths.proved = widthRange(1, 31);
  r.widths.untyped = widthRange(32, 64);
  return r;
}

// x + <1, 2>  =>  x - <-1, -2> on <2 x i8>: a non-splat vector literal in both patterns, W = 8.
inline Rule vectorAddRule() {
  ValueType v2i8{Width::fixed(8), 2, true};
  auto lanes = [](uint64_t a, uint64_t b) {
    return std::vector<ir::ConstLane>{ir::ConstLane::value(ir::Bits(8, a)), ir::ConstLane::value(ir::Bits(8, b))};
  };
  Rule r;
  r.name = "add-vector-as-sub";
  r.inputs.push_back({"x", v2i8, {}});
  r.foundWidth = 8;
  Node one = constantNode(ConstExpr::lit(ir::Bits(8, 1)), v2i8), minusOne = constantNode(ConstExpr::lit(ir::Bits(8, 255)), v2i8);
  one.verbatimLanes = lanes(1, 2);
  minusOne.verbatimLanes = lanes(255, 254);
  r.source = pattern({inputNode(0, v2i8), one, opNode(Opcode::Add, v2i8, {0, 1})});
  r.target = pattern({inputNode(0, v2i8), minusOne, opNode(Opcode::Sub, v2i8, {0, 1})});
  r.widths.proved = {8};
  return r;
}

// select(x == C1, C1, x)  =>  x, at every width.
inline Rule selectEqSelfRule() {
  Rule r = ruleSkeleton("select-eq-self", 1, varType(), 32, {42});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::sym(0), varType()), icmpNode(ir::ICmpPred::EQ, {0, 1}),
                      constantNode(ConstExpr::sym(0), varType()), opNode(Opcode::Select, varType(), {2, 3, 0})});
  r.target = pattern({inputNode(0, varType())});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// sext(trunc nsw (x:i32) to i8) to i32  =>  x: fixed widths.
inline Rule sextTruncNswRule() {
  Rule r;
  r.name = "sext-trunc-nsw";
  r.inputs.push_back({"x", fixedType(32), {}});
  r.foundWidth = 32;
  r.source = pattern({inputNode(0, fixedType(32)), opNode(Opcode::Trunc, fixedType(8), {0}, ir::FlagNSW), opNode(Opcode::SExt, fixedType(32), {1})});
  r.target = pattern({inputNode(0, fixedType(32))});
  r.widths.proved = {32};
  return r;
}

// freeze(freeze(x))  =>  freeze(x), at every width.
inline Rule freezeFreezeRule() {
  Rule r = ruleSkeleton("freeze-freeze", 0, varType(), 32, {});
  r.source = pattern({inputNode(0, varType()), opNode(Opcode::Freeze, varType(), {0}), opNode(Opcode::Freeze, varType(), {1})});
  r.target = pattern({inputNode(0, varType()), opNode(Opcode::Freeze, varType(), {0})});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// abs(x, true)  =>  abs(x, false): the i1 flag an intrinsic takes as a literal.
inline Rule absFlagRule() {
  Rule r = ruleSkeleton("abs-drop-poison-flag", 0, varType(), 32, {});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::lit(ir::Bits(1, 1)), fixedType(1)),
                      intrinsicNode(ir::Intrinsic::Abs, varType(), {0, 1})});
  r.target = pattern({inputNode(0, varType()), constantNode(ConstExpr::lit(ir::Bits(1, 0)), fixedType(1)),
                      intrinsicNode(ir::Intrinsic::Abs, varType(), {0, 1})});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// (x << C1) + (y & C2)  =>  (x << C1) | disjoint (y & C2) when (C2 & (-1 << C1)) == 0.
inline Rule addAsDisjointOrRule() {
  Rule r = ruleSkeleton("add-as-disjoint-or", 2, varType(), 32, {8, 255});
  r.inputs.push_back({"y", varType(), {}});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::sym(0), varType()), opNode(Opcode::Shl, varType(), {0, 1}),
                      inputNode(1, varType()), constantNode(ConstExpr::sym(1), varType()), opNode(Opcode::And, varType(), {3, 4}),
                      opNode(Opcode::Add, varType(), {2, 5})});
  r.target = r.source;
  r.target.nodes.back() = opNode(Opcode::Or, varType(), {2, 5}, ir::FlagDisjoint);
  r.precondition.push_back({Predicate::Kind::DisjointBits,
                            {ConstExpr::sym(1), ConstExpr::binary(Op::Shl, ConstExpr::smallInt(-1), ConstExpr::sym(0))}});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// udiv exact x, C1  =>  lshr exact x, log2(C1) when isPowerOf2(C1).
inline Rule udivExactRule() {
  Rule r = ruleSkeleton("udiv-exact-pow2", 1, varType(), 32, {16});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::sym(0), varType()), opNode(Opcode::UDiv, varType(), {0, 1}, ir::FlagExact)});
  r.target = pattern({inputNode(0, varType()), constantNode(ConstExpr::unary(Op::Log2, ConstExpr::sym(0)), varType()),
                      opNode(Opcode::LShr, varType(), {0, 1}, ir::FlagExact)});
  r.precondition.push_back({Predicate::Kind::PowerOf2, {ConstExpr::sym(0)}});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// extractelement(insertelement(v, x, 1), 1)  =>  x on <4 x iW>.
inline Rule extractOfInsertRule() {
  ValueType v4{Width::var(), 4, true};
  Rule r = ruleSkeleton("extract-of-insert", 0, varType(), 32, {});
  r.inputs = {{"v", v4, {}}, {"x", varType(), {}}};
  r.source = pattern({inputNode(0, v4), inputNode(1, varType()), constantNode(ConstExpr::lit(ir::Bits(64, 1)), fixedType(64)),
                      opNode(Opcode::InsertElement, v4, {0, 1, 2}), constantNode(ConstExpr::lit(ir::Bits(64, 1)), fixedType(64)),
                      opNode(Opcode::ExtractElement, varType(), {3, 4})});
  r.target = pattern({inputNode(1, varType())});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// shuffle(shuffle(v, poison, <1,0,3,2>), poison, <1,0,3,2>)  =>  v on <4 x iW>.
inline Rule shuffleTwiceRule() {
  ValueType v4{Width::var(), 4, true};
  Rule r = ruleSkeleton("swap-pairs-twice", 0, varType(), 32, {});
  r.inputs = {{"v", v4, {}}};
  Node poison = constantNode(ConstExpr::lit(ir::Bits(32, 0)), v4);
  poison.verbatimLanes.assign(4, ir::ConstLane::poison(32));
  Node first = opNode(Opcode::ShuffleVector, v4, {0, 1}), second = opNode(Opcode::ShuffleVector, v4, {2, 3});
  first.mask = second.mask = {1, 0, 3, 2};
  r.source = pattern({inputNode(0, v4), poison, first, poison, second});
  r.target = pattern({inputNode(0, v4)});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// zext(x >s y) - zext(x <s y) to i8  =>  scmp(x, y): an intrinsic overloaded on two types.
inline Rule scmpRule() {
  Rule r = ruleSkeleton("scmp-expansion", 0, varType(), 32, {});
  r.inputs.push_back({"y", varType(), {}});
  r.source = pattern({inputNode(0, varType()), inputNode(1, varType()), icmpNode(ir::ICmpPred::SGT, {0, 1}),
                      opNode(Opcode::ZExt, fixedType(8), {2}), icmpNode(ir::ICmpPred::SLT, {0, 1}), opNode(Opcode::ZExt, fixedType(8), {4}),
                      opNode(Opcode::Sub, fixedType(8), {3, 5})});
  r.target = pattern({inputNode(0, varType()), inputNode(1, varType()), intrinsicNode(ir::Intrinsic::SCmp, fixedType(8), {0, 1})});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// zext(x to i64) & C1  =>  zext(x & trunc(C1)) to i64, for W in 1..63: a symbol of another width.
inline Rule zextAndNarrowRule() {
  Rule r = ruleSkeleton("zext-and-narrow", 1, fixedType(64), 64, {0x1000000ff});
  r.source = pattern({inputNode(0, varType()), opNode(Opcode::ZExt, fixedType(64), {0}), constantNode(ConstExpr::sym(0), fixedType(64)),
                      opNode(Opcode::And, fixedType(64), {1, 2})});
  r.target = pattern({inputNode(0, varType()), constantNode(ConstExpr::unary(Op::ZExtOrTrunc, ConstExpr::sym(0)), varType()),
                      opNode(Opcode::And, varType(), {0, 1}), opNode(Opcode::ZExt, fixedType(64), {2})});
  r.foundWidth = 32;
  r.widths.proved = widthRange(1, 63);
  r.widths.untyped = {64};
  return r;
}

// x & -1  =>  x, at every width: a small integer in the source (all ones at each width).
inline Rule andAllOnesRule() {
  Rule r = ruleSkeleton("and-all-ones", 0, varType(), 32, {});
  r.source = pattern({inputNode(0, varType()), constantNode(ConstExpr::smallInt(-1), varType()), opNode(Opcode::And, varType(), {0, 1})});
  r.target = pattern({inputNode(0, varType())});
  r.widths.proved = widthRange(1, 64);
  return r;
}

// Every rule above, in the order the tests' plugin tries them (the nuw rule before the one it
// refines, so that it fires where it applies).
inline std::vector<Rule> handRules() {
  return {shlNuwLshrRule(), shlLshrRule(), mulPowerOf2Rule(), xorEqRule(), uminUltRule(), zextMaskRule(), zextTruncRule(), vectorAddRule(),
          selectEqSelfRule(), sextTruncNswRule(), freezeFreezeRule(), absFlagRule(), addAsDisjointOrRule(), udivExactRule(),
          extractOfInsertRule(), shuffleTwiceRule(), scmpRule(), zextAndNarrowRule(), andAllOnesRule()};
}

} // namespace theseus::rules::test
