#include "cost/IselRange.h"

#include "cost/IselTree.h"

#include <algorithm>

namespace theseus::cost {

namespace {

using O = ir::Opcode;
using I = ir::Intrinsic;

struct Range {
  uint64_t lo, hi;
};

uint64_t maxOf(unsigned bits) { return bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1; }

// The smallest all-ones value at least `v` (every bit a value up to `v` can have).
uint64_t bitsUpTo(uint64_t v) {
  uint64_t m = v;
  for (unsigned s = 1; s < 64; s *= 2) m |= m >> s;
  return m;
}

bool isCall(const ir::Instruction& inst, I i) { return inst.opcode() == O::Call && inst.intrinsic == i; }

Range rangeOf(const ir::Value* v, unsigned depth);

Range instructionRange(const ir::Instruction& inst, unsigned depth) {
  unsigned bits = inst.type().bits();
  Range full{0, maxOf(bits)};
  auto arg = [&](unsigned k) { return rangeOf(inst.operand(k), depth + 1); };
  auto constant = [&](unsigned k) { return constantValue(inst.operand(k)); };
  switch (inst.opcode()) {
  case O::And: return {0, std::min(arg(0).hi, arg(1).hi)};
  case O::Or: {
    Range a = arg(0), b = arg(1);
    return {std::max(a.lo, b.lo), bitsUpTo(a.hi | b.hi)};
  }
  case O::LShr:
    if (auto c = constant(1); c && *c >= 0 && uint64_t(*c) < bits) return {arg(0).lo >> *c, arg(0).hi >> *c};
    return {0, arg(0).hi};
  case O::Trunc: {
    Range a = arg(0);
    return a.hi <= maxOf(bits) ? a : full;
  }
  case O::Mul:
    if (auto c = constant(1); c && *c >= 0 && (*c == 0 || arg(0).hi <= maxOf(bits) / uint64_t(*c))) return {arg(0).lo * uint64_t(*c), arg(0).hi * uint64_t(*c)};
    return full;
  case O::Shl:
    if (auto c = constant(1); c && *c >= 0 && uint64_t(*c) < bits && arg(0).hi <= (maxOf(bits) >> *c)) return {arg(0).lo << *c, arg(0).hi << *c};
    return full;
  case O::Add: {
    Range a = arg(0), b = arg(1);
    return a.hi <= maxOf(bits) - b.hi ? Range{a.lo + b.lo, a.hi + b.hi} : full;
  }
  case O::UDiv:
    if (auto c = constant(1); c && *c > 0) return {arg(0).lo / uint64_t(*c), arg(0).hi / uint64_t(*c)};
    return full;
  case O::URem:
    if (auto c = constant(1); c && *c > 0) return {0, std::min(arg(0).hi, uint64_t(*c) - 1)};
    return full;
  case O::ZExt: return rangeOf(inst.operand(0), depth + 1);
  case O::ICmp: return {0, 1};
  case O::Select: return {std::min(arg(1).lo, arg(2).lo), std::max(arg(1).hi, arg(2).hi)};
  default: break;
  }
  if (isCall(inst, I::UMin)) return {std::min(arg(0).lo, arg(1).lo), std::min(arg(0).hi, arg(1).hi)};
  if (isCall(inst, I::UMax)) return {std::max(arg(0).lo, arg(1).lo), std::max(arg(0).hi, arg(1).hi)};
  if (isCall(inst, I::Ctpop) || isCall(inst, I::Ctlz) || isCall(inst, I::Cttz)) return {0, bits};
  if (isCall(inst, I::SMax) && bits >= 2)
    for (unsigned k = 0; k < 2; ++k)
      if (auto c = constant(k); c && *c >= 0) return {uint64_t(*c), maxOf(bits - 1)};
  return full;
}

Range rangeOf(const ir::Value* v, unsigned depth) {
  unsigned bits = v->type().bits();
  Range full{0, maxOf(bits)};
  if (v->type().isVector() || bits == 0 || bits > 64) return full;
  if (auto c = constantValue(v)) return {uint64_t(*c) & maxOf(bits), uint64_t(*c) & maxOf(bits)};
  if (v->valueKind() != ir::Value::Kind::Instruction || depth > 6) return full;
  return instructionRange(static_cast<const ir::Instruction&>(*v), depth);
}

RangeFold operand(unsigned k) { return {RangeFold::Kind::Operand, k, 0}; }
RangeFold constant(uint64_t v) { return {RangeFold::Kind::Constant, 0, v}; }

RangeFold compare(ir::ICmpPred p, Range a, Range b) {
  using P = ir::ICmpPred;
  bool below = a.hi < b.lo, above = a.lo > b.hi, notAbove = a.hi <= b.lo, notBelow = a.lo >= b.hi;
  switch (p) {
  case P::ULT: return below ? constant(1) : notBelow ? constant(0) : RangeFold{};
  case P::ULE: return notAbove ? constant(1) : above ? constant(0) : RangeFold{};
  case P::UGT: return above ? constant(1) : notAbove ? constant(0) : RangeFold{};
  case P::UGE: return notBelow ? constant(1) : below ? constant(0) : RangeFold{};
  case P::EQ: return below || above ? constant(0) : RangeFold{};
  case P::NE: return below || above ? constant(1) : RangeFold{};
  default: return {};
  }
}

} // namespace

RangeFold foldByRange(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n) {
  if (n == 0 || inst.type().isVector() || !inst.type().isInt() || ops[0]->type().isVector() || ops[0]->type().bits() > 64) return {};
  if (inst.type().bits() <= 64 && inst.opcode() != O::Call) {
    Range self = instructionRange(inst, 0);
    if (self.lo == self.hi) return constant(self.lo);
  }
  if (n != 2) return {};
  unsigned bits = ops[0]->type().bits();
  Range a = rangeOf(ops[0], 0), b = rangeOf(ops[1], 0);
  auto ka = constantValue(ops[0]), kb = constantValue(ops[1]);
  switch (inst.opcode()) {
  case O::Shl:
  case O::LShr:
  case O::AShr: return b.lo >= bits ? RangeFold{RangeFold::Kind::Poison, 0, 0} : RangeFold{};
  case O::UDiv: return a.hi < b.lo ? constant(0) : RangeFold{};
  case O::URem: return a.hi < b.lo ? operand(0) : RangeFold{};
  case O::ICmp: return compare(inst.predicate, a, b);
  case O::Or:
    if (kb && (bitsUpTo(a.hi) & ~uint64_t(*kb) & maxOf(bits)) == 0) return operand(1);
    if (ka && (bitsUpTo(b.hi) & ~uint64_t(*ka) & maxOf(bits)) == 0) return operand(0);
    return {};
  case O::And:
    if (kb && (bitsUpTo(a.hi) & ~uint64_t(*kb) & maxOf(bits)) == 0) return operand(0);
    if (ka && (bitsUpTo(b.hi) & ~uint64_t(*ka) & maxOf(bits)) == 0) return operand(1);
    return {};
  default: break;
  }
  bool minimum = isCall(inst, I::UMin), maximum = isCall(inst, I::UMax);
  if (!minimum && !maximum) return {};
  if (a.hi <= b.lo) return operand(minimum ? 0 : 1);
  if (b.hi <= a.lo) return operand(minimum ? 1 : 0);
  return {};
}

} // namespace theseus::cost
