#pragma once
// The programs of the peephole table's typed part: straight-line integer programs whose values
// may have different widths, over binary operators, icmp (an i1), select and zext/sext/trunc.
// Their text is LLVM-like, one instruction per step separated by "; ", each naming its operand
// type, operands written x<i> (argument i), t<k> (step k, from 1) or a signed decimal constant:
//   "icmp ult i32 x0, x1"                      an i1 of two i32s
//   "zext i8 x0 to i32; shl i32 t1, 2"         (zext x) << 2
//   "icmp slt i32 x0, 0; select t1, i32 x1, 0" x0 < 0 ? x1 : 0
// and a program of no steps is one operand: "x1", or a constant with its type, "i1 0".
// The text of the table's untyped rows (synth/peephole/ProgramText.h) has no type token.
#include "ir/Function.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::synth::peephole {

struct TypedOperand {
  enum class Kind { Argument, Constant, Result } kind = Kind::Argument;
  // The argument's index, the constant's bits (of `width`) or the result's step index (from 0).
  uint64_t value = 0;
  unsigned width = 0;
};

struct TypedStep {
  // A binary operator, ICmp, Select, ZExt, SExt or Trunc.
  ir::Opcode op = ir::Opcode::Add;
  ir::ICmpPred pred = ir::ICmpPred::EQ;
  // The result's width (1 for icmp).
  unsigned width = 0;
  // Two operands (binary, icmp), three (select: the i1 condition first) or one (a cast).
  std::vector<TypedOperand> operands;
};

struct TypedProgram {
  std::vector<TypedStep> steps;
  // The result when steps is empty (else the last step's).
  TypedOperand leaf;
  unsigned resultWidth() const { return steps.empty() ? leaf.width : steps.back().width; }
};

// Whether `text` is a typed program's text (it has a token iN) rather than an untyped row's.
bool isTypedProgramText(const std::string& text);

// `program` as text.
std::string typedProgramText(const TypedProgram& program);

// The program `text` holds over arguments of `argWidths`; nullopt with `error` when it is
// malformed, names an unknown operation, an argument past argWidths, a result not yet defined, or
// an operand of the wrong width.
std::optional<TypedProgram> parseTypedProgram(const std::string& text, const std::vector<unsigned>& argWidths, std::string& error);

// `program` as a function @tgt with the signature of `cut`, argument i of the program being cut
// argument argMap[i] (of the same width); a commutative instruction or icmp gets its constant
// operand second (the icmp's predicate swapped), as LLVM's canonical form has it.
std::unique_ptr<ir::Function> buildTypedFunction(const TypedProgram& program, const ir::Function& cut, const std::vector<unsigned>& argMap);

} // namespace theseus::synth::peephole
