#include "rules/ConstExpr.h"

#include <string>

namespace theseus::rules {

using ir::Opcode;

ir::Instruction* Emitter::append(std::unique_ptr<ir::Instruction> inst) { return block_.append(std::move(inst)); }

ir::Value* Emitter::binary(Opcode op, ir::Value* a, ir::Value* b, uint8_t flags) {
  auto inst = std::make_unique<ir::Instruction>(op, a->type());
  inst->flags = flags;
  inst->addOperand(a);
  inst->addOperand(b);
  return append(std::move(inst));
}

ir::Value* Emitter::icmp(ir::ICmpPred pred, ir::Value* a, ir::Value* b) {
  auto inst = std::make_unique<ir::Instruction>(Opcode::ICmp, a->type().withBits(1));
  inst->predicate = pred;
  inst->addOperand(a);
  inst->addOperand(b);
  return append(std::move(inst));
}

ir::Value* Emitter::call(ir::Intrinsic id, const ir::Type& type, std::vector<ir::Value*> operands) {
  auto inst = std::make_unique<ir::Instruction>(Opcode::Call, type);
  inst->intrinsic = id;
  for (ir::Value* v : operands) inst->addOperand(v);
  return append(std::move(inst));
}

ir::Value* Emitter::constant(const ir::Type& type, const ir::Bits& value) {
  std::vector<ir::ConstLane> lanes;
  for (unsigned w : type.flatLaneWidths()) lanes.push_back(ir::ConstLane::value(ir::Bits::fromWords(w, value.words())));
  return f_.constant(type, std::move(lanes));
}

ir::Value* Emitter::splat(ir::Value* scalar, const ir::Type& vectorType) {
  if (!vectorType.isVector()) return scalar;
  auto insert = std::make_unique<ir::Instruction>(Opcode::InsertElement, vectorType);
  insert->addOperand(f_.poison(vectorType));
  insert->addOperand(scalar);
  insert->addOperand(f_.constantInt(ir::Type::intTy(32), 0));
  ir::Value* first = append(std::move(insert));
  auto shuffle = std::make_unique<ir::Instruction>(Opcode::ShuffleVector, vectorType);
  shuffle->addOperand(first);
  shuffle->addOperand(f_.poison(vectorType));
  shuffle->mask.assign(vectorType.lanes(), 0);
  return append(std::move(shuffle));
}

namespace {

using Op = ConstExpr::Op;

// The IR opcode of a binary expression operation.
ir::Opcode binaryOpcode(Op op) {
  switch (op) {
  case Op::Add: return Opcode::Add;
  case Op::Sub: return Opcode::Sub;
  case Op::Mul: return Opcode::Mul;
  case Op::And: return Opcode::And;
  case Op::Or: return Opcode::Or;
  case Op::Xor: return Opcode::Xor;
  case Op::Shl: return Opcode::Shl;
  case Op::LShr: return Opcode::LShr;
  default: return Opcode::AShr;
  }
}

// The width W as an iN of `bits`, or poison when it does not fit unsigned.
ir::Value* widthValue(Emitter& em, unsigned bits, unsigned w) {
  ir::Type t = ir::Type::intTy(bits);
  if (bits < 64 && w >= (uint64_t(1) << bits)) return em.function().poison(t);
  return em.constant(t, ir::Bits(bits, w));
}

// floor(log2(a)) as (bits - 1) - ctlz(a, poison at 0).
ir::Value* log2Value(Emitter& em, ir::Value* a, unsigned bits) {
  ir::Type t = ir::Type::intTy(bits);
  ir::Value* lz = em.call(ir::Intrinsic::Ctlz, t, {a, em.function().constantInt(ir::Type::intTy(1), 1)});
  return em.binary(Opcode::Sub, em.constant(t, ir::Bits(bits, bits - 1)), lz);
}

// `a` zero- or sign-extended or truncated to `bits`.
ir::Value* resized(Emitter& em, ir::Value* a, unsigned bits, bool sign) {
  unsigned from = a->type().bits();
  if (from == bits) return a;
  ir::Opcode op = from > bits ? Opcode::Trunc : sign ? Opcode::SExt : Opcode::ZExt;
  auto inst = std::make_unique<ir::Instruction>(op, ir::Type::intTy(bits));
  inst->addOperand(a);
  return em.append(std::move(inst));
}

} // namespace

std::optional<int64_t> smallIntegerOf(const ir::Bits& b) {
  if (!b.fitsIn64()) return std::nullopt;
  int64_t v = std::stoll(b.toSignedDecimal());
  if (v < -4096 || v > 4096) return std::nullopt;
  return v;
}

unsigned symbolWidth(const ConstExpr& e, unsigned w, const std::vector<Symbol>& symbolTypes) {
  if (e.op == Op::Symbol) return e.symbol < symbolTypes.size() ? symbolTypes[e.symbol].type.width.at(w) : 0;
  if (e.op == Op::ZExtOrTrunc || e.op == Op::SExtOrTrunc) return 0;
  for (auto& a : e.args)
    if (unsigned b = symbolWidth(a, w, symbolTypes)) return b;
  return 0;
}

ir::Value* buildConstExpr(Emitter& em, const ConstExpr& e, unsigned bits, unsigned w, const std::vector<ir::Value*>& symbols,
                          const std::vector<Symbol>& symbolTypes) {
  ir::Type t = ir::Type::intTy(bits);
  auto arg = [&](unsigned i) { return buildConstExpr(em, e.args[i], bits, w, symbols, symbolTypes); };
  switch (e.op) {
  case Op::Symbol:
    if (e.symbol >= symbols.size() || symbolTypes[e.symbol].type.width.at(w) != bits) return nullptr;
    return symbols[e.symbol];
  case Op::Literal:
    return e.literal.width() == bits ? em.constant(t, e.literal) : nullptr;
  case Op::Small: return em.constant(t, ir::Bits::fromSigned(bits, e.small));
  case Op::Width: return widthValue(em, bits, w);
  case Op::Neg: {
    ir::Value* a = arg(0);
    return a ? em.binary(Opcode::Sub, em.constant(t, ir::Bits(bits, 0)), a) : nullptr;
  }
  case Op::Not: {
    ir::Value* a = arg(0);
    return a ? em.binary(Opcode::Xor, a, em.constant(t, ir::Bits::fromSigned(bits, -1))) : nullptr;
  }
  case Op::Log2: {
    ir::Value* a = arg(0);
    return a ? log2Value(em, a, bits) : nullptr;
  }
  case Op::ZExtOrTrunc: case Op::SExtOrTrunc: {
    unsigned from = symbolWidth(e.args[0], w, symbolTypes);
    ir::Value* a = from ? buildConstExpr(em, e.args[0], from, w, symbols, symbolTypes) : nullptr;
    return a ? resized(em, a, bits, e.op == Op::SExtOrTrunc) : nullptr;
  }
  default: {
    ir::Value* a = arg(0);
    ir::Value* b = a ? arg(1) : nullptr;
    return b ? em.binary(binaryOpcode(e.op), a, b) : nullptr;
  }
  }
}

namespace {

ConstExpr un(Op op, ConstExpr a) { return ConstExpr::unary(op, std::move(a)); }
ConstExpr bin(Op op, ConstExpr a, ConstExpr b) { return ConstExpr::binary(op, std::move(a), std::move(b)); }
ConstExpr small(int64_t v) { return ConstExpr::smallInt(v); }

// The expressions of one symbol C: unary forms and C against small integers and W.
void addSymbolForms(std::vector<ConstExpr>& out, const ConstExpr& c) {
  for (Op op : {Op::Neg, Op::Not, Op::Log2}) out.push_back(un(op, c));
  out.push_back(bin(Op::Add, c, small(1)));
  out.push_back(bin(Op::Sub, c, small(1)));
  out.push_back(bin(Op::Sub, ConstExpr::width(), c));
  out.push_back(bin(Op::Shl, small(1), c));
  out.push_back(bin(Op::LShr, small(-1), c));
  out.push_back(bin(Op::Shl, small(-1), c));
  out.push_back(bin(Op::Shl, c, small(1)));
  out.push_back(bin(Op::LShr, c, small(1)));
  out.push_back(bin(Op::AShr, c, small(1)));
  out.push_back(bin(Op::Sub, bin(Op::Shl, small(1), c), small(1)));
  out.push_back(bin(Op::LShr, small(-1), bin(Op::Sub, ConstExpr::width(), c)));
  out.push_back(bin(Op::Sub, bin(Op::Sub, ConstExpr::width(), small(1)), c));
  out.push_back(un(Op::Not, bin(Op::LShr, small(-1), c)));
  out.push_back(bin(Op::Mul, c, small(2)));
  out.push_back(un(Op::Neg, bin(Op::Shl, small(1), c)));
}

} // namespace

std::vector<ConstExpr> constExprGrammar(const std::vector<Symbol>& symbols, Width width) {
  std::vector<ConstExpr> syms, others;
  for (unsigned i = 0; i < symbols.size(); ++i)
    (symbols[i].type.width == width ? syms : others).push_back(ConstExpr::sym(i));
  std::vector<ConstExpr> out;
  for (auto& s : syms) out.push_back(s);
  for (auto& s : others) {
    out.push_back(un(Op::ZExtOrTrunc, s));
    out.push_back(un(Op::SExtOrTrunc, s));
  }
  for (int64_t v : {0, 1, -1, 2}) out.push_back(small(v));
  out.push_back(ConstExpr::width());
  out.push_back(bin(Op::Sub, ConstExpr::width(), small(1)));
  out.push_back(bin(Op::Shl, small(1), bin(Op::Sub, ConstExpr::width(), small(1))));
  out.push_back(bin(Op::LShr, small(-1), small(1)));
  for (auto& s : syms) addSymbolForms(out, s);
  for (size_t i = 0; i < syms.size(); ++i)
    for (size_t j = 0; j < syms.size(); ++j) {
      if (i == j) continue;
      for (Op op : {Op::Sub, Op::Shl, Op::LShr, Op::AShr}) out.push_back(bin(op, syms[i], syms[j]));
      if (i < j)
        for (Op op : {Op::Add, Op::Mul, Op::And, Op::Or, Op::Xor}) out.push_back(bin(op, syms[i], syms[j]));
    }
  for (size_t i = 0; i < syms.size(); ++i)
    for (size_t j = i + 1; j < syms.size(); ++j) {
      out.push_back(bin(Op::Sub, ConstExpr::width(), bin(Op::Add, syms[i], syms[j])));
      out.push_back(un(Op::Not, bin(Op::Or, syms[i], syms[j])));
      out.push_back(bin(Op::And, syms[i], un(Op::Not, syms[j])));
      out.push_back(bin(Op::And, syms[j], un(Op::Not, syms[i])));
    }
  return out;
}

} // namespace theseus::rules
