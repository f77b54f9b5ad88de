#pragma once
// The Interpreter's dispatch of an instruction to its semantics, and the integer, vector and
// aggregate instructions that need no more than one call.
#include "semantics/IntOps.h"
#include "semantics/VectorOps.h"
#include "semantics/interpreter/InterpreterClass.h"

namespace theseus::semantics {

template <class D> Lanes<D> Interpreter<D>::evaluate(const ir::Instruction& inst, const Bool& reach) {
  using ir::Opcode;
  Opcode op = inst.opcode();
  checkpoint();
  if (ir::isBinaryOp(op)) {
    std::vector<Bool> laneUB, poisonDivisor;
    bool divides = op == Opcode::UDiv || op == Opcode::SDiv || op == Opcode::URem || op == Opcode::SRem;
    Lanes<D> out = mapLanes2(inst, [&](const Lane<D>& a, const Lane<D>& b) {
      Effects<D> fx{d_.boolConst(false)};
      Lane<D> r = binaryLane(d_, op, inst.flags, a, b, fx);
      laneUB.push_back(fx.ub);
      if (divides) poisonDivisor.push_back(b.poison);
      return r;
    });
    addUB(reach, anyOf(d_, std::move(laneUB)), false);
    if (divides) addUB(reach, anyOf(d_, std::move(poisonDivisor)), true);
    return out;
  }
  if (ir::isFloatBinaryOp(op) || ir::isFloatCast(op) || op == Opcode::FNeg || op == Opcode::FCmp) return evaluateFloat(inst);
  if (ir::isMemoryOp(op) || (op == Opcode::ICmp && inst.operand(0)->type().isPtrOrPtrVector())) return evaluateMemory(inst, reach);
  switch (op) {
  case Opcode::ICmp:
    return mapLanes2(inst, [&](const Lane<D>& a, const Lane<D>& b) { return icmpLane(d_, inst.predicate, a, b); });
  case Opcode::Select: return evaluateSelect(inst);
  case Opcode::ZExt: case Opcode::SExt: case Opcode::Trunc: {
    Lanes<D> out;
    for (auto& lane : read(inst.operand(0))) out.push_back(castLane(d_, op, inst.flags, lane, inst.type().bits()));
    return out;
  }
  case Opcode::BitCast:
    return bitcastLanes(d_, read(inst.operand(0)), inst.operand(0)->type(), inst.type(), dl_.bigEndian);
  case Opcode::Freeze: {
    Lanes<D> out = read(inst.operand(0));
    for (auto& lane : out) lane = {d_.ite(lane.poison, d_.choice(d_.width(lane.value)), d_.freezeValue(lane.value)), d_.boolConst(false)};
    return out;
  }
  case Opcode::ExtractElement: return {extractElementLane(d_, read(inst.operand(0)), read(inst.operand(1))[0])};
  case Opcode::InsertElement:
    return insertElementLanes(d_, read(inst.operand(0)), read(inst.operand(1))[0], read(inst.operand(2))[0]);
  case Opcode::ShuffleVector: return shuffleLanes(d_, read(inst.operand(0)), read(inst.operand(1)), inst.mask);
  case Opcode::ExtractValue: {
    auto [first, count] = aggregateSlice(inst.operand(0)->type(), inst.indices);
    Lanes<D> agg = read(inst.operand(0));
    return Lanes<D>(agg.begin() + first, agg.begin() + first + count);
  }
  case Opcode::InsertValue: {
    auto [first, count] = aggregateSlice(inst.type(), inst.indices);
    Lanes<D> agg = read(inst.operand(0)), elt = read(inst.operand(1));
    std::copy(elt.begin(), elt.end(), agg.begin() + first);
    return agg;
  }
  case Opcode::Phi: return withChoiceFastMath(inst, evaluatePhi(inst));
  case Opcode::Call: return evaluateCall(inst, reach);
  default: throw UnsupportedConstruct(std::string("instruction '") + std::string(ir::opcodeName(op)) + "'");
  }
}

template <class D> Lanes<D> Interpreter<D>::mapLanes2(const ir::Instruction& inst, auto&& laneFn) {
  Lanes<D> a = read(inst.operand(0)), b = read(inst.operand(1));
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    checkpoint();
    out.push_back(laneFn(a[i], b[i]));
  }
  return out;
}

template <class D> Lanes<D> Interpreter<D>::evaluateSelect(const ir::Instruction& inst) {
  Lanes<D> c = read(inst.operand(0)), t = read(inst.operand(1)), f = read(inst.operand(2));
  if (inst.type().isPtr()) pointerSelectCondition_ = c[0];
  Lanes<D> out;
  for (size_t i = 0; i < t.size(); ++i) {
    checkpoint();
    out.push_back(selectLane(d_, c.size() == 1 ? c[0] : c[i], t[i], f[i]));
  }
  return withChoiceFastMath(inst, std::move(out));
}

} // namespace theseus::semantics
