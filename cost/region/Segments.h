#pragma once
// The machine blocks of verbose x86-64 assembly, told apart by the comments LLVM's asm printer
// writes at each block start (`# %bb.3:  # %name` or `.LBB0_3:  # %name`, the name being the IR
// block's), so that each IR block's code can be simulated on its own.
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace theseus::cost {

// One machine block of one function: `function` indexes the function names given to
// labelMachineBlocks; `block` is N for an IR block named <blockPrefix>N, or -1 for a machine
// block with no such name (one the code generator added).
struct AssemblySegment {
  unsigned function = 0;
  int block = -1;
};

// `assembly` with a label `<labelPrefix><K>:` inserted at the start of the K-th machine block of
// the functions named in `functions` (found by their labels), and `segments` the K-th entry of
// which says whose block it is. Blocks of other functions get no label.
std::string labelMachineBlocks(llvm::StringRef assembly, const std::vector<std::string>& functions, llvm::StringRef blockPrefix,
                               llvm::StringRef labelPrefix, std::vector<AssemblySegment>& segments);

} // namespace theseus::cost
