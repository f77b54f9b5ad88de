#include "cut/Region.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Instruction.h>

#include <algorithm>
#include <map>

namespace theseus::cut {

namespace {

struct Allowed {
  const llvm::LoopInfo& loops;
  const llvm::Loop* loop;
  bool operator()(const llvm::BasicBlock* b) const { return loops.getLoopFor(b) == loop; }
};

// The allowed blocks from which `target` is reached by forward edges through allowed blocks.
std::set<const llvm::BasicBlock*> reachingBlocks(const llvm::BasicBlock* target, const Allowed& allowed, const llvm::DominatorTree& dt) {
  std::set<const llvm::BasicBlock*> seen{target};
  std::vector<const llvm::BasicBlock*> work{target};
  while (!work.empty()) {
    const llvm::BasicBlock* b = work.back();
    work.pop_back();
    for (const llvm::BasicBlock* p : llvm::predecessors(b))
      if (allowed(p) && !isBackEdge(p, b, dt) && dt.isReachableFromEntry(p) && seen.insert(p).second) work.push_back(p);
  }
  return seen;
}

// The blocks of `within` reached from `head` by forward edges.
std::set<const llvm::BasicBlock*> reachedBlocks(const llvm::BasicBlock* head, const std::set<const llvm::BasicBlock*>& within,
                                                const llvm::DominatorTree& dt) {
  std::set<const llvm::BasicBlock*> seen{head};
  std::vector<const llvm::BasicBlock*> work{head};
  while (!work.empty()) {
    const llvm::BasicBlock* b = work.back();
    work.pop_back();
    for (const llvm::BasicBlock* s : llvm::successors(b))
      if (within.count(s) && !isBackEdge(b, s, dt) && seen.insert(s).second) work.push_back(s);
  }
  return seen;
}

// Whether every block of `blocks` but `head` is entered only from `blocks` by forward edges.
bool isSingleEntry(const llvm::BasicBlock* head, const std::set<const llvm::BasicBlock*>& blocks, const llvm::DominatorTree& dt) {
  for (const llvm::BasicBlock* b : blocks) {
    if (b == head) continue;
    for (const llvm::BasicBlock* p : llvm::predecessors(b))
      if (!blocks.count(p) || isBackEdge(p, b, dt)) return false;
  }
  return true;
}

// `blocks` in a topological order of their forward edges, `head` first.
std::vector<const llvm::BasicBlock*> topologicalOrder(const llvm::BasicBlock* head, const std::set<const llvm::BasicBlock*>& blocks,
                                                      const llvm::DominatorTree& dt) {
  std::map<const llvm::BasicBlock*, unsigned> pending;
  for (const llvm::BasicBlock* b : blocks)
    if (b != head) pending[b] = unsigned(std::distance(llvm::pred_begin(b), llvm::pred_end(b)));
  std::vector<const llvm::BasicBlock*> order{head};
  for (size_t i = 0; i < order.size(); ++i)
    for (const llvm::BasicBlock* s : llvm::successors(order[i]))
      if (blocks.count(s) && s != head && !isBackEdge(order[i], s, dt) && --pending[s] == 0) order.push_back(s);
  return order;
}

} // namespace

bool isBackEdge(const llvm::BasicBlock* p, const llvm::BasicBlock* s, const llvm::DominatorTree& dt) { return dt.dominates(s, p); }

Region computeRegion(const llvm::Instruction& root, const llvm::DominatorTree& dt, const llvm::LoopInfo& loops, unsigned maxBlocks) {
  Region region;
  region.rootBlock = root.getParent();
  region.loop = loops.getLoopFor(region.rootBlock);
  Allowed allowed{loops, region.loop};
  std::set<const llvm::BasicBlock*> reaching = reachingBlocks(region.rootBlock, allowed, dt);
  region.head = region.rootBlock;
  region.blockSet = {region.rootBlock};
  bool climbing = true;
  for (const llvm::DomTreeNode* node = dt.getNode(region.rootBlock)->getIDom(); node; node = node->getIDom()) {
    const llvm::BasicBlock* d = node->getBlock();
    if (!allowed(d)) continue;
    std::set<const llvm::BasicBlock*> blocks = climbing && reaching.count(d) ? reachedBlocks(d, reaching, dt) : std::set<const llvm::BasicBlock*>{};
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
  for (auto it = region.aboveHead.begin(); it != region.aboveHead.end();)
    it = region.blockSet.count(*it) ? region.aboveHead.erase(it) : std::next(it);
  for (const llvm::DomTreeNode* node = dt.getNode(region.rootBlock); node; node = node->getIDom())
    if (region.aboveHead.count(node->getBlock())) region.aboveHeadOuterFirst.push_back(node->getBlock());
  std::reverse(region.aboveHeadOuterFirst.begin(), region.aboveHeadOuterFirst.end());
  region.blocks = topologicalOrder(region.head, region.blockSet, dt);
  return region;
}

} // namespace theseus::cut
