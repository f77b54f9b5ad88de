#include "synth/engine/IntegerFragment.h"

namespace theseus::synth {

bool isIntegerFragmentBinaryOp(ir::Opcode op) {
  switch (op) {
  case ir::Opcode::Add: case ir::Opcode::Sub: case ir::Opcode::Mul: case ir::Opcode::UDiv: case ir::Opcode::SDiv:
  case ir::Opcode::URem: case ir::Opcode::SRem: case ir::Opcode::Shl: case ir::Opcode::LShr: case ir::Opcode::AShr:
  case ir::Opcode::And: case ir::Opcode::Or: case ir::Opcode::Xor:
    return true;
  default:
    return false;
  }
}

namespace {

// Whether `inst` computes or reads a floating-point value.
bool touchesFloatingPoint(const ir::Instruction& inst) {
  if (inst.type().isFloatOrVector()) return true;
  for (const ir::Value* v : inst.operands())
    if (v->type().isFloatOrVector()) return true;
  return false;
}

} // namespace

std::string integerFragmentUnsupportedReason(const ir::Function& src) {
  if (src.blocks().size() != 1) return "the source has more than one block";
  for (auto& inst : src.entry()->instructions())
    if (touchesFloatingPoint(*inst)) return "floating point in the source (the integer fragment has none; the minotaur engine takes it)";
  const ir::Type& ret = src.returnType();
  if (!ret.isInt() || ret.bits() > 64) return "the source must return an integer of at most 64 bits";
  if (src.arguments().empty()) return "the source has no arguments";
  if (src.arguments().size() > 16) return "the source has more than 16 arguments";
  for (auto& a : src.arguments())
    if (!(a->type() == ret)) return "argument %" + a->name() + " is not of the return type";
  if (!semantics::evaluatorSupports(src)) return "the source is outside the concrete evaluator";
  return "";
}

semantics::TestInput testInputFromCounterexample(const ir::Function& src, const verify::Counterexample& cex) {
  semantics::TestInput in;
  unsigned w = src.returnType().bits();
  for (size_t i = 0; i < src.arguments().size(); ++i) {
    semantics::ConcreteLane lane{ir::Bits(w, 0), false};
    if (i < cex.inputs.size() && !cex.inputs[i].lanes.empty()) {
      const auto& l = cex.inputs[i].lanes.front();
      if (l.kind == verify::LaneText::Kind::Value) lane.value = ir::Bits(w, std::stoull(l.unsignedValue));
      lane.poison = l.kind == verify::LaneText::Kind::Poison;
    }
    in.args.push_back({lane});
  }
  return in;
}

} // namespace theseus::synth
