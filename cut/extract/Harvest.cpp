#include "cut/extract/Harvest.h"

#include "cut/extract/Cut.h"
#include "cut/extract/MemoryWalk.h"

#include <llvm/Analysis/MemorySSA.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace theseus::cut {

namespace {

// A floating-point format the Theseus IR models: half, bfloat, float, double, fp128 (not
// x86_fp80 or ppc_fp128).
bool isModelledFloat(const llvm::Type* type) {
  return type->isHalfTy() || type->isBFloatTy() || type->isFloatTy() || type->isDoubleTy() || type->isFP128Ty();
}

// An integer, a floating-point value of a modelled format, or a fixed vector of either.
bool isModelledValueType(const llvm::Type* type) {
  if (type->isIntOrIntVectorTy()) return true;
  auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  return isModelledFloat(vector ? vector->getElementType() : type);
}

bool isModelledStruct(const llvm::Type* type) {
  auto* s = llvm::dyn_cast<llvm::StructType>(type);
  if (!s || !s->isLiteral()) return false;
  for (const llvm::Type* field : s->elements())
    if (!isModelledValueType(field)) return false;
  return true;
}

bool isModelledOperation(const llvm::Instruction& inst) {
  if (inst.isBinaryOp() || inst.getOpcode() == llvm::Instruction::FNeg) return true;
  if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) {
    const llvm::Function* callee = call->getCalledFunction();
    return callee && callee->isIntrinsic() && !llvm::isa<llvm::DbgInfoIntrinsic>(inst) && !call->mayHaveSideEffects();
  }
  switch (inst.getOpcode()) {
  case llvm::Instruction::ICmp:
  case llvm::Instruction::FCmp:
  case llvm::Instruction::FPTrunc:
  case llvm::Instruction::FPExt:
  case llvm::Instruction::FPToUI:
  case llvm::Instruction::FPToSI:
  case llvm::Instruction::UIToFP:
  case llvm::Instruction::SIToFP:
  case llvm::Instruction::Select:
  case llvm::Instruction::ZExt:
  case llvm::Instruction::SExt:
  case llvm::Instruction::Trunc:
  case llvm::Instruction::BitCast:
  case llvm::Instruction::Freeze:
  case llvm::Instruction::ExtractElement:
  case llvm::Instruction::InsertElement:
  case llvm::Instruction::ShuffleVector:
  case llvm::Instruction::ExtractValue:
  case llvm::Instruction::PHI: return true;
  default: return false;
  }
}

// The walk's state: Algorithm 1's Harvested and Unknown sets and its worklist.
class Walker {
public:
  Walker(const LazyRegion& region, const MemorySource& memory, const HarvestLimits& limits) : region_(region), memory_(memory), limits_(limits) {}

