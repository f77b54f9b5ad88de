#pragma once
// The blocks a cut may draw from (Algorithm 1, steps 1-5): the blocks whose innermost loop is the
// root's (or the blocks in no loop), and within them the single-entry region of forward edges
// (back edges removed) from a dominator of the root's block down to that block.
#include "cut/extract/Cut.h"

#include <llvm/ADT/SmallPtrSet.h>

#include <optional>
#include <vector>

namespace llvm {
class BasicBlock;
class DominatorTree;
class Instruction;
class Loop;
class LoopInfo;
} // namespace llvm

namespace theseus::cut {

struct Region {
  const llvm::BasicBlock* rootBlock = nullptr;
  // The root's innermost loop, or null when it is in no loop.
  const llvm::Loop* loop = nullptr;
  // The region's head: a dominator of rootBlock; every other region block is entered only from
  // region blocks, by forward edges.
  const llvm::BasicBlock* head = nullptr;
  // The region's blocks, head first, in a topological order of the forward edges.
  std::vector<const llvm::BasicBlock*> blocks;
  // Membership only (its iteration order depends on addresses; `blocks` is the order).
  llvm::SmallPtrSet<const llvm::BasicBlock*, 16> blockSet;
  // Allowed blocks that dominate rootBlock and lie above the head (their instructions can be
  // hoisted into a straight-line or region cut).
  llvm::SmallPtrSet<const llvm::BasicBlock*, 8> aboveHead;
  // The same blocks, outermost first (each dominates the next).
  std::vector<const llvm::BasicBlock*> aboveHeadOuterFirst;

  bool inRegion(const llvm::BasicBlock* b) const { return blockSet.count(b) != 0; }
  // Whether an instruction of `b` may be harvested.
  bool allowsInstructionsOf(const llvm::BasicBlock* b) const { return inRegion(b) || aboveHead.count(b) != 0; }
};

// Whether p -> s is a back edge (s dominates p).
bool isBackEdge(const llvm::BasicBlock* p, const llvm::BasicBlock* s, const llvm::DominatorTree& dt);

// The region of `root`: the highest dominator of its block whose region is single-entry and spans
// at most `maxBlocks` blocks.
Region computeRegion(const llvm::Instruction& root, const llvm::DominatorTree& dt, const llvm::LoopInfo& loops, unsigned maxBlocks);

// The region of a root computed on the first question the root's own block cannot answer: the
// root's block is always in its region, so a walk that keeps only instructions of that block and
// meets no phi never computes it, nor asks for the loop info. `analyses` is borrowed and must
// outlive every call that computes the region.
class LazyRegion {
public:
  LazyRegion() = default;
  LazyRegion(const llvm::Instruction& root, const FunctionAnalyses& analyses, unsigned maxBlocks);

  const llvm::BasicBlock* rootBlock() const;
  bool inRegion(const llvm::BasicBlock* b) const { return b == rootBlock() || get().inRegion(b); }
  bool allowsInstructionsOf(const llvm::BasicBlock* b) const { return b == rootBlock() || get().allowsInstructionsOf(b); }
  // Whether the region was computed; until it is, every kept instruction is in rootBlock().
  bool computed() const { return region_.has_value(); }
  // The region (computeRegion), computed now if it was not.
  const Region& get() const;

private:
  const llvm::Instruction* root_ = nullptr;
  const FunctionAnalyses* analyses_ = nullptr;
  unsigned maxBlocks_ = 0;
  mutable std::optional<Region> region_;
};

} // namespace theseus::cut
