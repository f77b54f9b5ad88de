#include "cost/isel/IselLibraryCalls.h"

#include <algorithm>

namespace theseus::cost {

namespace {

// Whether `target` has `feature` (one that some pattern names).
bool has(const IselTarget& target, const char* feature) {
  return std::find(target.features.begin(), target.features.end(), feature) != target.features.end();
}

// Whether `id` rounds to an integral value (floorf and kin without SSE4.1).
bool isRounding(ir::Intrinsic id) {
  using I = ir::Intrinsic;
  return id == I::Floor || id == I::Ceil || id == I::FTrunc || id == I::Rint || id == I::NearbyInt || id == I::Round || id == I::RoundEven;
}

// Whether `inst` computes with a floating-point value (bitcasts, selects, phis, lane moves and the
// sign operations fneg/fabs/copysign only move or mask bits, which llc does with integer
// instructions, and are excluded).
bool computesFloat(const ir::Instruction& inst) {
  using O = ir::Opcode;
  switch (inst.opcode()) {
  case O::FAdd: case O::FSub: case O::FMul: case O::FDiv: case O::FRem: case O::FCmp: case O::FPTrunc: case O::FPExt:
  case O::SIToFP: case O::UIToFP: case O::FPToSI: case O::FPToUI: return true;
  case O::Call:
    if (inst.intrinsic == ir::Intrinsic::X86 || inst.intrinsic == ir::Intrinsic::FAbs || inst.intrinsic == ir::Intrinsic::CopySign) return false;
    return inst.type().isFloatOrVector() || (inst.numOperands() && inst.operand(0)->type().isFloatOrVector());
  default: return false;
  }
}

// Whether `inst`'s result or an operand has lanes of format `kind`.
bool touches(const ir::Instruction& inst, ir::FloatKind kind) {
  if (inst.type().floatKind() == kind) return true;
  for (unsigned k = 0; k < inst.numOperands(); ++k)
    if (inst.operand(k)->type().floatKind() == kind) return true;
  return false;
}

} // namespace

std::string libraryCallOf(const ir::Instruction& inst, const IselTarget& target) {
  using O = ir::Opcode;
  O op = inst.opcode();
  if ((op == O::UDiv || op == O::SDiv || op == O::URem || op == O::SRem) && inst.type().bits() > 64) return "__udivti3 and kin";
  if (!computesFloat(inst)) return "";
  if (op == O::FRem) return "fmod";
  if (touches(inst, ir::FloatKind::FP128)) return "__addtf3 and kin (fp128 is software)";
  if (inst.type().floatKind() == ir::FloatKind::BFloat && op != O::FPExt) return "__truncsfbf2";
  if (touches(inst, ir::FloatKind::Half) && !has(target, "f16c")) return "__extendhfsf2/__truncsfhf2";
  if (op == O::Call && isRounding(inst.intrinsic) && !has(target, "sse4.1")) return "floorf and kin";
  return "";
}

} // namespace theseus::cost