  Harvest run(llvm::Instruction& root) {
    root_ = &root;
    out_.kept.insert(&root);
    pushOperands(root, 1);
    drain();
    if (out_.needsControlFlow || limits_.keepControlFlow) {
      out_.needsControlFlow = true;
      harvestBranchConditions();
      drain();
    }
    return std::move(out_);
  }

private:
  void pushOperands(const llvm::Instruction& inst, unsigned depth) {
    if (auto* phi = llvm::dyn_cast<llvm::PHINode>(&inst)) {
      for (unsigned i = 0; i < phi->getNumIncomingValues(); ++i)
        if (region_.inRegion(phi->getIncomingBlock(i))) work_.push_back({phi->getIncomingValue(i), depth});
      return;
    }
    const llvm::Value* callee = nullptr;
    if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) callee = call->getCalledOperand();
    for (llvm::Value* operand : inst.operands())
      if (operand != callee) work_.push_back({operand, depth});
  }

  void drain() {
    while (!work_.empty()) {
      auto [value, depth] = work_.back();
      work_.pop_back();
      visit(value, depth);
    }
  }

  void makeInput(llvm::Value* v) {
    if (out_.inputSet.insert(v).second) out_.inputs.push_back(v);
  }

  void visit(llvm::Value* v, unsigned depth) {
    if (llvm::isa<llvm::Constant>(v) && !llvm::isa<llvm::ConstantExpr>(v) && !llvm::isa<llvm::GlobalValue>(v)) return;
    auto* inst = llvm::dyn_cast<llvm::Instruction>(v);
    if (!inst) return makeInput(v);
    if (out_.kept.count(inst) || out_.inputSet.count(inst) || out_.forwarded.count(inst)) return;
    if (auto* load = llvm::dyn_cast<llvm::LoadInst>(inst))
      if (llvm::Value* stored = storedValueFor(*load)) {
        out_.forwarded[load] = stored;
        return visit(stored, depth);
      }
    if (limits_.keepLoads && (llvm::isa<llvm::LoadInst>(inst) || inst->getType()->isPointerTy())) return visitMemory(*inst, depth);
    if (!mayKeep(*inst, depth)) return makeInput(v);
    if (llvm::isa<llvm::PHINode>(inst)) out_.needsControlFlow = true;
    out_.kept.insert(inst);
    pushOperands(*inst, depth + 1);
  }

  bool isRejected(const llvm::Instruction& inst) const { return limits_.rejected && limits_.rejected->count(&inst); }

  void keep(llvm::Instruction& inst, unsigned depth) {
    out_.kept.insert(&inst);
    pushOperands(inst, depth + 1);
  }

  // A load (not forwarded) or an instruction of pointer type, under the rules of
  // cut/extract/MemoryWalk.h: kept, or an input.
  void visitMemory(llvm::Instruction& inst, unsigned depth) {
    const llvm::AllocaInst* alloca = allocaBehind(&inst);
    bool described = alloca && describedHere(*alloca);
    bool withinBounds = depth <= limits_.depth && region_.allowsInstructionsOf(inst.getParent()) && !isRejected(inst);
    if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
      const llvm::AllocaInst* from = allocaBehind(load->getPointerOperand());
      bool pointerOk = !from || !isDescribableAlloca(*from) || describedHere(*from);
      if (isModelledValueType(load->getType()) && withinBounds && pointerOk && mayKeepLoad(*load, *root_))
        return keep(inst, depth);
      return makeInput(&inst);
    }
    if (described) return keepDescribed(inst, *alloca, depth);
    if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&inst); gep && gep->hasAllConstantIndices() && withinBounds) return keep(inst, depth);
    makeInput(&inst);
  }

  // `inst`, an instruction of a describable alloca's pointer chain (the alloca or a
  // getelementptr of it): kept whatever its depth, and with the alloca every store into it
  // before the root, so that the cut's alloca holds the original's bytes.
  void keepDescribed(llvm::Instruction& inst, const llvm::AllocaInst& alloca, unsigned depth) {
    keep(inst, depth);
    if (&inst != &alloca) return;
    for (llvm::StoreInst* store : storesBefore(alloca, *root_)) keep(*store, depth);
  }

  // Whether the cut describes `alloca` (MemoryWalk.h): describable, in the root's block, and the
  // bridge rejected none of its instructions (a store left out would make the cut's bytes wrong).
  bool describedHere(const llvm::AllocaInst& alloca) const {
    if (alloca.getParent() != root_->getParent() || !isDescribableAlloca(alloca)) return false;
    return !limits_.rejected || !anyRejectedFrom(alloca);
  }

  bool anyRejectedFrom(const llvm::Instruction& inst) const {
    if (isRejected(inst)) return true;
    for (const llvm::User* user : inst.users())
      if (anyRejectedFrom(*llvm::cast<llvm::Instruction>(user))) return true;
    return false;
  }

  bool mayKeep(const llvm::Instruction& inst, unsigned depth) const {
    if (depth > limits_.depth || !isHarvestable(inst)) return false;
    if (limits_.rejected && limits_.rejected->count(&inst)) return false;
    if (llvm::isa<llvm::PHINode>(inst)) return region_.inRegion(inst.getParent()) && inst.getParent() != region_.get().head;
    return region_.allowsInstructionsOf(inst.getParent());
  }

  // The value a store of the same type to the same pointer wrote to the memory `load` reads, when
  // MemorySSA's clobber walk ends at that store and the store dominates the load (then the stored
  // SSA value is the one the latest execution of the store wrote: its definition dominates the
  // store, so no newer instance of it can be reached on a path from that store to the load).
  // MemorySSA is not asked when no simple store of the function writes the load's location.
  llvm::Value* storedValueFor(llvm::LoadInst& load) {
    if (!load.isSimple() || !isModelledValueType(load.getType()) || !someStoreWritesTheLocationOf(load)) return nullptr;
    llvm::MemorySSA* memory = memory_.memorySSA ? memory_.memorySSA() : nullptr;
    if (!memory) return nullptr;
    llvm::MemoryAccess* clobber = memory->getWalker()->getClobberingMemoryAccess(&load);
    auto* def = llvm::dyn_cast_or_null<llvm::MemoryDef>(clobber);
    if (!def || memory->isLiveOnEntryDef(def)) return nullptr;
    auto* store = llvm::dyn_cast_or_null<llvm::StoreInst>(def->getMemoryInst());
    if (!store || !store->isSimple() || store->getValueOperand()->getType() != load.getType()) return nullptr;
    if (store->getPointerOperand()->stripPointerCasts() != load.getPointerOperand()->stripPointerCasts()) return nullptr;
    if (!memory->getDomTree().dominates(store, &load)) return nullptr;
    return store->getValueOperand();
  }

  // False only when the function's stored locations are known and none is the location `load`
  // reads with the load's type: then no store MemorySSA could find passes storedValueFor's test.
  bool someStoreWritesTheLocationOf(const llvm::LoadInst& load) const {
    const StoredLocations* stores = memory_.stores ? memory_.stores() : nullptr;
    return !stores || stores->locations.count({load.getPointerOperand()->stripPointerCasts(), load.getType()});
  }

  void harvestBranchConditions() {
    for (const llvm::BasicBlock* b : region_.get().blocks) {
      if (b == region_.rootBlock()) continue;
      const llvm::Instruction* term = b->getTerminator();
      if (auto* br = llvm::dyn_cast<llvm::BranchInst>(term); br && br->isConditional()) work_.push_back({br->getCondition(), 1});
      if (auto* sw = llvm::dyn_cast<llvm::SwitchInst>(term)) work_.push_back({sw->getCondition(), 1});
    }
  }

  llvm::Instruction* root_ = nullptr;
  const LazyRegion& region_;
  const MemorySource& memory_;
  const HarvestLimits& limits_;
  Harvest out_;
  std::vector<std::pair<llvm::Value*, unsigned>> work_;
};

} // namespace

bool isHarvestable(const llvm::Instruction& inst) {
  if (!isModelledOperation(inst)) return false;
  if (!isModelledValueType(inst.getType()) && !(llvm::isa<llvm::CallInst>(inst) && isModelledStruct(inst.getType()))) return false;
  const llvm::Value* callee = nullptr;
  if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) callee = call->getCalledOperand();
  for (const llvm::Value* operand : inst.operands())
    if (operand != callee && !isModelledValueType(operand->getType()) && !isModelledStruct(operand->getType())) return false;
  return true;
}

bool mayKeepAnOperand(const llvm::Instruction& inst) {
  for (const llvm::Value* operand : inst.operands())
    if (auto* operandInst = llvm::dyn_cast<llvm::Instruction>(operand))
      if (llvm::isa<llvm::LoadInst>(operandInst) || isHarvestable(*operandInst)) return true;
  return false;
}

Harvest harvest(llvm::Instruction& root, const LazyRegion& region, const MemorySource& memory, const HarvestLimits& limits) {
  return Walker(region, memory, limits).run(root);
}

} // namespace theseus::cut
