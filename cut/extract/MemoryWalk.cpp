#include "cut/extract/MemoryWalk.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

namespace theseus::cut {

namespace {

// Whether values of `type` have a byte layout the memory model has: integers, half, bfloat,
// float, double, fp128, pointers, and fixed vectors of integers or those formats.
bool hasModelledBytes(const llvm::Type* type) {
  if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    if (vector->getElementType()->isPointerTy()) return false;
    type = vector->getElementType();
  } else if (type->isVectorTy()) {
    return false;
  }
  return type->isIntegerTy() || type->isPointerTy() || type->isHalfTy() || type->isBFloatTy() || type->isFloatTy() ||
         type->isDoubleTy() || type->isFP128Ty();
}

// Whether every use of `ptr` (a pointer into a describable alloca of `block`), through
// getelementptrs, is a simple load or a simple store's pointer in `block`.
bool onlyAccessedIn(const llvm::Value& ptr, const llvm::BasicBlock* block) {
  for (const llvm::User* user : ptr.users()) {
    auto* inst = llvm::dyn_cast<llvm::Instruction>(user);
    if (!inst || inst->getParent() != block) return false;
    if (auto* load = llvm::dyn_cast<llvm::LoadInst>(inst)) {
      if (!load->isSimple() || !hasModelledBytes(load->getType())) return false;
    } else if (auto* store = llvm::dyn_cast<llvm::StoreInst>(inst)) {
      if (!store->isSimple() || store->getValueOperand() == &ptr || !hasModelledBytes(store->getValueOperand()->getType())) return false;
    } else if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(inst)) {
      if (gep->getPointerOperand() != &ptr || !gep->hasAllConstantIndices() || !onlyAccessedIn(*gep, block)) return false;
    } else {
      return false;
    }
  }
  return true;
}

// Whether `inst` writes memory only into a describable alloca (a simple store into one).
bool writesOnlyDescribedMemory(const llvm::Instruction& inst) {
  auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst);
  if (!store || !store->isSimple()) return false;
  const llvm::AllocaInst* alloca = allocaBehind(store->getPointerOperand());
  return alloca && isDescribableAlloca(*alloca);
}

} // namespace

const llvm::AllocaInst* allocaBehind(const llvm::Value* ptr) {
  for (;;) {
    ptr = ptr->stripPointerCasts();
    if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(ptr)) {
      ptr = gep->getPointerOperand();
      continue;
    }
    return llvm::dyn_cast<llvm::AllocaInst>(ptr);
  }
}

bool isDescribableAlloca(const llvm::AllocaInst& alloca) {
  if (!llvm::isa<llvm::ConstantInt>(alloca.getArraySize()) || !alloca.getAllocatedType()->isSized()) return false;
  return onlyAccessedIn(alloca, alloca.getParent());
}

std::vector<llvm::StoreInst*> storesBefore(const llvm::AllocaInst& alloca, const llvm::Instruction& root) {
  std::vector<llvm::StoreInst*> out;
  if (root.getParent() != alloca.getParent()) return out;
  for (const llvm::Instruction* inst = alloca.getNextNode(); inst && inst != &root; inst = inst->getNextNode())
    if (auto* store = llvm::dyn_cast<llvm::StoreInst>(inst); store && allocaBehind(store->getPointerOperand()) == &alloca)
      out.push_back(const_cast<llvm::StoreInst*>(store));
  return out;
}

bool mayKeepLoad(const llvm::LoadInst& load, const llvm::Instruction& root) {
  if (!load.isSimple() || load.getParent() != root.getParent() || !load.comesBefore(&root)) return false;
  for (const llvm::Instruction* inst = load.getNextNode(); inst && inst != &root; inst = inst->getNextNode())
    if (inst->mayWriteToMemory() && !writesOnlyDescribedMemory(*inst)) return false;
  return true;
}

} // namespace theseus::cut
