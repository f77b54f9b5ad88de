// The floating-point part of the pool (synth/minotaur/Pool.h): arithmetic, sign operations,
// min/max, rounding to integral, compares, selects and conversions over the cut's floating-point types. Integer
// templates never take a floating-point operand; a floating-point value reaches integer
// operations only through a bitcast (explicit for scalars, the untyped view's for vectors) or a
// conversion.
#include "synth/minotaur/Pool.h"

#include <array>

namespace theseus::synth {

namespace {

using ir::Intrinsic;
using ir::Opcode;
using ir::Type;

// The predicates of the fcmp templates: with the swapped operand order they give all 14 that are
// not constant (olt is ogt swapped, ...).
constexpr std::array<ir::FCmpPred, 10> kFCmpPredicates = {ir::FCmpPred::OEQ, ir::FCmpPred::OGT, ir::FCmpPred::OGE, ir::FCmpPred::ONE,
                                                          ir::FCmpPred::ORD, ir::FCmpPred::UEQ, ir::FCmpPred::UGT, ir::FCmpPred::UGE,
                                                          ir::FCmpPred::UNE, ir::FCmpPred::UNO};

// Whether fcmp `p` gives the same result with its operands swapped.
bool symmetric(ir::FCmpPred p) {
  using P = ir::FCmpPred;
  return p == P::OEQ || p == P::ONE || p == P::ORD || p == P::UEQ || p == P::UNE || p == P::UNO;
}

// Whether a bitcast between the scalars `a` and `b` (one floating-point, one integer, same width)
// is a pool template: scalars are outside the untyped view, which reinterprets vectors only.
bool scalarBitcast(const Type& a, const Type& b) {
  return a.isVector() == false && b.isVector() == false && a.bits() == b.bits() && a.isFloatOrVector() != b.isFloatOrVector();
}

} // namespace

void Pool::addFloatTypes(const Type& t) {
  addType(t);
  addType(t.withBits(1));
  addType(t.withBits(t.bits()));
}

void Pool::addFloatTemplates(const Type& t) {
  for (Opcode op : {Opcode::FAdd, Opcode::FSub, Opcode::FMul, Opcode::FDiv})
    add({.op = op, .result = t, .operands = {t, t}, .commutative = op == Opcode::FAdd || op == Opcode::FMul});
  add({.op = Opcode::FNeg, .result = t, .operands = {t}});
  add({.op = Opcode::Call, .intrinsic = Intrinsic::FAbs, .result = t, .operands = {t}});
  add({.op = Opcode::Call, .intrinsic = Intrinsic::CopySign, .result = t, .operands = {t, t}});
  for (Intrinsic id : {Intrinsic::MinNum, Intrinsic::MaxNum, Intrinsic::Minimum, Intrinsic::Maximum})
    add({.op = Opcode::Call, .intrinsic = id, .result = t, .operands = {t, t}, .commutative = true});
  for (Intrinsic id : {Intrinsic::Floor, Intrinsic::Ceil, Intrinsic::FTrunc, Intrinsic::Rint, Intrinsic::NearbyInt, Intrinsic::RoundEven, Intrinsic::Round})
    add({.op = Opcode::Call, .intrinsic = id, .result = t, .operands = {t}});
  add({.op = Opcode::Select, .result = t, .operands = {t.withBits(1), t, t}});
  for (const Type& s : std::vector<Type>(types_)) {
    if (s == t || !sameShape(s, t)) continue;
    if (s.isFloatOrVector() && s.bits() < t.bits()) add({.op = Opcode::FPExt, .result = t, .operands = {s}});
    if (s.isFloatOrVector() && s.bits() > t.bits()) add({.op = Opcode::FPTrunc, .result = t, .operands = {s}});
    if (!s.isFloatOrVector()) {
      add({.op = Opcode::SIToFP, .result = t, .operands = {s}});
      add({.op = Opcode::UIToFP, .result = t, .operands = {s}});
    }
  }
  for (const Type& s : std::vector<Type>(types_))
    if (scalarBitcast(s, t) || (!options_.untyped && s != t && s.totalBits() == t.totalBits() && (s.isVector() || t.isVector()) && s.bits() > 1))
      add({.op = Opcode::BitCast, .result = t, .operands = {s}});
}

void Pool::addFloatToIntTemplates(const Type& t) {
  for (const Type& s : std::vector<Type>(types_)) {
    if (!s.isFloatOrVector()) continue;
    if (t.bits() == 1 && sameShape(s, t))
      for (ir::FCmpPred p : kFCmpPredicates)
        add({.op = Opcode::FCmp, .fcmpPredicate = p, .result = t, .operands = {s, s}, .commutative = symmetric(p)});
    if (t.bits() > 1 && sameShape(s, t)) {
      add({.op = Opcode::FPToSI, .result = t, .operands = {s}});
      add({.op = Opcode::FPToUI, .result = t, .operands = {s}});
    }
    if (scalarBitcast(s, t)) add({.op = Opcode::BitCast, .result = t, .operands = {s}});
  }
}

} // namespace theseus::synth
