#include "cut/extract/Region.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Instruction.h>

#include <llvm/ADT/DenseMap.h>

#include <algorithm>

namespace theseus::cut {

namespace {

using BlockSet = llvm::SmallPtrSet<const llvm::BasicBlock*, 16>;

struct Allowed {
  const llvm::LoopInfo& loops;
  const llvm::Loop* loop;
  bool operator()(const llvm::BasicBlock* b) const { return loops.getLoopFor(b) == loop; }
};

// The allowed blocks from which `target` is reached by forward edges through allowed blocks.
BlockSet reachingBlocks(const llvm::BasicBlock* target, const Allowed& allowed, const llvm::DominatorTree& dt) {
  BlockSet seen{target};
  llvm::SmallVector<const llvm::BasicBlock*, 16> work{target};
  while (!work.empty()) {
    const llvm::BasicBlock* b = work.back();
    work.pop_back();
    for (const llvm::BasicBlock* p : llvm::predecessors(b))
      if (allowed(p) && !isBackEdge(p, b, dt) && dt.isReachableFromEntry(p) && seen.insert(p).second) work.push_back(p);
  }
  return seen;
}

// The blocks of `within` reached from `head` by forward edges; once more than `limit` are found,
// at least limit + 1 of them (the caller only needs to know there are too many).
BlockSet reachedBlocks(const llvm::BasicBlock* head, const BlockSet& within, const llvm::DominatorTree& dt, unsigned limit) {
  BlockSet seen{head};
  llvm::SmallVector<const llvm::BasicBlock*, 16> work{head};
  while (!work.empty() && seen.size() <= limit) {
    const llvm::BasicBlock* b = work.back();
    work.pop_back();
    for (const llvm::BasicBlock* s : llvm::successors(b))
      if (within.count(s) && !isBackEdge(b, s, dt) && seen.insert(s).second) work.push_back(s);
  }
  return seen;
}

// Whether every block of `blocks` but `head` is entered only from `blocks` by forward edges.
bool isSingleEntry(const llvm::BasicBlock* head, const BlockSet& blocks, const llvm::DominatorTree& dt) {
  for (const llvm::BasicBlock* b : blocks) {
    if (b == head) continue;
    for (const llvm::BasicBlock* p : llvm::predecessors(b))
      if (!blocks.count(p) || isBackEdge(p, b, dt)) return false;
  }
  return true;
}

// `blocks` in a topological order of their forward edges, `head` first.
std::vector<const llvm::BasicBlock*> topologicalOrder(const llvm::BasicBlock* head, const BlockSet& blocks, const llvm::DominatorTree& dt) {
  llvm::SmallDenseMap<const llvm::BasicBlock*, unsigned, 16> pending;
  for (const llvm::BasicBlock* b : blocks)
    if (b != head) pending[b] = unsigned(std::distance(llvm::pred_begin(b), llvm::pred_end(b)));
  std::vector<const llvm::BasicBlock*> order{head};
  for (size_t i = 0; i < order.size(); ++i)
    for (const llvm::BasicBlock* s : llvm::successors(order[i]))
      if (blocks.count(s) && s != head && !isBackEdge(order[i], s, dt) && --pending[s] == 0) order.push_back(s);
  return order;
}

// The region of a root in the header of its innermost loop, whose loop and root block `region`
// holds: the header alone. No strict dominator of a loop's header is in the loop, so none is an
// allowed block, and none can head the region or lie above it.
Region headerRegion(Region& region) {
  region.head = region.rootBlock;
  region.blockSet = {region.rootBlock};
  region.blocks = {region.rootBlock};
  return std::move(region);
}

} // namespace

bool isBackEdge(const llvm::BasicBlock* p, const llvm::BasicBlock* s, const llvm::DominatorTree& dt) { return dt.dominates(s, p); }

Region computeRegion(const llvm::Instruction& root, const llvm::DominatorTree& dt, const llvm::LoopInfo& loops, unsigned maxBlocks) {
  Region region;
  region.rootBlock = root.getParent();
  region.loop = loops.getLoopFor(region.rootBlock);
  if (region.loop && region.loop->getHeader() == region.rootBlock) return headerRegion(region);
  Allowed allowed{loops, region.loop};
  BlockSet reaching = reachingBlocks(region.rootBlock, allowed, dt);
  region.head = region.rootBlock;
  region.blockSet = {region.rootBlock};
  bool climbing = true;
  for (const llvm::DomTreeNode* node = dt.getNode(region.rootBlock)->getIDom(); node; node = node->getIDom()) {
    const llvm::BasicBlock* d = node->getBlock();
    if (!allowed(d)) continue;
    BlockSet blocks = climbing && reaching.count(d) ? reachedBlocks(d, reaching, dt, maxBlocks) : BlockSet{};
    if (climbing && blocks.count(region.rootBlock) && blocks.size() <= maxBlocks && isSingleEntry(d, blocks, dt)) {
      for (const llvm::BasicBlock* b : region.blockSet) blocks.insert(b);
      region.head = d;
      region.blockSet = std::move(blocks);
      region.aboveHead.clear();
    } else {
      climbing = climbing && blocks.size() <= maxBlocks;
      region.aboveHead.insert(d);
    }
  }
  llvm::SmallVector<const llvm::BasicBlock*, 8> inBoth;
  for (const llvm::BasicBlock* b : region.aboveHead)
    if (region.blockSet.count(b)) inBoth.push_back(b);
  for (const llvm::BasicBlock* b : inBoth) region.aboveHead.erase(b);
  for (const llvm::DomTreeNode* node = dt.getNode(region.rootBlock); node; node = node->getIDom())
    if (region.aboveHead.count(node->getBlock())) region.aboveHeadOuterFirst.push_back(node->getBlock());
  std::reverse(region.aboveHeadOuterFirst.begin(), region.aboveHeadOuterFirst.end());
  region.blocks = topologicalOrder(region.head, region.blockSet, dt);
  return region;
}

LazyRegion::LazyRegion(const llvm::Instruction& root, const FunctionAnalyses& analyses, unsigned maxBlocks)
    : root_(&root), analyses_(&analyses), maxBlocks_(maxBlocks) {}

const llvm::BasicBlock* LazyRegion::rootBlock() const { return root_->getParent(); }

const Region& LazyRegion::get() const {
  if (!region_) region_ = computeRegion(*root_, analyses_->dt, analyses_->loops(), maxBlocks_);
  return *region_;
}

} // namespace theseus::cut
