// The memory operations of the importer (docs/memory.md): alloca, load, store, getelementptr
// (lowered to a byte offset and scaled indices), ptrtoint, and the function's memory effects.
#include "bridge/FunctionImporter.h"
#include "bridge/ImportValues.h"

#include <llvm/Analysis/TargetLibraryInfo.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/Function.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>

namespace theseus::bridge {

namespace {

// The scopes listed by the `kind` metadata (!alias.scope or !noalias) of the instructions of `f`.
llvm::SmallPtrSet<const llvm::MDNode*, 8> scopesIn(const llvm::Function& f, unsigned kind) {
  llvm::SmallPtrSet<const llvm::MDNode*, 8> out;
  for (const llvm::Instruction& inst : llvm::instructions(f))
    if (const llvm::MDNode* list = inst.getMetadata(kind))
      for (const llvm::MDOperand& scope : list->operands())
        if (auto* node = llvm::dyn_cast<llvm::MDNode>(scope.get())) out.insert(node);
  return out;
}

// Whether the !alias.scope and !noalias metadata of `f` cannot make any access UB: LangRef's
// scoped noalias only constrains an access whose !noalias lists a scope that another access's
// !alias.scope lists, so when no scope is in both kinds of list the metadata means nothing.
bool scopesNeverMeet(const llvm::Function& f) {
  llvm::SmallPtrSet<const llvm::MDNode*, 8> scoped = scopesIn(f, llvm::LLVMContext::MD_alias_scope);
  for (const llvm::MDNode* scope : scopesIn(f, llvm::LLVMContext::MD_noalias))
    if (scoped.count(scope)) return false;
  return true;
}

// Whether metadata `kind` on an access of `f` leaves its meaning unchanged.
bool isMeaninglessScopeMetadata(unsigned kind, const llvm::Function& f) {
  return (kind == llvm::LLVMContext::MD_alias_scope || kind == llvm::LLVMContext::MD_noalias) && scopesNeverMeet(f);
}

// Throws for metadata on a load that changes its meaning and is not modelled: only !range and
// !noundef (read into the result's attributes) are, and scope metadata that means nothing.
void checkLoadMetadata(const llvm::LoadInst& load) {
  llvm::SmallVector<std::pair<unsigned, llvm::MDNode*>, 4> all;
  load.getAllMetadataOtherThanDebugLoc(all);
  for (auto& [kind, node] : all)
    if (kind != llvm::LLVMContext::MD_range && kind != llvm::LLVMContext::MD_noundef && !isMeaninglessScopeMetadata(kind, *load.getFunction()))
      throwUnsupported(&load, "metadata on a load: " + llvmText(load));
}

// Throws for metadata on a store other than scope metadata that means nothing.
void checkStoreMetadata(const llvm::StoreInst& store) {
  llvm::SmallVector<std::pair<unsigned, llvm::MDNode*>, 4> all;
  store.getAllMetadataOtherThanDebugLoc(all);
  for (auto& [kind, node] : all)
    if (!isMeaninglessScopeMetadata(kind, *store.getFunction())) throwUnsupported(&store, "metadata on a store: " + llvmText(store));
}

// The byte size of `type` in memory; throws for scalable types.
uint64_t allocSizeOf(const llvm::DataLayout& dl, llvm::Type* type, const llvm::Value* anchor) {
  llvm::TypeSize size = dl.getTypeAllocSize(type);
  if (size.isScalable()) throwUnsupported(anchor, "scalable type in memory: " + llvmText(*anchor));
  return size.getFixedValue();
}

// a + b * c in int64, or a throw on overflow.
int64_t addProduct(int64_t a, int64_t b, int64_t c, const llvm::Value* anchor) {
  int64_t product = 0, sum = 0;
  if (__builtin_mul_overflow(b, c, &product) || __builtin_add_overflow(a, product, &sum))
    throwUnsupported(anchor, "getelementptr constant offset beyond 64 bits: " + llvmText(*anchor));
  return sum;
}

// For a load or store of a struct `type`, records its size and its fields' offsets from the
// datalayout in `out`; nothing for other types.
void recordStructLayout(const llvm::DataLayout& dl, llvm::Type* type, ir::Instruction& out) {
  auto* st = llvm::dyn_cast<llvm::StructType>(type);
  if (!st) return;
  const llvm::StructLayout* layout = dl.getStructLayout(st);
  out.allocBytes = layout->getSizeInBytes();
  for (unsigned k = 0; k < st->getNumElements(); ++k) out.fieldOffsets.push_back(layout->getElementOffset(k));
}

} // namespace

void FunctionImporter::importNullPointerIsValid() {
  out_->nullPointerIsValid = source_.hasFnAttribute(llvm::Attribute::NullPointerIsValid);
}

void FunctionImporter::importLibraryFunctionAttrs() {
  llvm::TargetLibraryInfoImpl impl{llvm::Triple(source_.getParent()->getTargetTriple())};
  llvm::TargetLibraryInfo library(impl);
  llvm::LibFunc id;
  if (!library.getLibFunc(source_, id) || !library.has(id)) return;
  switch (id) {
  case llvm::LibFunc_malloc: case llvm::LibFunc_aligned_alloc: case llvm::LibFunc_memalign: case llvm::LibFunc_calloc:
  case llvm::LibFunc_free: case llvm::LibFunc_Znwj: case llvm::LibFunc_Znwm: case llvm::LibFunc_vec_free:
    break;
  default:
    return;
  }
  if (!source_.getReturnType()->isVoidTy()) out_->returnAttrs.noundef = true;
  for (auto& arg : out_->arguments()) arg->attrs.noundef = true;
}

void FunctionImporter::importMemoryEffects() {
  llvm::ModRefInfo argMem = source_.getMemoryEffects().getModRef(llvm::IRMemLocation::ArgMem);
  llvm::ModRefInfo otherMem = source_.getMemoryEffects().getModRef(llvm::IRMemLocation::Other);
  out_->mayReadArgMemory = llvm::isRefSet(argMem);
  out_->mayWriteArgMemory = llvm::isModSet(argMem);
  out_->mayReadOtherMemory = llvm::isRefSet(otherMem);
  out_->mayWriteOtherMemory = llvm::isModSet(otherMem);
}

std::unique_ptr<ir::Instruction> FunctionImporter::createMemoryInstruction(const llvm::Instruction& inst, ir::Type type) {
  const llvm::DataLayout& dl = source_.getParent()->getDataLayout();
  if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&inst)) return createGep(*gep, type);
  if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst)) {
    if (alloca->isUsedWithInAlloca() || alloca->isSwiftError() || alloca->getAddressSpace() != 0) throwUnsupported(&inst);
    auto out = std::make_unique<ir::Instruction>(ir::Opcode::Alloca, type, inst.getName().str());
    out->allocBytes = allocSizeOf(dl, alloca->getAllocatedType(), &inst);
    out->align = alloca->getAlign().value();
    typeOf(alloca->getArraySize()->getType(), &inst);
    return out;
  }
  if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
    if (!load->isSimple()) throwUnsupported(&inst, "volatile or atomic load: " + llvmText(inst));
    checkLoadMetadata(*load);
    auto out = std::make_unique<ir::Instruction>(ir::Opcode::Load, type, inst.getName().str());
    out->align = load->getAlign().value();
    recordStructLayout(dl, load->getType(), *out);
    importCallMetadata(*load, out->returnAttrs);
    return out;
  }
  if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
    if (!store->isSimple()) throwUnsupported(&inst, "volatile or atomic store: " + llvmText(inst));
    checkStoreMetadata(*store);
    typeOf(store->getValueOperand()->getType(), &inst);
    auto out = std::make_unique<ir::Instruction>(ir::Opcode::Store, type, inst.getName().str());
    out->align = store->getAlign().value();
    recordStructLayout(dl, store->getValueOperand()->getType(), *out);
    return out;
  }
  typeOf(inst.getOperand(0)->getType(), &inst);
  return std::make_unique<ir::Instruction>(ir::Opcode::PtrToInt, type, inst.getName().str());
}

