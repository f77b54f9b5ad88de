#pragma once
// Ordering the blocks of an LLVM function for the Theseus IR, which requires the block order to
// be a topological order of an acyclic CFG.
#include <vector>

namespace llvm {
class BasicBlock;
class Function;
} // namespace llvm

namespace theseus::bridge {

// The blocks reachable from the entry, in LLVM's order when that is topological and in reverse
// post-order otherwise. Unreachable blocks are left out (they cannot affect any execution).
// Throws Unsupported at the terminator of the first back edge found (a loop).
std::vector<const llvm::BasicBlock*> topologicalBlocks(const llvm::Function& f);

} // namespace theseus::bridge
