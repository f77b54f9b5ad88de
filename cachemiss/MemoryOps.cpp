#include "cachemiss/MemoryOps.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <map>

namespace theseus::cachemiss {

std::string SourceLoc::str() const {
  return file + ":" + std::to_string(line) + ":" + std::to_string(col);
}

SourceLoc sourceLocOf(const llvm::Instruction& inst) {
  SourceLoc loc;
  if (const llvm::DILocation* d = inst.getDebugLoc().get()) {
    loc.file = d->getFilename().str();
    loc.line = d->getLine();
    loc.col = d->getColumn();
    return loc;
  }
  loc.file = inst.getFunction()->getName().str();
  return loc;
}

namespace {

// The outermost loop containing `bb`, or null.
const llvm::Loop* outermostLoop(const llvm::LoopInfo& li, const llvm::BasicBlock* bb) {
  const llvm::Loop* loop = li.getLoopFor(bb);
  while (loop && loop->getParentLoop()) loop = loop->getParentLoop();
  return loop;
}

// The location of `loop` (its start location), or of its header's first instruction.
SourceLoc loopLoc(const llvm::Loop& loop) {
  if (llvm::DebugLoc start = loop.getStartLoc()) {
    const llvm::DILocation* d = start.get();
    return {d->getFilename().str(), d->getLine(), d->getColumn()};
  }
  return sourceLocOf(*loop.getHeader()->getFirstNonPHI());
}

// The name of the object `ptr` points into, or empty.
std::string arrayName(const llvm::Value* ptr) {
  const llvm::Value* base = llvm::getUnderlyingObject(ptr, 0);
  return base && base->hasName() ? base->getName().str() : "";
}

} // namespace

FunctionOps inventoryMemoryOps(llvm::Function& f) {
  FunctionOps result;
  llvm::DominatorTree dt(f);
  llvm::LoopInfo li(dt);
  std::map<const llvm::Loop*, int> nestIndex;
  for (llvm::Instruction& inst : llvm::instructions(f)) {
    bool isLoad = llvm::isa<llvm::LoadInst>(inst), isStore = llvm::isa<llvm::StoreInst>(inst);
    if (!isLoad && !isStore) continue;
    MemoryOpInfo op;
    op.index = result.ops.size();
    op.loc = sourceLocOf(inst);
    op.isWrite = isStore;
    op.array = arrayName(llvm::getLoadStorePointerOperand(&inst));
    if (const llvm::Loop* loop = outermostLoop(li, inst.getParent())) {
      auto [it, added] = nestIndex.try_emplace(loop, (int)result.nests.size());
      if (added) result.nests.push_back({loopLoc(*loop)});
      op.nest = it->second;
    }
    result.ops.push_back(op);
    result.instructions.push_back(&inst);
  }
  return result;
}

llvm::Function* selectFunction(llvm::Module& m, const std::string& name, Failure& failure) {
  std::string wanted = name.empty() && m.getFunction("kernel") ? "kernel" : name;
  if (!wanted.empty()) {
    llvm::Function* f = m.getFunction(wanted);
    if (f && !f->isDeclaration()) return f;
    failure = {4, "error: no function @" + wanted + " defined in the input"};
    return nullptr;
  }
  llvm::Function* only = nullptr;
  for (llvm::Function& f : m) {
    if (f.isDeclaration()) continue;
    if (only) {
      failure = {4, "error: several functions are defined; choose one with --function NAME"};
      return nullptr;
    }
    only = &f;
  }
  if (!only) failure = {4, "error: the input defines no function"};
  return only;
}

} // namespace theseus::cachemiss