std::unique_ptr<ir::Instruction> FunctionImporter::createGep(const llvm::GetElementPtrInst& gep, ir::Type type) {
  const llvm::DataLayout& dl = source_.getParent()->getDataLayout();
  auto out = std::make_unique<ir::Instruction>(ir::Opcode::GetElementPtr, type, gep.getName().str());
  llvm::GEPNoWrapFlags flags = llvm::cast<llvm::GEPOperator>(gep).getNoWrapFlags();
  if (flags.isInBounds()) out->flags |= ir::FlagInBounds;
  if (flags.hasNoUnsignedSignedWrap()) out->flags |= ir::FlagNUSW;
  if (flags.hasNoUnsignedWrap()) out->flags |= ir::FlagNUW;
  std::vector<unsigned>& variable = gepIndices_[&gep];
  unsigned operand = 1;
  for (auto it = llvm::gep_type_begin(gep); it != llvm::gep_type_end(gep); ++it, ++operand) {
    const llvm::Value* index = it.getOperand();
    auto* constant = llvm::dyn_cast<llvm::ConstantInt>(index);
    if (index->getType()->getScalarSizeInBits() > 64) throwUnsupported(&gep);
    if (llvm::StructType* st = it.getStructTypeOrNull()) {
      if (!constant) constant = llvm::dyn_cast_or_null<llvm::ConstantInt>(llvm::cast<llvm::Constant>(index)->getSplatValue());
      if (!constant) throwUnsupported(&gep, "getelementptr with a struct index that is not a splat: " + llvmText(gep));
      out->gepOffset = addProduct(out->gepOffset, int64_t(dl.getStructLayout(st)->getElementOffset(constant->getZExtValue())), 1, &gep);
      continue;
    }
    llvm::TypeSize stride = it.getSequentialElementStride(dl);
    if (stride.isScalable()) throwUnsupported(&gep);
    int64_t scale = int64_t(stride.getFixedValue());
    if (constant && !index->getType()->isVectorTy()) {
      out->gepOffset = addProduct(out->gepOffset, constant->getSExtValue(), scale, &gep);
    } else {
      typeOf(index->getType(), &gep);
      variable.push_back(operand);
      out->gepScales.push_back(scale);
    }
  }
  return out;
}

} // namespace theseus::bridge
