#pragma once
// Windows of a function in the manner of Bansal and Aiken's peephole optimizer: a root
// instruction and up to two more instructions among its transitive operands whose every use is
// inside the window, so that replacing the root by another program leaves them dead. Also the
// operand pool a replacement of a window may read: the values that dominate the root and are not
// inside it, and a small set of constants.
#include "ir/Function.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace theseus::synth::window {

struct Window {
  const ir::Instruction* root = nullptr;
  // The other instructions, in program order (each before the root).
  std::vector<const ir::Instruction*> members;

  unsigned size() const { return unsigned(members.size()) + 1; }
  // Whether `inst` is the root or a member.
  bool contains(const ir::Instruction* inst) const;
};

// Whether `inst` may be a window's member: it has a value and no effect other than computing it
// (not a terminator, not a call of llvm.assume or llvm.sideeffect, not a memory operation).
bool isPure(const ir::Instruction& inst);

// Whether `inst` is a call of llvm.assume: a root whose only replacement is the empty program.
bool isAssume(const ir::Instruction& inst);

// The windows of `f`'s entry block of at most `maxSize` instructions whose root is a pure integer
// instruction of at most 64 bits or an assume, smallest first, then by the root's position.
std::vector<Window> findWindows(const ir::Function& f, unsigned maxSize);

// One operand a replacement may read: a value of the function, or a constant of the root's type.
struct PoolEntry {
  const ir::Value* value = nullptr;
  std::optional<uint64_t> constant;
  bool isConstant() const { return constant.has_value(); }
};

// The pool of window `w` of `f`: the arguments and the instructions before the root, outside the
// window, of the root's type; then `constants` (truncated to the root's width, duplicates dropped).
std::vector<PoolEntry> operandPool(const ir::Function& f, const Window& w, const std::vector<uint64_t>& constants);

// The default constants of a root of `width` bits in `source`: 0, 1, 2, -1, width - 1 and every
// integer constant of that width an instruction of `source` reads.
std::vector<uint64_t> defaultConstants(const ir::Function& source, unsigned width);

} // namespace theseus::synth::window
