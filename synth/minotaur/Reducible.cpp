#include "synth/minotaur/Reducible.h"

namespace theseus::synth {

namespace {

// Whether `v` is the constant `value` in every lane (-1 meaning all ones).
bool isConstant(const ir::Value* v, int64_t value) {
  if (v->valueKind() != ir::Value::Kind::Constant) return false;
  for (const ir::ConstLane& l : static_cast<const ir::Constant*>(v)->lanes()) {
    if (l.kind != ir::ConstLane::Kind::Value) return false;
    if (!(l.bits == ir::Bits(l.bits.width(), uint64_t(value)))) return false;
  }
  return true;
}

// Whether `inst` returns one of its operands unchanged because the other is an identity
// constant (x + 0, x | 0, x ^ 0, x - 0, shifts by 0, x * 1, x & -1, x / 1, fshl(x, x, 0)).
bool isIdentity(const ir::Instruction& inst) {
  using ir::Opcode;
  if (inst.opcode() == Opcode::Call && (inst.intrinsic == ir::Intrinsic::FShl || inst.intrinsic == ir::Intrinsic::FShr))
    return inst.numOperands() == 3 && inst.operand(0) == inst.operand(1) && isConstant(inst.operand(2), 0);
  if (inst.numOperands() != 2) return false;
  const ir::Value* a = inst.operand(0);
  const ir::Value* b = inst.operand(1);
  switch (inst.opcode()) {
  case Opcode::Add: case Opcode::Or: case Opcode::Xor: return isConstant(a, 0) || isConstant(b, 0);
  case Opcode::Sub: case Opcode::Shl: case Opcode::LShr: case Opcode::AShr: return isConstant(b, 0);
  case Opcode::Mul: return isConstant(a, 1) || isConstant(b, 1);
  case Opcode::And: return isConstant(a, -1) || isConstant(b, -1);
  case Opcode::UDiv: case Opcode::SDiv: return isConstant(b, 1);
  default: return false;
  }
}

// Whether `inst` applies an idempotent or self-cancelling operation to one value twice
// (x & x, x | x, umin(x, x), ... equal x; x ^ x, x - x equal 0).
bool isSelfApplication(const ir::Instruction& inst) {
  using ir::Intrinsic;
  using ir::Opcode;
  if (inst.numOperands() != 2 || inst.operand(0) != inst.operand(1)) return false;
  switch (inst.opcode()) {
  case Opcode::And: case Opcode::Or: case Opcode::Xor: case Opcode::Sub: return true;
  case Opcode::Call:
    return inst.intrinsic == Intrinsic::UMin || inst.intrinsic == Intrinsic::UMax ||
           inst.intrinsic == Intrinsic::SMin || inst.intrinsic == Intrinsic::SMax;
  default: return false;
  }
}

} // namespace

bool reducible(const ir::Function& f) {
  for (auto& inst : f.entry()->instructions())
    if (isIdentity(*inst) || isSelfApplication(*inst)) return true;
  return false;
}

} // namespace theseus::synth
