#pragma once
// The meaning of a rule's constant expressions (rules/Rule.h): each one built as Theseus IR
// instructions, which the evaluator runs (sampled instances) and the verifier proves (symbolic
// instances); and the grammar of expressions a target constant is searched in.
#include "rules/Rule.h"

#include <optional>
#include <vector>

namespace theseus::rules {

// Appends instructions to one block of a function under construction.
class Emitter {
public:
  // Borrows `f` and `block` (a block of `f`) for the emitter's lifetime.
  Emitter(ir::Function& f, ir::Block& block) : f_(f), block_(block) {}
  ir::Function& function() { return f_; }
  // `a op b` of a and b's type.
  ir::Value* binary(ir::Opcode op, ir::Value* a, ir::Value* b, uint8_t flags = ir::FlagNone);
  // `icmp pred a, b` (i1, or a vector of i1).
  ir::Value* icmp(ir::ICmpPred pred, ir::Value* a, ir::Value* b);
  // A call of the llvm.* intrinsic `id` returning `type`.
  ir::Value* call(ir::Intrinsic id, const ir::Type& type, std::vector<ir::Value*> operands);
  // The integer constant of `type` (splat on a vector) holding the low bits of `value`.
  ir::Value* constant(const ir::Type& type, const ir::Bits& value);
  // `scalar` repeated over `lanes` lanes (insertelement + shufflevector); `scalar` itself for 1
  // lane of a scalar type.
  ir::Value* splat(ir::Value* scalar, const ir::Type& vectorType);
  // Appends `inst` (the block takes ownership) and returns it.
  ir::Instruction* append(std::unique_ptr<ir::Instruction> inst);

private:
  ir::Function& f_;
  ir::Block& block_;
};

// `e` built by `em` as an iN of `bits` at W = `w`, the i-th symbol read from `symbols[i]` (a scalar
// of that symbol's width at `w`). Returns null when `e` is ill-typed there (a literal or symbol of
// another width). W that does not fit in `bits` unsigned is poison.
ir::Value* buildConstExpr(Emitter& em, const ConstExpr& e, unsigned bits, unsigned w, const std::vector<ir::Value*>& symbols,
                          const std::vector<Symbol>& symbolTypes);

// `b` read as a signed integer when it is small enough (|v| <= 4096) to be written as
// ConstExpr::Op::Small, the same integer at every width; nullopt otherwise.
std::optional<int64_t> smallIntegerOf(const ir::Bits& b);

// The width at W = `w` of the first symbol `e` mentions (the width `e` is computed at); 0 when it
// mentions none.
unsigned symbolWidth(const ConstExpr& e, unsigned w, const std::vector<Symbol>& symbolTypes);

// The grammar of target constants over the symbols of width class `width`, simplest first:
// small integers and W; C; -C, ~C, log2(C), C + 1, C - 1, W - C, 1 << C, -1 >>u C, -1 << C,
// (1 << C) - 1; C1 op C2 for add, sub, mul, and, or, xor, shl, lshr; W - 1 and the sign mask;
// a symbol of another width zero- or sign-extended or truncated.
std::vector<ConstExpr> constExprGrammar(const std::vector<Symbol>& symbols, Width width);

} // namespace theseus::rules
