#pragma once
// A generalized rewrite rule (seed 002, Definition 13.3.7): a source pattern and a target
// pattern over the rule's inputs, its symbolic constants C1..Ck and its width variable W, with a
// precondition on the constants and the set of widths at which the rule was proved.
//
// A rule is small typed data (as Cranelift's ISLE rules are): every writer (Alive DSL, C++
// against LLVM 19, lit tests, JSON) and every checker (instantiation into the Theseus IR for the
// verifier and the evaluator) reads the same structure. The meaning of each constant expression
// and predicate is its Theseus IR form (rules/ConstExpr.h, rules/Predicate.h); the evaluator and
// the verifier read that form, so they cannot disagree with each other.
#include "ir/Function.h"

#include <optional>
#include <string>
#include <vector>

namespace theseus::rules {

// The element width of a value of a rule: the rule's width variable W, or a fixed width.
struct Width {
  bool variable = false;
  unsigned bits = 0; // when !variable
  static Width var() { return {true, 0}; }
  static Width fixed(unsigned bits) { return {false, bits}; }
  // The width at W = `w`.
  unsigned at(unsigned w) const { return variable ? w : bits; }
  bool operator==(const Width&) const = default;
};

// The type of a value of a rule: an integer of `width`, or a vector of `lanes` of them.
struct ValueType {
  Width width;
  unsigned lanes = 1;
  bool vector = false;
  // The Theseus IR type at W = `w`.
  ir::Type at(unsigned w) const;
  bool operator==(const ValueType&) const = default;
};

// A compile-time constant expression over the rule's symbols and W, evaluated at the width of
// its type (every operand of an expression has the expression's width). Its meaning is the
// Theseus IR that rules/ConstExpr.h builds for it; a poison result (a shift by W or more, log2 of
// 0) means "no such constant": the rule does not apply there.
struct ConstExpr {
  enum class Op : unsigned char {
    Symbol,  // C<symbol+1>
    Literal, // `literal`: a concrete constant of fixed width (the rule holds only at that width)
    Small,   // `small`, a width-independent integer (-1, 0, 1, 2, ...) sign-extended to the width
    Width,   // W itself, as a value of the expression's width
    Neg, Not, Log2, // -a, ~a, floor(log2(a)) (poison for 0)
    Add, Sub, Mul, And, Or, Xor, Shl, LShr, AShr, // a op b (shifts poison at or above the width)
    // a, computed at the width of the first symbol it mentions, then zero- or sign-extended or
    // truncated to the expression's width (a symbol of another width: `zext i32 x` vs i64 constants)
    ZExtOrTrunc, SExtOrTrunc,
  };
  Op op = Op::Small;
  unsigned symbol = 0;
  int64_t small = 0;
  ir::Bits literal;
  std::vector<ConstExpr> args;

  static ConstExpr sym(unsigned index) { ConstExpr e; e.op = Op::Symbol; e.symbol = index; return e; }
  static ConstExpr smallInt(int64_t v) { ConstExpr e; e.op = Op::Small; e.small = v; return e; }
  static ConstExpr width() { ConstExpr e; e.op = Op::Width; return e; }
  static ConstExpr lit(ir::Bits bits) { ConstExpr e; e.op = Op::Literal; e.literal = std::move(bits); return e; }
  static ConstExpr unary(Op op, ConstExpr a) { ConstExpr e; e.op = op; e.args = {std::move(a)}; return e; }
  static ConstExpr binary(Op op, ConstExpr a, ConstExpr b) { ConstExpr e; e.op = op; e.args = {std::move(a), std::move(b)}; return e; }

