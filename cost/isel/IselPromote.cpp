#include "cost/isel/IselPromote.h"

namespace theseus::cost {

namespace {

using O = ir::Opcode;
using I = ir::Intrinsic;

// i2..i7: LLVM promotes them to i8, whose register bits above the width are unspecified.
bool promoted(unsigned bits) { return bits >= 2 && bits < 8; }

bool isCall(const ir::Instruction& inst, I intrinsic) { return inst.opcode() == O::Call && inst.intrinsic == intrinsic; }

bool signedPredicate(ir::ICmpPred p) {
  using P = ir::ICmpPred;
  return p == P::SGT || p == P::SGE || p == P::SLT || p == P::SLE;
}

// Whether operand 1 of `inst` is a constant power of two above 1.
bool byPowerOfTwo(const ir::Instruction& inst) {
  auto* c = inst.numOperands() == 2 ? inst.operand(1) : nullptr;
  if (!c || c->valueKind() != ir::Value::Kind::Constant) return false;
  auto k = static_cast<const ir::Constant&>(*c).scalarValue();
  return k && k->fitsIn64() && k->low64() > 1 && (k->low64() & (k->low64() - 1)) == 0;
}

// What an operation on a promoted integer needs of its operand `k` (PromoteIntRes_* / PromoteIntOp_*).
Extension promotedOperand(const ir::Instruction& inst, unsigned k) {
  if (inst.opcode() == O::URem && byPowerOfTwo(inst)) return Extension::None;
  switch (inst.opcode()) {
  case O::LShr: return Extension::Zero;
  case O::AShr:
    if (k == 0) return inst.operand(1)->valueKind() == ir::Value::Kind::Constant ? Extension::None : Extension::Sign;
    return Extension::Zero;
  case O::Shl: return k == 1 ? Extension::Zero : Extension::None;
  case O::UDiv:
  case O::URem: return Extension::Zero;
  case O::SDiv:
  case O::SRem: return Extension::Sign;
  case O::ICmp: return signedPredicate(inst.predicate) ? Extension::Sign : Extension::Zero;
  default: break;
  }
  if (isCall(inst, I::UMin) || isCall(inst, I::UMax)) return Extension::Zero;
  if (isCall(inst, I::SMin) || isCall(inst, I::SMax)) return Extension::Sign;
  if ((isCall(inst, I::Ctpop) || isCall(inst, I::Ctlz)) && k == 0) return Extension::Zero;
  bool rotate = (isCall(inst, I::FShl) || isCall(inst, I::FShr)) && inst.numOperands() == 3 && inst.operand(0) == inst.operand(1);
  if (rotate && k == 0) return Extension::Zero;
  return Extension::None;
}

} // namespace

Extension operandExtension(const ir::Instruction& inst, unsigned k) {
  if (k >= inst.numOperands()) return Extension::None;
  const ir::Type& t = inst.operand(k)->type();
  if (!t.isInt() || t.isVector()) return Extension::None;
  unsigned bits = t.bits();
  if (promoted(bits)) return promotedOperand(inst, k);
  bool popcount = isCall(inst, I::Ctpop) && k == 0;
  bool shiftingDivision = inst.opcode() == O::UDiv && byPowerOfTwo(inst);
  if (bits == 16 && k == 0 && (inst.opcode() == O::LShr || inst.opcode() == O::AShr || popcount || shiftingDivision))
    return inst.opcode() == O::AShr ? Extension::Sign : Extension::Zero;
  if (bits == 8 && popcount) return Extension::Zero;
  return Extension::None;
}

bool knownExtended(const ir::Value* v, Extension e) {
  if (v->valueKind() == ir::Value::Kind::Constant) return true;
  if (v->valueKind() != ir::Value::Kind::Instruction) return false;
  auto& inst = static_cast<const ir::Instruction&>(*v);
  unsigned bits = inst.type().bits();
  if (!promoted(bits) && bits != 16) return false;
  if (e == Extension::Zero) {
    O op = inst.opcode();
    if (op == O::LShr || op == O::UDiv || op == O::URem || op == O::ZExt) return true;
    if (isCall(inst, I::UMin) || isCall(inst, I::UMax) || isCall(inst, I::Ctpop) || isCall(inst, I::Ctlz) || isCall(inst, I::Cttz)) return true;
    return op == O::And && (knownExtended(inst.operand(0), e) || knownExtended(inst.operand(1), e));
  }
  O op = inst.opcode();
  return op == O::AShr || op == O::SDiv || op == O::SRem || op == O::SExt || isCall(inst, I::SMin) || isCall(inst, I::SMax);
}

std::vector<std::string_view> extensionOpcodes(unsigned bits, Extension e) {
  if (e == Extension::None) return {};
  if (promoted(bits)) return e == Extension::Zero ? std::vector<std::string_view>{"AND8ri"} : std::vector<std::string_view>{"SHL8ri", "SAR8ri"};
  if (bits == 8) return {e == Extension::Zero ? "MOVZX32rr8" : "MOVSX32rr8"};
  return {e == Extension::Zero ? "MOVZX32rr16" : "MOVSX32rr16"};
}

const Pattern& extensionPattern(Extension e) {
  static const Pattern zero{"promote.zext", "$a", ResultKind::Reg, TypeClass::Any, "AND8ri", 0,
                            "a promoted operand read as unsigned: its register is zero-extended first (AND with the mask, or MOVZX)", ""};
  static const Pattern sign{"promote.sext", "$a", ResultKind::Reg, TypeClass::Any, "SHL8ri SAR8ri", 0,
                            "a promoted operand read as signed: its register is sign-extended first (SHL then SAR, or MOVSX)", ""};
  return e == Extension::Sign ? sign : zero;
}

} // namespace theseus::cost
