#include "cost/isel/IselCanon.h"

#include "cost/isel/IselFold.h"
#include "cost/isel/IselKnownBits.h"
#include "cost/isel/IselTree.h"

namespace theseus::cost {

namespace {

bool isMinMax(const ir::Instruction& inst) {
  using I = ir::Intrinsic;
  return inst.opcode() == ir::Opcode::Call &&
         (inst.intrinsic == I::SMin || inst.intrinsic == I::SMax || inst.intrinsic == I::UMin || inst.intrinsic == I::UMax);
}

bool sameType(const ir::Type& a, const ir::Type& b) {
  return a.kind() == b.kind() && a.bits() == b.bits() && a.lanes() == b.lanes() && a.floatKind() == b.floatKind();
}

// Whether `op(x, k)` is x: a shift or add, sub, or, xor by 0; a multiply or division by 1.
bool isNeutral(ir::Opcode op, const ir::Value* k) {
  using O = ir::Opcode;
  auto c = constantValue(k);
  if (!c) return false;
  bool byZero = op == O::Shl || op == O::LShr || op == O::AShr || op == O::Add || op == O::Sub || op == O::Or || op == O::Xor;
  bool byOne = op == O::Mul || op == O::UDiv || op == O::SDiv;
  return (byZero && *c == 0) || (byOne && *c == 1);
}

// The value `v` extends (zext or sext), or null.
const ir::Value* extendedFrom(const ir::Value* v) {
  if (v->valueKind() != ir::Value::Kind::Instruction) return nullptr;
  auto& inst = static_cast<const ir::Instruction&>(*v);
  bool extension = inst.opcode() == ir::Opcode::ZExt || inst.opcode() == ir::Opcode::SExt;
  return extension && inst.numOperands() == 1 ? inst.operand(0) : nullptr;
}

// Whether `inner` is the same idempotent operation as `outer` with `x` among its operands, so
// that outer(x, inner) = inner: min(x, min(x, y)) = min(x, y), and(x, and(x, y)) = and(x, y).
bool absorbs(const ir::Instruction& outer, const ir::Value* inner, const ir::Value* x) {
  if (inner->valueKind() != ir::Value::Kind::Instruction) return false;
  auto& in = static_cast<const ir::Instruction&>(*inner);
  if (in.opcode() != outer.opcode() || in.intrinsic != outer.intrinsic || in.numOperands() != 2) return false;
  return in.operand(0) == x || in.operand(1) == x;
}

// The operand `inst` equals whatever its other operands are, or null: the identities of the header.
const ir::Value* identity(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n) {
  if (inst.opcode() == ir::Opcode::Freeze && n == 1) return ops[0];
  if (inst.opcode() == ir::Opcode::Select && n == 3 && ops[1] == ops[2]) return ops[1];
  bool idempotent = inst.opcode() == ir::Opcode::And || inst.opcode() == ir::Opcode::Or || isMinMax(inst);
  if (idempotent && n == 2 && ops[0] == ops[1]) return ops[0];
  if (n == 2 && isNeutral(inst.opcode(), ops[1])) return ops[0];
  bool funnel = inst.opcode() == ir::Opcode::Call && (inst.intrinsic == ir::Intrinsic::FShl || inst.intrinsic == ir::Intrinsic::FShr);
  if (funnel && n == 3)
    if (auto c = constantValue(ops[2]); c && inst.type().bits() && uint64_t(*c) % inst.type().bits() == 0)
      return inst.intrinsic == ir::Intrinsic::FShl ? ops[0] : ops[1];
  if (inst.opcode() == ir::Opcode::Trunc && n == 1)
    if (auto* back = extendedFrom(ops[0]); back && sameType(back->type(), inst.type())) return back;
  if (inst.opcode() == ir::Opcode::Select && n == 3)
    if (auto c = constantValue(ops[0]); c && !ops[0]->type().isVector()) return *c ? ops[1] : ops[2];
  if (idempotent && n == 2)
    for (unsigned i = 0; i < 2; ++i)
      if (absorbs(inst, ops[1 - i], ops[i])) return ops[1 - i];
  return nullptr;
}

// The constant `inst` folds to when it divides a value by itself: 1 for a quotient, 0 for a remainder.
std::optional<uint64_t> selfDivision(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n) {
  using O = ir::Opcode;
  O op = inst.opcode();
  if (n != 2 || ops[0] != ops[1] || ops[0]->valueKind() == ir::Value::Kind::Constant) return std::nullopt;
  if (op == O::UDiv || op == O::SDiv) return 1;
  if (op == O::URem || op == O::SRem) return 0;
  return std::nullopt;
}

// Whether `a` and `b` are the same node once their operands are read through `canon`.
bool sameNode(const ir::Instruction& a, const ir::Instruction& b, const CanonicalValues& canon) {
  if (a.opcode() != b.opcode() || a.predicate != b.predicate || a.fcmpPredicate != b.fcmpPredicate || a.fastMath != b.fastMath ||
      a.intrinsic != b.intrinsic || a.x86Row != b.x86Row ||
      a.numOperands() != b.numOperands() || a.mask != b.mask || !sameType(a.type(), b.type()))
    return false;
  bool straight = true;
  for (unsigned i = 0; i < a.numOperands() && straight; ++i) straight = canon(a.operand(i)) == canon(b.operand(i));
  if (straight) return true;
  bool commutative = ir::isCommutative(a.opcode()) || isMinMax(a);
  return commutative && a.numOperands() == 2 && canon(a.operand(0)) == canon(b.operand(1)) && canon(a.operand(1)) == canon(b.operand(0));
}

bool sameConstant(const ir::Value* a, const ir::Value* b) {
  if (!sameType(a->type(), b->type())) return false;
  auto ka = constantValue(a), kb = constantValue(b);
  return ka && kb && *ka == *kb;
}

} // namespace

const ir::Value* CanonicalValues::makeConstant(const ir::Type& type, uint64_t value) {
  std::vector<ir::ConstLane> lanes(std::max(1u, type.lanes()), ir::ConstLane::value(ir::Bits(type.bits(), value)));
  made_.push_back(std::make_unique<ir::Constant>(type, std::move(lanes)));
  return made_.back().get();
}

const ir::Value* CanonicalValues::makePoison(const ir::Type& type) {
  std::vector<ir::ConstLane> lanes(std::max(1u, type.lanes()), ir::ConstLane::poison(type.bits()));
  made_.push_back(std::make_unique<ir::Constant>(type, std::move(lanes)));
  return made_.back().get();
}

void CanonicalValues::redirect(const ir::Value* from, const ir::Value* to) {
  if (from != to && (*this)(from) == from) redirected_.emplace_back(from, to);
}

CanonicalValues::CanonicalValues(const ir::Function& f) {
  std::vector<const ir::Value*> constants;
  std::vector<const ir::Instruction*> nodes;
  const ir::Value* ops[4];
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) {
      unsigned n = 0;
      for (auto* op : inst->operands()) {
        const ir::Value* v = (*this)(op);
        if (v->valueKind() == ir::Value::Kind::Constant) {
          auto same = std::find_if(constants.begin(), constants.end(), [&](const ir::Value* c) { return sameConstant(c, v); });
          if (same == constants.end()) constants.push_back(v);
          else redirect(v, *same), v = *same;
        }
        if (n < 4) ops[n++] = v;
      }
      bool pure = inst->opcode() != ir::Opcode::Phi && !ir::isTerminator(inst->opcode()) && !inst->type().isVoid();
      if (!pure) continue;
      if (auto* same = identity(*inst, ops, n); same && n == inst->numOperands()) {
        redirect(inst.get(), (*this)(same));
        continue;
      }
      if (auto folded = selfDivision(*inst, ops, n); folded && inst->type().isIntOrVector()) {
        redirect(inst.get(), makeConstant(inst->type(), *folded));
        continue;
      }
      if (Folded folded = foldInstruction(*inst, ops, n); folded.kind != Folded::Kind::None) {
        redirect(inst.get(), folded.kind == Folded::Kind::Poison ? makePoison(inst->type()) : makeConstant(inst->type(), folded.value));
        continue;
      }
      if (KnownBitsFold r = foldByKnownBits(*inst, ops, n); r.kind != KnownBitsFold::Kind::None) {
        using RK = KnownBitsFold::Kind;
        redirect(inst.get(), r.kind == RK::Operand ? ops[r.operand] : r.kind == RK::Poison ? makePoison(inst->type()) : makeConstant(inst->type(), r.value));
        continue;
      }
      auto same = std::find_if(nodes.begin(), nodes.end(), [&](const ir::Instruction* i) { return sameNode(*i, *inst, *this); });
      if (same == nodes.end()) nodes.push_back(inst.get());
      else redirect(inst.get(), *same);
    }
}

} // namespace theseus::cost
