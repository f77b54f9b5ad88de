#pragma once
// The Interpreter's floating-point instructions and the function's denormal modes and the
// fast-math flags of floating-point selects and phis.
#include "semantics/FloatOps.h"
#include "semantics/interpreter/InterpreterClass.h"

namespace theseus::semantics {

template <class D> Lanes<D> Interpreter<D>::evaluateFloat(const ir::Instruction& inst) {
  using ir::Opcode;
  Opcode op = inst.opcode();
  const ir::Type& from = inst.operand(0)->type();
  ir::FloatFormat f = ir::floatFormat(from.isFloatOrVector() ? from.floatKind() : inst.type().floatKind());
  Lanes<D> out;
  if (ir::isFloatBinaryOp(op) || op == Opcode::FCmp) {
    Lanes<D> a = readFlushed(inst, 0), b = readFlushed(inst, 1);
    for (size_t i = 0; i < a.size(); ++i)
      out.push_back(op == Opcode::FCmp ? fcmpLane(d_, inst.fcmpPredicate, inst.fastMath, f, a[i], b[i]) : floatBinaryLane(d_, op, inst.fastMath, f, a[i], b[i]));
    return op == Opcode::FCmp ? out : flushOutputs(inst.type().floatKind(), std::move(out));
  }
  for (auto& lane : readFlushed(inst, 0)) {
    switch (op) {
    case Opcode::FNeg: out.push_back(floatNegLane(d_, inst.fastMath, f, lane)); break;
    case Opcode::FPTrunc: case Opcode::FPExt:
      out.push_back(floatResizeLane(d_, inst.fastMath, f, ir::floatFormat(inst.type().floatKind()), lane));
      break;
    case Opcode::UIToFP: case Opcode::SIToFP:
      out.push_back(intToFloatLane(d_, op == Opcode::SIToFP, inst.flags, ir::floatFormat(inst.type().floatKind()), lane));
      break;
    default: out.push_back(floatToIntLane(d_, op == Opcode::FPToSI, f, lane, inst.type().bits())); break;
    }
  }
  if (op == Opcode::FPTrunc || op == Opcode::FPExt) return flushOutputs(inst.type().floatKind(), std::move(out));
  return out;
}

template <class D> Lanes<D> Interpreter<D>::readFlushed(const ir::Instruction& inst, unsigned index) {
  Lanes<D> lanes = read(inst.operand(index));
  const ir::Type& t = inst.operand(index)->type();
  if (!t.isFloatOrVector() || !respectsDenormalModes(inst)) return lanes;
  ir::DenormalMode mode = f_.denormalFor(t.floatKind()).input;
  for (auto& lane : lanes) lane.value = flushedInput(d_, mode, ir::floatFormat(t.floatKind()), lane.value);
  return lanes;
}

template <class D> Lanes<D> Interpreter<D>::flushOutputs(ir::FloatKind kind, Lanes<D> lanes) {
  ir::DenormalMode mode = f_.denormalFor(kind).output;
  for (auto& lane : lanes) lane.value = flushedOutput(d_, mode, ir::floatFormat(kind), lane.value);
  return lanes;
}

template <class D> bool Interpreter<D>::respectsDenormalModes(const ir::Instruction& inst) const {
  using ir::Intrinsic;
  if (inst.opcode() == ir::Opcode::FNeg || inst.opcode() == ir::Opcode::UIToFP || inst.opcode() == ir::Opcode::SIToFP) return false;
  if (inst.opcode() != ir::Opcode::Call) return true;
  Intrinsic id = inst.intrinsic;
  return id >= Intrinsic::FAbs && id <= Intrinsic::ConstrainedSqrt && id != Intrinsic::FAbs && id != Intrinsic::CopySign && id != Intrinsic::IsFPClass;
}

template <class D> Lanes<D> Interpreter<D>::withChoiceFastMath(const ir::Instruction& inst, Lanes<D> lanes) {
  if (!inst.fastMath || !inst.type().isFloatOrVector()) return lanes;
  ir::FloatFormat f = ir::floatFormat(inst.type().floatKind());
  for (auto& lane : lanes) lane = fastMathResult(d_, inst.fastMath, f, lane, {});
  return lanes;
}

} // namespace theseus::semantics