  // The number of operations, for "simplest first" (a symbol or literal is 1).
  unsigned size() const;
  // Whether it mentions a Literal (then it only has a meaning at that literal's width).
  bool hasLiteral() const;
  bool operator==(const ConstExpr&) const = default;
};

// One atom of a precondition (Alive-Infer's predicate grammar, rules/Predicate.h).
struct Predicate {
  enum class Kind : unsigned char {
    PowerOf2,     // isPowerOf2(a): exactly one bit set
    NonZero,      // a != 0
    IsMask,       // a is 2^k - 1, k >= 1 (low bits set)
    ShiftedMask,  // a is a non-empty run of ones
    Negative,     // a <s 0
    NonNegative,  // a >=s 0
    ULT,          // a <u b
    ULE,          // a <=u b
    SLT,          // a <s b
    Equal,        // a == b
    NotEqual,     // a != b
    DisjointBits, // (a & b) == 0
  };
  Kind kind = Kind::NonZero;
  std::vector<ConstExpr> args;
  bool operator==(const Predicate&) const = default;
};

// A node of a pattern: an input, a constant expression, or an operation of the Theseus IR.
struct Node {
  enum class Kind : unsigned char { Input, Constant, Op };
  Kind kind = Kind::Op;
  ValueType type;
  unsigned input = 0;  // Input: the index into Rule::inputs
  ConstExpr constant;  // Constant (in a source pattern only Symbol or Literal; splat over lanes)
  // A constant that is not a splat integer (a non-splat vector, poison or undef lanes): its lanes,
  // kept verbatim (then `constant` is a Literal and the rule holds at its width only).
  std::vector<ir::ConstLane> verbatimLanes;
  // Op: what the instruction is, as in ir::Instruction.
  ir::Opcode opcode = ir::Opcode::Add;
  uint8_t flags = ir::FlagNone;
  ir::ICmpPred predicate = ir::ICmpPred::EQ;
  ir::Intrinsic intrinsic = ir::Intrinsic::None;
  uint16_t x86Row = 0;
  std::vector<int> mask;
  std::vector<unsigned> operands; // indices of earlier nodes of the same pattern
};

// A straight-line expression DAG: nodes in definition order (operands first), `root` its value.
struct Pattern {
  std::vector<Node> nodes;
  unsigned root = 0;
};

struct Input {
  std::string name; // without '%'
  ValueType type;
  ir::ValueAttrs attrs;
};

struct Symbol {
  std::string name; // "C1", "C2", ...
  ValueType type;   // scalar (lanes = 1): a symbol of a vector pattern is splat over its lanes
  ir::Bits found;   // its value in the concrete rewrite the rule came from
};

// Where a rule holds, by width. `proved` are the widths W at which the rule (with its
// precondition) was proved for all constants and inputs; `failed` those with a counterexample;
// `unknown` those the solver could not decide in time; `untyped` those where some fixed-width
// value makes the instance ill-typed (a zext from W to i32 at W >= 32).
struct WidthReport {
  std::vector<unsigned> proved, failed, unknown, untyped;
  // The first counterexample of a failed width, as `theseus verify` prints one.
  unsigned firstFailedWidth = 0;
  std::string firstCounterexample;
  // Whether every width 1..64 was decided, none failed, and at least one was proved: the rule
  // holds at every width at which it is well-typed.
  bool widthFree() const;
  // "all widths", "W >= 2", "W in {8, 16, 32, 64}", "W = 8": the widths proved, as a condition.
  std::string condition() const;
};

struct Rule {
  std::string name;
  std::vector<Input> inputs;
  std::vector<Symbol> symbols;
  Pattern source, target;
  std::vector<Predicate> precondition; // a conjunction; empty = true
  // The width W had in the concrete rewrite (the root's element width, or the main width).
  unsigned foundWidth = 0;
  WidthReport widths;
};

// The verdict of generalizing one concrete rewrite.
enum class Generality {
  WidthFree,      // symbolic constants (if any), valid at every width 1..64 (with its precondition)
  WidthCondition, // valid at a stated set of widths
  ConcreteOnly,   // only the concrete rewrite itself is a rule; `reason` says why
};
std::string_view generalityName(Generality g);

} // namespace theseus::rules
