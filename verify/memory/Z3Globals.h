#pragma once
// Global variables in the refinement check (docs/memory.md), after Alive2: src's and tgt's
// globals are matched by name and each gets one non-local block both runs share; a constant
// global with a definitive initializer starts, in each run, with that run's initializer bytes.
#include "ir/Function.h"

#include <optional>
#include <string>
#include <vector>

namespace theseus::verify {

class Z3Domain;
class Z3Memory;
class SharedMemory;

// One global of the pair: its block's size and alignment, whether it is read-only, and its
// definition in src and in tgt (null where the function does not refer to it).
struct GlobalBlock {
  std::string name;
  uint64_t size = 0;
  uint64_t align = 1;
  bool isConstant = false;
  const ir::Global* src = nullptr;
  const ir::Global* tgt = nullptr;
  // Whether the final memory comparison covers the block: Alive2 skips constants tgt does not
  // refer to and globals only tgt has.
  bool compared() const { return src && (!isConstant || tgt); }
};

// The union of src's and tgt's globals by name, src's first. Throws UnsupportedConstruct for the
// pairs Alive2 reports as unsupported interprocedural transformations: a global whose size
// differs, one constant only in tgt, a non-constant global only tgt has.
std::vector<GlobalBlock> pairGlobals(const ir::Function& src, const ir::Function& tgt);

// Alive2's verdict that a global constant in src is not constant in tgt, or nullopt.
std::optional<std::string> globalsNotRefined(const ir::Function& src, const ir::Function& tgt);

// Writes the initializers of the constant globals into `m`, the memory of src's run
// (`isSource`) or tgt's: the run's own initializer, else the other function's.
void writeGlobalInitializers(Z3Domain& d, Z3Memory& m, const SharedMemory& shared, bool isSource, bool bigEndian);

} // namespace theseus::verify
