#include "rules/Predicate.h"

namespace theseus::rules {

using ir::ICmpPred;
using ir::Opcode;
using Kind = Predicate::Kind;

namespace {

ir::Value* zeroOf(Emitter& em, ir::Value* v) { return em.constant(v->type(), ir::Bits(v->type().bits(), 0)); }

// a != 0 && (a & (a + 1)) == 0: ones in the low bits only.
ir::Value* isMask(Emitter& em, ir::Value* a) {
  ir::Value* plusOne = em.binary(Opcode::Add, a, em.constant(a->type(), ir::Bits(a->type().bits(), 1)));
  ir::Value* lowOnly = em.icmp(ICmpPred::EQ, em.binary(Opcode::And, a, plusOne), zeroOf(em, a));
  return em.binary(Opcode::And, em.icmp(ICmpPred::NE, a, zeroOf(em, a)), lowOnly);
}

// isMask(a | (a - 1)) with a != 0: one run of ones.
ir::Value* isShiftedMask(Emitter& em, ir::Value* a) {
  ir::Value* minusOne = em.binary(Opcode::Sub, a, em.constant(a->type(), ir::Bits(a->type().bits(), 1)));
  return isMask(em, em.binary(Opcode::Or, a, minusOne));
}

// The i1 of atom `kind` over `a` (and `b` for the binary kinds).
ir::Value* atom(Emitter& em, Kind kind, ir::Value* a, ir::Value* b) {
  switch (kind) {
  case Kind::PowerOf2: {
    ir::Value* pop = em.call(ir::Intrinsic::Ctpop, a->type(), {a});
    return em.icmp(ICmpPred::EQ, pop, em.constant(a->type(), ir::Bits(a->type().bits(), 1)));
  }
  case Kind::NonZero: return em.icmp(ICmpPred::NE, a, zeroOf(em, a));
  case Kind::IsMask: return isMask(em, a);
  case Kind::ShiftedMask: return isShiftedMask(em, a);
  case Kind::Negative: return em.icmp(ICmpPred::SLT, a, zeroOf(em, a));
  case Kind::NonNegative: return em.icmp(ICmpPred::SGE, a, zeroOf(em, a));
  case Kind::ULT: return em.icmp(ICmpPred::ULT, a, b);
  case Kind::ULE: return em.icmp(ICmpPred::ULE, a, b);
  case Kind::SLT: return em.icmp(ICmpPred::SLT, a, b);
  case Kind::Equal: return em.icmp(ICmpPred::EQ, a, b);
  case Kind::NotEqual: return em.icmp(ICmpPred::NE, a, b);
  case Kind::DisjointBits: return em.icmp(ICmpPred::EQ, em.binary(Opcode::And, a, b), zeroOf(em, a));
  }
  return nullptr;
}

bool binaryKind(Kind k) { return k >= Kind::ULT; }

} // namespace

unsigned predicateWidth(const Predicate& p, unsigned w, const std::vector<Symbol>& symbolTypes) {
  for (auto& a : p.args)
    if (unsigned b = symbolWidth(a, w, symbolTypes)) return b;
  return 0;
}

ir::Value* buildPredicate(Emitter& em, const Predicate& p, unsigned w, const std::vector<ir::Value*>& symbols,
                          const std::vector<Symbol>& symbolTypes) {
  unsigned bits = predicateWidth(p, w, symbolTypes);
  if (bits == 0 || p.args.size() != (binaryKind(p.kind) ? 2u : 1u)) return nullptr;
  ir::Value* a = buildConstExpr(em, p.args[0], bits, w, symbols, symbolTypes);
  ir::Value* b = p.args.size() > 1 ? buildConstExpr(em, p.args[1], bits, w, symbols, symbolTypes) : nullptr;
  if (!a || (p.args.size() > 1 && !b)) return nullptr;
  return atom(em, p.kind, a, b);
}

ir::Value* buildConjunction(Emitter& em, const std::vector<Predicate>& ps, unsigned w, const std::vector<ir::Value*>& symbols,
                            const std::vector<Symbol>& symbolTypes) {
  ir::Value* all = em.function().constantInt(ir::Type::intTy(1), 1);
  for (auto& p : ps) {
    ir::Value* v = buildPredicate(em, p, w, symbols, symbolTypes);
    if (!v) return nullptr;
    all = em.binary(Opcode::And, all, v);
  }
  return all;
}

std::vector<Predicate> predicateGrammar(const std::vector<Symbol>& symbols) {
  std::vector<Predicate> out;
  auto C = [](unsigned i) { return ConstExpr::sym(i); };
  ConstExpr W = ConstExpr::width();
  for (unsigned i = 0; i < symbols.size(); ++i) {
    for (Kind k : {Kind::NonZero, Kind::NonNegative, Kind::ShiftedMask, Kind::PowerOf2, Kind::IsMask, Kind::Negative})
      out.push_back({k, {C(i)}});
    out.push_back({Kind::ULE, {C(i), W}});
    out.push_back({Kind::ULT, {C(i), W}});
    out.push_back({Kind::ULT, {C(i), ConstExpr::binary(ConstExpr::Op::Sub, W, ConstExpr::smallInt(1))}});
    out.push_back({Kind::ULT, {ConstExpr::smallInt(1), C(i)}});
    out.push_back({Kind::Equal, {C(i), ConstExpr::smallInt(0)}});
    out.push_back({Kind::DisjointBits, {C(i), ConstExpr::smallInt(1)}});
  }
  for (unsigned i = 0; i < symbols.size(); ++i)
    for (unsigned j = 0; j < symbols.size(); ++j) {
      if (i == j || !(symbols[i].type.width == symbols[j].type.width)) continue;
      out.push_back({Kind::ULE, {C(i), C(j)}});
      out.push_back({Kind::ULT, {C(i), C(j)}});
      out.push_back({Kind::SLT, {C(i), C(j)}});
      if (i > j) continue;
      out.push_back({Kind::NotEqual, {C(i), C(j)}});
      out.push_back({Kind::Equal, {C(i), C(j)}});
      out.push_back({Kind::DisjointBits, {C(i), C(j)}});
      auto sum = ConstExpr::binary(ConstExpr::Op::Add, C(i), C(j));
      out.push_back({Kind::ULE, {sum, W}});
      out.push_back({Kind::Equal, {sum, W}});
    }
  return out;
}

} // namespace theseus::rules
