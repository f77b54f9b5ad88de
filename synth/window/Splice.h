#pragma once
// A function with one window replaced by a program of binary operations over the window's
// operand pool, built once per sequence of opcodes (a template) and rewired per candidate by
// setting operands, so that testing a candidate costs no allocation.
#include "ir/Function.h"
#include "synth/window/Window.h"

#include <memory>
#include <string>
#include <vector>

namespace theseus::synth::window {

// One instruction of a replacement: its opcode and its two operands, each an index into the
// pool or, from pool.size() on, an earlier step of the same replacement.
struct Step {
  ir::Opcode op;
  unsigned lhs = 0;
  unsigned rhs = 0;
};

struct Spliced {
  std::unique_ptr<ir::Function> function;
  // The replacement's instructions, in order, at the root's place.
  std::vector<ir::Instruction*> steps;
  // The pool's values inside `function`.
  std::vector<ir::Value*> pool;
  // The operands that read the root in `f` (instruction and operand index), inside `function`:
  // they read the last step, or with no steps the pool value the replacement names.
  std::vector<std::pair<ir::Instruction*, unsigned>> rootUses;
};

// `f` with window `w` removed and, at its root's place, one instruction per opcode of `ops`,
// whose operands are placeholders until setProgram is called; the values in `pool` are `f`'s.
Spliced splice(const ir::Function& f, const Window& w, const std::vector<ir::Opcode>& ops, const std::vector<PoolEntry>& pool);

// Wires `s`'s steps to the operands `program` names (its opcodes are the template's). With no
// steps, `value` (a pool index) replaces the root.
void setProgram(Spliced& s, const std::vector<Step>& program, unsigned value);

// A copy of `f` named `name` without its dead pure instructions (none of whose values is read,
// repeatedly), so that a replaced window's leftovers go too.
std::unique_ptr<ir::Function> withoutDeadCode(const ir::Function& f, const std::string& name);

} // namespace theseus::synth::window
