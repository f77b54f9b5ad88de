#include "bridge/BlockOrder.h"

#include "bridge/ImportValues.h"

#include <llvm/IR/CFG.h>
#include <llvm/IR/Function.h>

#include <algorithm>
#include <unordered_map>

namespace theseus::bridge {

namespace {

enum class Visit : unsigned char { Unseen, Open, Done };

// Depth-first search from the entry giving the reachable blocks in post-order; throws at a back edge.
std::vector<const llvm::BasicBlock*> postOrder(const llvm::Function& f) {
  std::unordered_map<const llvm::BasicBlock*, Visit> state;
  std::vector<const llvm::BasicBlock*> order;
  std::vector<std::pair<const llvm::BasicBlock*, unsigned>> stack{{&f.getEntryBlock(), 0}};
  state[&f.getEntryBlock()] = Visit::Open;
  while (!stack.empty()) {
    auto& [block, next] = stack.back();
    const llvm::Instruction* terminator = block->getTerminator();
    if (!terminator || next == terminator->getNumSuccessors()) {
      state[block] = Visit::Done;
      order.push_back(block);
      stack.pop_back();
      continue;
    }
    const llvm::BasicBlock* successor = terminator->getSuccessor(next++);
    Visit& seen = state[successor];
    if (seen == Visit::Open) throwUnsupported(terminator, "loop: " + llvmText(*terminator));
    if (seen == Visit::Unseen) {
      seen = Visit::Open;
      stack.push_back({successor, 0});
    }
  }
  return order;
}

bool isTopological(const std::vector<const llvm::BasicBlock*>& order) {
  std::unordered_map<const llvm::BasicBlock*, size_t> position;
  for (size_t i = 0; i < order.size(); ++i) position[order[i]] = i;
  for (const llvm::BasicBlock* block : order)
    for (const llvm::BasicBlock* successor : llvm::successors(block))
      if (position.at(successor) <= position.at(block)) return false;
  return true;
}

} // namespace

std::vector<const llvm::BasicBlock*> topologicalBlocks(const llvm::Function& f) {
  if (f.size() == 1 && llvm::succ_empty(&f.front())) return {&f.front()};
  std::vector<const llvm::BasicBlock*> reversePostOrder = postOrder(f);
  std::reverse(reversePostOrder.begin(), reversePostOrder.end());
  std::unordered_map<const llvm::BasicBlock*, bool> reachable;
  for (const llvm::BasicBlock* block : reversePostOrder) reachable[block] = true;
  std::vector<const llvm::BasicBlock*> llvmOrder;
  for (const llvm::BasicBlock& block : f)
    if (reachable.count(&block)) llvmOrder.push_back(&block);
  return isTopological(llvmOrder) ? llvmOrder : reversePostOrder;
}

} // namespace theseus::bridge
