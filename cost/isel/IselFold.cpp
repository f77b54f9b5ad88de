#include "cost/isel/IselFold.h"

#include "cost/isel/IselTree.h"

#include <algorithm>

namespace theseus::cost {

namespace {

using O = ir::Opcode;
using I = ir::Intrinsic;
using K = Folded::Kind;

int64_t signExtend(uint64_t v, unsigned bits) {
  if (bits >= 64) return int64_t(v);
  uint64_t sign = uint64_t(1) << (bits - 1);
  return int64_t(((v & ir::lowMask(bits)) ^ sign) - sign);
}

Folded constant(uint64_t v, unsigned bits) { return {K::Constant, v & ir::lowMask(bits)}; }
Folded poison() { return {K::Poison, 0}; }

// `v` as the unsigned bits of a scalar or splat constant of at most 64 bits per lane.
std::optional<uint64_t> lane(const ir::Value* v) {
  if (v->type().bits() > 64 || isPoisonConstant(v)) return std::nullopt;
  auto k = constantValue(v);
  if (!k) return std::nullopt;
  return uint64_t(*k) & ir::lowMask(v->type().bits());
}

bool isShift(O op) { return op == O::Shl || op == O::LShr || op == O::AShr; }

// What reading poison makes of `inst`: poison where LLVM keeps it undef, a constant otherwise.
Folded onPoison(const ir::Instruction& inst) {
  O op = inst.opcode();
  bool staysUndef = op == O::Add || op == O::Sub || op == O::Xor || isShift(op) || op == O::UDiv || op == O::SDiv || op == O::URem ||
                    op == O::SRem || op == O::ZExt || op == O::SExt || op == O::Trunc || op == O::BitCast || op == O::Freeze;
  if (staysUndef) return poison();
  bool foldsToConstant = op == O::And || op == O::Or || op == O::Mul || op == O::ICmp ||
                         (op == O::Call && (inst.intrinsic == I::UMin || inst.intrinsic == I::UMax || inst.intrinsic == I::SMin || inst.intrinsic == I::SMax));
  return foldsToConstant ? constant(0, inst.type().bits()) : Folded{};
}

bool compare(ir::ICmpPred p, uint64_t a, uint64_t b, unsigned bits) {
  using P = ir::ICmpPred;
  int64_t sa = signExtend(a, bits), sb = signExtend(b, bits);
  switch (p) {
  case P::EQ: return a == b;
  case P::NE: return a != b;
  case P::UGT: return a > b;
  case P::UGE: return a >= b;
  case P::ULT: return a < b;
  case P::ULE: return a <= b;
  case P::SGT: return sa > sb;
  case P::SGE: return sa >= sb;
  case P::SLT: return sa < sb;
  case P::SLE: return sa <= sb;
  }
  return false;
}

// Two constant operands `a`, `b` of `bits` bits through a binary operation.
Folded binary(const ir::Instruction& inst, uint64_t a, uint64_t b, unsigned bits) {
  int64_t sa = signExtend(a, bits), sb = signExtend(b, bits);
  switch (inst.opcode()) {
  case O::Add: return constant(a + b, bits);
  case O::Sub: return constant(a - b, bits);
  case O::Mul: return constant(a * b, bits);
  case O::And: return constant(a & b, bits);
  case O::Or: return constant(a | b, bits);
  case O::Xor: return constant(a ^ b, bits);
  case O::Shl: return b >= bits ? poison() : constant(a << b, bits);
  case O::LShr: return b >= bits ? poison() : constant(a >> b, bits);
  case O::AShr: return b >= bits ? poison() : constant(uint64_t(sa >> b), bits);
  case O::UDiv: return b == 0 ? poison() : constant(a / b, bits);
  case O::URem: return b == 0 ? poison() : constant(a % b, bits);
  case O::SDiv: return b == 0 || (sb == -1 && a == (uint64_t(1) << (bits - 1))) ? poison() : constant(uint64_t(sa / sb), bits);
  case O::SRem: return b == 0 || (sb == -1 && a == (uint64_t(1) << (bits - 1))) ? poison() : constant(uint64_t(sa % sb), bits);
  case O::ICmp: return constant(compare(inst.predicate, a, b, bits), 1);
  default: break;
  }
  if (inst.opcode() != O::Call) return {};
  switch (inst.intrinsic) {
  case I::UMin: return constant(a < b ? a : b, bits);
  case I::UMax: return constant(a > b ? a : b, bits);
  case I::SMin: return constant(sa < sb ? a : b, bits);
  case I::SMax: return constant(sa > sb ? a : b, bits);
  default: return {};
  }
}

} // namespace

bool isPoisonConstant(const ir::Value* v) {
  if (v->valueKind() != ir::Value::Kind::Constant) return false;
  auto& lanes = static_cast<const ir::Constant&>(*v).lanes();
  return !lanes.empty() && std::all_of(lanes.begin(), lanes.end(), [](const ir::ConstLane& l) { return l.kind != ir::ConstLane::Kind::Value; });
}

// Whether `a` and `b` are compares of the same operands with opposite predicates.
bool complementaryCompares(const ir::Value* a, const ir::Value* b) {
  if (a->valueKind() != ir::Value::Kind::Instruction || b->valueKind() != ir::Value::Kind::Instruction) return false;
  auto& x = static_cast<const ir::Instruction&>(*a);
  auto& y = static_cast<const ir::Instruction&>(*b);
  if (x.opcode() != O::ICmp || y.opcode() != O::ICmp || x.operand(0) != y.operand(0) || x.operand(1) != y.operand(1)) return false;
  using P = ir::ICmpPred;
  auto inverse = [](P p) {
    switch (p) {
    case P::EQ: return P::NE;
    case P::NE: return P::EQ;
    case P::UGT: return P::ULE;
    case P::ULE: return P::UGT;
    case P::UGE: return P::ULT;
    case P::ULT: return P::UGE;
    case P::SGT: return P::SLE;
    case P::SLE: return P::SGT;
    case P::SGE: return P::SLT;
    case P::SLT: return P::SGE;
    }
    return p;
  };
  return inverse(x.predicate) == y.predicate;
}

// Whether `b` is `xor a, -1` (all lanes).
bool isNotOf(const ir::Value* b, const ir::Value* a) {
  if (b->valueKind() != ir::Value::Kind::Instruction) return false;
  auto& x = static_cast<const ir::Instruction&>(*b);
  if (x.opcode() != O::Xor || x.numOperands() != 2) return false;
  for (unsigned k = 0; k < 2; ++k)
    if (x.operand(k) == a)
      if (auto c = constantValue(x.operand(1 - k)); c && *c == -1) return true;
  return false;
}

// Folds of an operation on one value twice and of complementary compares: x - x, x ^ x and
// x -sat x are 0; (a p b) & (a !p b) is false, | is true (DAGCombiner's foldLogicOfSetCCs);
// x & ~x is 0, x | ~x, x ^ ~x, x + ~x and uadd.sat(x, ~x) are all-ones.
Folded foldSameOperands(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n) {
  if (n != 2) return {};
  O op = inst.opcode();
  bool subtraction = op == O::Sub || op == O::Xor || (op == O::Call && (inst.intrinsic == I::USubSat || inst.intrinsic == I::SSubSat));
  if (ops[0] == ops[1] && subtraction) return constant(0, inst.type().bits());
  if ((op == O::And || op == O::Or) && complementaryCompares(ops[0], ops[1])) return constant(op == O::Or ? 1 : 0, inst.type().bits());
  if (isNotOf(ops[1], ops[0]) || isNotOf(ops[0], ops[1])) {
    if (op == O::And) return constant(0, inst.type().bits());
    bool allOnes = op == O::Or || op == O::Xor || op == O::Add || (op == O::Call && inst.intrinsic == I::UAddSat);
    if (allOnes) return constant(~uint64_t(0), inst.type().bits());
  }
  return {};
}

Folded foldInstruction(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n) {
  if (n == 0 || n != inst.numOperands() || !inst.type().isIntOrVector()) return {};
  if (Folded same = foldSameOperands(inst, ops, n); same.kind != K::None) return same;
  bool laneIndex = inst.opcode() == O::InsertElement || inst.opcode() == O::ExtractElement;
  if (laneIndex && inst.operand(0)->type().isVector())
    if (auto index = lane(ops[n - 1]); index && *index >= inst.operand(0)->type().lanes()) return poison();
  for (unsigned i = 0; i < n; ++i)
    if (isPoisonConstant(ops[i])) return isShift(inst.opcode()) && i == 1 ? constant(0, inst.type().bits()) : onPoison(inst);
  if (isShift(inst.opcode()) && n == 2)
    if (auto amount = lane(ops[1]); amount && *amount >= ops[1]->type().bits()) return poison();
  bool division = inst.opcode() == O::UDiv || inst.opcode() == O::SDiv || inst.opcode() == O::URem || inst.opcode() == O::SRem;
  if (division && n == 2)
    if (auto divisor = lane(ops[1]); divisor && *divisor == 0) return poison();
  bool binaryOp = n == 2 && (inst.opcode() != O::Call || inst.intrinsic != I::X86);
  if (!binaryOp) return {};
  auto a = lane(ops[0]), b = lane(ops[1]);
  if (!a || !b) return {};
  return binary(inst, *a, *b, ops[0]->type().bits());
}

} // namespace theseus::cost
