#pragma once
// The program of a table row as text, and back: instructions separated by "; ", instruction k
// (from 1) defining t<k>, operands x<i> (argument i), t<k> or a signed decimal constant, the last
// instruction the result; a program of length 0 is one operand. `x0 + x0 + x0` cheapest as
// `mul x0, 3` reads "mul x0, 3"; (x0 << 1) + x1 reads "shl x0, 1; add t1, x1".
#include "ir/Function.h"
#include "synth/massalin/Enumeration.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::synth::peephole {

struct ProgramOperand {
  enum class Kind { Argument, Constant, Result } kind = Kind::Argument;
  // The argument's index, the constant's bits (of the width) or the result's step index (from 0).
  uint64_t value = 0;
};

struct ProgramStep {
  ir::Opcode op = ir::Opcode::Add;
  ProgramOperand a, b;
};

struct Program {
  std::vector<ProgramStep> steps;
  // The result when steps is empty (else the last step's).
  ProgramOperand leaf;
};

// The program of an enumerated candidate: `steps` over the pool (argCount arguments, then
// `constants`, then results), or `leaf` when steps is empty. Binary operations only.
Program programFromSteps(const std::vector<massalin::Step>& steps, unsigned leaf, unsigned argCount, const std::vector<uint64_t>& constants);

// `program` as text, constants written signed at `width`.
std::string programText(const Program& program, unsigned width);

// The program `text` holds; nullopt with `error` when it is malformed, names an operation that
// is not a binary operator, an argument at or past `arity`, or a result not yet defined.
std::optional<Program> parseProgram(const std::string& text, unsigned width, unsigned arity, std::string& error);

// `program` as a function @tgt with the signature of `cut` (its arguments, their attributes and
// its return attributes), argument i of the program being cut argument argMap[i]; a commutative
// instruction gets its constant operand second, as LLVM's canonical form has it.
std::unique_ptr<ir::Function> buildFunction(const Program& program, const ir::Function& cut, const std::vector<unsigned>& argMap);

} // namespace theseus::synth::peephole
