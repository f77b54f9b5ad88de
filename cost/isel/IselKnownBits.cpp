#include "cost/isel/IselKnownBits.h"

#include "cost/isel/IselTree.h"

#include <algorithm>
#include <bit>

namespace theseus::cost {

namespace {

using O = ir::Opcode;
using I = ir::Intrinsic;

// The bits of a value known to be zero and known to be one, over `bits` bits (LLVM's KnownBits).
struct Known {
  uint64_t zero = 0, one = 0;
  unsigned bits = 0;
  uint64_t all() const { return ir::lowMask(bits); }
  uint64_t min() const { return one; }
  uint64_t max() const { return ~zero & all(); }
  bool complete() const { return ((zero | one) & all()) == all(); }
  unsigned leadingZeros() const { return bits ? unsigned(std::countl_one(zero << (64 - bits))) : 0; }
  unsigned leadingOnes() const { return bits ? unsigned(std::countl_one(one << (64 - bits))) : 0; }
  unsigned trailingZeros() const { return std::min(bits, unsigned(std::countr_one(zero))); }
};

Known unknown(unsigned bits) { return {0, 0, bits}; }
Known exactly(uint64_t v, unsigned bits) { return {~v & ir::lowMask(bits), v & ir::lowMask(bits), bits}; }
// At least `lz` leading zeros.
Known belowPowerOfTwo(unsigned lz, unsigned bits) {
  lz = std::min(lz, bits);
  return {lz ? ir::lowMask(bits) & ~ir::lowMask(bits - lz) : 0, 0, bits};
}
Known atMost(uint64_t v, unsigned bits) { return belowPowerOfTwo(v ? unsigned(std::countl_zero(v & ir::lowMask(bits))) - (64 - bits) : bits, bits); }
Known common(Known a, Known b) { return {a.zero & b.zero, a.one & b.one, a.bits}; }
Known flipSign(Known k) {
  uint64_t sign = uint64_t(1) << (k.bits - 1);
  uint64_t z = (k.zero & ~sign) | (k.one & sign), o = (k.one & ~sign) | (k.zero & sign);
  return {z, o, k.bits};
}

// LLVM's KnownBits::umax: an operand that is never smaller is the result; otherwise the common
// bits and the larger count of leading ones.
Known umax(Known a, Known b) {
  if (a.min() >= b.max()) return a;
  if (b.min() >= a.max()) return b;
  Known k = common(a, b);
  unsigned lo = std::max(a.leadingOnes(), b.leadingOnes());
  if (lo) k.one |= a.all() & ~ir::lowMask(a.bits - lo);
  return k;
}

Known umin(Known a, Known b) {
  if (a.max() <= b.min()) return a;
  if (b.max() <= a.min()) return b;
  Known k = common(a, b);
  unsigned lz = std::max(a.leadingZeros(), b.leadingZeros());
  k.zero |= belowPowerOfTwo(lz, a.bits).zero;
  return k;
}

bool isCall(const ir::Instruction& inst, I i) { return inst.opcode() == O::Call && inst.intrinsic == i; }

Known knownOf(const ir::Value* v, unsigned depth);

Known shiftByConstant(const ir::Instruction& inst, Known a, unsigned c);

// LLVM's KnownBits shifts: every amount below the width that the amount's known bits allow (a
// larger one is poison) gives known bits; the result knows what all of them agree on. For shl by
// an unknown amount only the trailing zeros are kept (measured: llc 19 does not fold
// `shl 3, (shl 4, x)` on i4 while it folds the lshr form).
Known shiftKnown(const ir::Instruction& inst, Known a, Known amount) {
  unsigned bits = a.bits;
  if (amount.min() >= bits) return exactly(0, bits);
  if (amount.complete()) return shiftByConstant(inst, a, unsigned(amount.one));
  if (inst.opcode() == O::Shl) return {ir::lowMask(a.trailingZeros()), 0, bits};
  Known result{a.all(), a.all(), bits};
  bool any = false;
  for (unsigned s = 0; s < bits; ++s) {
    if ((s & amount.zero) || (s & amount.one) != amount.one) continue;
    Known k = shiftByConstant(inst, a, s);
    result = any ? common(result, k) : k;
    any = true;
  }
  return any ? result : exactly(0, bits);
}

Known shiftByConstant(const ir::Instruction& inst, Known a, unsigned c) {
  unsigned bits = a.bits;
  if (inst.opcode() == O::Shl) return {((a.zero << c) | ir::lowMask(c)) & a.all(), (a.one << c) & a.all(), bits};
  if (inst.opcode() == O::LShr) return {(a.zero >> c) | (a.all() & ~(a.all() >> c)), a.one >> c, bits};
  uint64_t high = a.all() & ~(a.all() >> c), sign = uint64_t(1) << (bits - 1);
  return {(a.zero >> c) | ((a.zero & sign) ? high : 0), (a.one >> c) | ((a.one & sign) ? high : 0), bits};
}

// cttz / ctlz: at least the known zeros at that end, at most up to the first known one.
Known countKnown(Known a, bool trailing) {
  unsigned bits = a.bits;
  unsigned least = trailing ? a.trailingZeros() : a.leadingZeros();
  uint64_t ones = trailing ? a.one : (a.one << (64 - bits));
  unsigned most = a.one ? unsigned(trailing ? std::countr_zero(ones) : std::countl_zero(ones)) : bits;
  return least == most ? exactly(least, bits) : atMost(most, bits);
}

Known instructionKnown(const ir::Instruction& inst, unsigned depth) {
  unsigned bits = inst.type().bits();
  auto arg = [&](unsigned k) { return knownOf(inst.operand(k), depth + 1); };
  switch (inst.opcode()) {
  case O::And: return {arg(0).zero | arg(1).zero, arg(0).one & arg(1).one, bits};
  case O::Or: return {arg(0).zero & arg(1).zero, arg(0).one | arg(1).one, bits};
  case O::Xor: {
    Known a = arg(0), b = arg(1);
    uint64_t known = (a.zero | a.one) & (b.zero | b.one), value = a.one ^ b.one;
    return {known & ~value & a.all(), known & value, bits};
  }
  case O::Shl:
  case O::LShr:
  case O::AShr: return shiftKnown(inst, arg(0), arg(1));
  case O::Add: {
    Known a = arg(0), b = arg(1);
    Known k = {ir::lowMask(std::min(a.trailingZeros(), b.trailingZeros())), 0, bits};
    if (a.max() <= a.all() - b.max()) k.zero |= atMost(a.max() + b.max(), bits).zero;
    return k;
  }
  case O::Mul: {
    Known a = arg(0), b = arg(1);
    Known k = {ir::lowMask(std::min(bits, a.trailingZeros() + b.trailingZeros())), 0, bits};
    if (b.max() == 0 || a.max() <= a.all() / b.max()) k.zero |= atMost(a.max() * b.max(), bits).zero;
    return k;
  }
  case O::UDiv: {
    Known a = arg(0), b = arg(1);
    return b.min() ? atMost(a.max() / b.min(), bits) : atMost(a.max(), bits);
  }
  case O::URem: {
    Known a = arg(0), b = arg(1);
    if (b.complete() && std::has_single_bit(b.one)) return {a.zero | (~(b.one - 1) & a.all()), a.one & (b.one - 1), bits};
    return b.max() ? atMost(std::min(a.max(), b.max() - 1), bits) : unknown(bits);
  }
  case O::ZExt: {
    Known a = arg(0);
    return {a.zero | (ir::lowMask(bits) & ~a.all()), a.one, bits};
  }
  case O::Trunc: {
    Known a = arg(0);
    return {a.zero & ir::lowMask(bits), a.one & ir::lowMask(bits), bits};
  }
  case O::Select: return common(arg(1), arg(2));
  default: break;
  }
  if (isCall(inst, I::UMin)) return umin(arg(0), arg(1));
  if (isCall(inst, I::UMax)) return umax(arg(0), arg(1));
  if (isCall(inst, I::SMin) && bits >= 2) return flipSign(umin(flipSign(arg(0)), flipSign(arg(1))));
  if (isCall(inst, I::SMax) && bits >= 2) return flipSign(umax(flipSign(arg(0)), flipSign(arg(1))));
  if (isCall(inst, I::Cttz) || isCall(inst, I::Ctlz)) return countKnown(arg(0), isCall(inst, I::Cttz));
  if (isCall(inst, I::Ctpop)) {
    Known a = arg(0);
    return a.complete() ? exactly(uint64_t(std::popcount(a.one)), bits) : atMost(uint64_t(std::popcount(a.max())), bits);
  }
  return unknown(bits);
}

Known knownOf(const ir::Value* v, unsigned depth) {
  unsigned bits = v->type().bits();
  if (v->type().isVector() || bits == 0 || bits > 64) return unknown(std::min(bits, 64u));
  if (auto c = constantValue(v)) return exactly(uint64_t(*c), bits);
  if (v->valueKind() != ir::Value::Kind::Instruction || depth > 6) return unknown(bits);
  return instructionKnown(static_cast<const ir::Instruction&>(*v), depth);
}

KnownBitsFold operand(unsigned k) { return {KnownBitsFold::Kind::Operand, k, 0}; }
KnownBitsFold constant(uint64_t v) { return {KnownBitsFold::Kind::Constant, 0, v}; }

KnownBitsFold compare(ir::ICmpPred p, Known a, Known b) {
  using P = ir::ICmpPred;
  bool below = a.max() < b.min(), above = a.min() > b.max(), notAbove = a.max() <= b.min(), notBelow = a.min() >= b.max();
  bool differ = (a.one & b.zero) || (a.zero & b.one);
  switch (p) {
  case P::ULT: return below ? constant(1) : notBelow ? constant(0) : KnownBitsFold{};
  case P::ULE: return notAbove ? constant(1) : above ? constant(0) : KnownBitsFold{};
  case P::UGT: return above ? constant(1) : notAbove ? constant(0) : KnownBitsFold{};
  case P::UGE: return notBelow ? constant(1) : below ? constant(0) : KnownBitsFold{};
  case P::EQ: return differ ? constant(0) : KnownBitsFold{};
  case P::NE: return differ ? constant(1) : KnownBitsFold{};
  default: return {};
  }
}

} // namespace

KnownBitsFold foldByKnownBits(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n) {
  if (n == 0 || inst.type().isVector() || !inst.type().isInt() || inst.type().bits() > 64 || ops[0]->type().isVector() || ops[0]->type().bits() > 64)
    return {};
  bool byPowerOfTwo = n == 2 && knownOf(ops[1], 0).complete() && std::has_single_bit(knownOf(ops[1], 0).one);
  bool unsignedDivision = inst.opcode() == O::UDiv || inst.opcode() == O::URem;
  bool division = (unsignedDivision && !byPowerOfTwo) || inst.opcode() == O::SDiv || inst.opcode() == O::SRem;
  Known self = instructionKnown(inst, 0);
  if (self.complete() && !division) return constant(self.one);
  if (n != 2) return {};
  Known a = knownOf(ops[0], 0), b = knownOf(ops[1], 0);
  switch (inst.opcode()) {
  case O::URem: return b.complete() && std::has_single_bit(b.one) && a.max() < b.one ? operand(0) : KnownBitsFold{};
  case O::ICmp: return compare(inst.predicate, a, b);
  case O::Or:
    if (b.complete() && (a.max() & ~b.one) == 0) return operand(1);
    if (a.complete() && (b.max() & ~a.one) == 0) return operand(0);
    return {};
  case O::And:
    if (b.complete() && (a.max() & ~b.one) == 0) return operand(0);
    if (a.complete() && (b.max() & ~a.one) == 0) return operand(1);
    return {};
  default: break;
  }
  if (isCall(inst, I::UMin) || isCall(inst, I::UMax)) {
    bool minimum = isCall(inst, I::UMin);
    if (a.max() <= b.min()) return operand(minimum ? 0 : 1);
    if (b.max() <= a.min()) return operand(minimum ? 1 : 0);
  }
  if ((isCall(inst, I::SMin) || isCall(inst, I::SMax)) && a.bits >= 2) {
    bool minimum = isCall(inst, I::SMin);
    Known fa = flipSign(a), fb = flipSign(b);
    if (fa.max() <= fb.min()) return operand(minimum ? 0 : 1);
    if (fb.max() <= fa.min()) return operand(minimum ? 1 : 0);
  }
  return {};
}

} // namespace theseus::cost
