#include "cut/extract/CutBuilder.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>

namespace theseus::cut {

namespace {

// The position in a list of blocks of each block holding a kept instruction (the few such blocks
// are found first, then the list is scanned once: it can hold every dominator of a deep block).
class KeptBlockPositions {
public:
  static constexpr unsigned kAbsent = ~0u;

  KeptBlockPositions(const Harvest& harvest, llvm::ArrayRef<const llvm::BasicBlock*> blocks) {
    for (const llvm::Instruction* inst : harvest.kept)
      if (find(inst->getParent()) == positions_.end()) positions_.push_back({inst->getParent(), kAbsent});
    for (unsigned i = 0; i < blocks.size(); ++i)
      if (auto it = find(blocks[i]); it != positions_.end() && it->second == kAbsent) it->second = i;
  }

  // The first position of `block` in the list, or kAbsent.
  unsigned of(const llvm::BasicBlock* block) const {
    for (const auto& [b, at] : positions_)
      if (b == block) return at;
    return kAbsent;
  }

private:
  using Positions = llvm::SmallVector<std::pair<const llvm::BasicBlock*, unsigned>, 8>;
  Positions::iterator find(const llvm::BasicBlock* block) {
    return std::find_if(positions_.begin(), positions_.end(), [block](const auto& p) { return p.first == block; });
  }
  Positions positions_;
};

// The kept instructions of `blocks` (distinct blocks), in block order then instruction order. It
// scans the few kept instructions, not the blocks: a region can span every non-loop block of a
// large function.
std::vector<llvm::Instruction*> keptInBlocks(llvm::ArrayRef<const llvm::BasicBlock*> blocks, const Harvest& harvest) {
  KeptBlockPositions position(harvest, blocks);
  llvm::SmallVector<std::pair<unsigned, llvm::Instruction*>, 16> found;
  for (const llvm::Instruction* inst : harvest.kept)
    if (unsigned at = position.of(inst->getParent()); at != KeptBlockPositions::kAbsent) found.push_back({at, const_cast<llvm::Instruction*>(inst)});
  std::sort(found.begin(), found.end(),
            [](const auto& x, const auto& y) { return x.first != y.first ? x.first < y.first : x.second->comesBefore(y.second); });
  std::vector<llvm::Instruction*> out;
  out.reserve(found.size());
  for (const auto& [block, inst] : found) out.push_back(inst);
  return out;
}

class Builder {
public:
  Builder(llvm::Instruction& root, const Region& region, const Harvest& harvest) : root_(root), region_(region), harvest_(harvest) {}

  BuiltCut build(std::string& error) {
    llvm::Function& f = *root_.getFunction();
    out_.module = std::make_unique<llvm::Module>("cut", f.getContext());
    out_.module->setDataLayout(f.getParent()->getDataLayout());
    out_.module->setTargetTriple(f.getParent()->getTargetTriple());
    createFunction();
    try {
      if (harvest_.needsControlFlow)
        buildRegion();
      else
        buildStraightLine();
    } catch (const std::string& why) {
      error = why;
      return {};
    }
    std::string complaint;
    llvm::raw_string_ostream os(complaint);
    if (llvm::verifyFunction(*out_.function, &os)) {
      os.flush();
      error = "cut fails LLVM's verifier: " + complaint;
      return {};
    }
    return std::move(out_);
  }

private:
  void createFunction() {
    std::vector<llvm::Type*> params;
    for (llvm::Value* input : harvest_.inputs) params.push_back(input->getType());
    auto* type = llvm::FunctionType::get(root_.getType(), params, false);
    out_.function = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, "cut", out_.module.get());
    for (unsigned i = 0; i < harvest_.inputs.size(); ++i) {
      llvm::Argument* arg = out_.function->getArg(i);
      arg->setName(harvest_.inputs[i]->hasName() ? harvest_.inputs[i]->getName() : "in" + std::to_string(i));
      values_[harvest_.inputs[i]] = arg;
      out_.original[arg] = harvest_.inputs[i];
    }
  }

  std::vector<llvm::Instruction*> keptIn(llvm::ArrayRef<const llvm::BasicBlock*> blocks) const { return keptInBlocks(blocks, harvest_); }

  void buildStraightLine() {
    auto* entry = llvm::BasicBlock::Create(root_.getContext(), "entry", out_.function);
    for (llvm::Instruction* inst : straightLineOrder(region_, harvest_)) cloneInto(*inst, entry);
    llvm::ReturnInst::Create(root_.getContext(), valueOf(&root_), entry);
  }

  void buildRegion() {
    for (const llvm::BasicBlock* b : region_.blocks) blocks_[b] = llvm::BasicBlock::Create(root_.getContext(), b->getName(), out_.function);
    for (const llvm::BasicBlock* b : region_.blocks)
      for (llvm::Instruction* inst : keptIn({b}))
        if (auto* phi = llvm::dyn_cast<llvm::PHINode>(inst)) createPhi(*phi, blocks_.at(b));
    for (llvm::Instruction* inst : keptIn(region_.aboveHeadOuterFirst)) cloneInto(*inst, blocks_.at(region_.head));
    for (const llvm::BasicBlock* b : region_.blocks) {
      for (llvm::Instruction* inst : keptIn({b}))
        if (!llvm::isa<llvm::PHINode>(inst)) cloneInto(*inst, blocks_.at(b));
      if (b == region_.rootBlock)
        llvm::ReturnInst::Create(root_.getContext(), valueOf(&root_), blocks_.at(b));
      else
        cloneTerminator(*b->getTerminator(), blocks_.at(b));
    }
    for (const llvm::BasicBlock* b : region_.blocks)
      for (llvm::Instruction* inst : keptIn({b}))
        if (auto* phi = llvm::dyn_cast<llvm::PHINode>(inst)) fillPhi(*phi);
  }

  // An empty copy of `phi` at the end of `into`'s phis; its incoming values come last (fillPhi).
  void createPhi(llvm::PHINode& phi, llvm::BasicBlock* into) {
    llvm::PHINode* copy = llvm::PHINode::Create(phi.getType(), phi.getNumIncomingValues(), phi.getName());
    copy->insertInto(into, into->end());
    values_[&phi] = copy;
    out_.original[copy] = &phi;
  }

  // The incoming values of `phi`'s copy along the region's edges.
  void fillPhi(llvm::PHINode& phi) {
    auto* copy = llvm::cast<llvm::PHINode>(values_.at(&phi));
    for (unsigned i = 0; i < phi.getNumIncomingValues(); ++i)
      if (region_.inRegion(phi.getIncomingBlock(i))) copy->addIncoming(valueOf(phi.getIncomingValue(i)), blocks_.at(phi.getIncomingBlock(i)));
  }

  llvm::BasicBlock* successor(const llvm::BasicBlock* from, const llvm::BasicBlock* to) {
    if (region_.inRegion(to) && to != region_.head) return blocks_.at(to);
    if (!unreachable_) {
      unreachable_ = llvm::BasicBlock::Create(root_.getContext(), "outside", out_.function);
      new llvm::UnreachableInst(root_.getContext(), unreachable_);
    }
    return unreachable_;
  }

  void cloneTerminator(const llvm::Instruction& term, llvm::BasicBlock* into) {
    const llvm::BasicBlock* from = term.getParent();
    if (auto* br = llvm::dyn_cast<llvm::BranchInst>(&term)) {
      if (br->isConditional())
        llvm::BranchInst::Create(successor(from, br->getSuccessor(0)), successor(from, br->getSuccessor(1)), valueOf(br->getCondition()), into);
      else
        llvm::BranchInst::Create(successor(from, br->getSuccessor(0)), into);
      return;
    }
    if (auto* sw = const_cast<llvm::SwitchInst*>(llvm::dyn_cast<llvm::SwitchInst>(&term))) {
      llvm::SwitchInst* copy = llvm::SwitchInst::Create(valueOf(sw->getCondition()), successor(from, sw->getDefaultDest()), sw->getNumCases(), into);
      for (const auto& c : sw->cases()) copy->addCase(c.getCaseValue(), successor(from, c.getCaseSuccessor()));
      return;
    }
    throw std::string("unsupported terminator in the cut's region: ") + term.getOpcodeName();
  }

  void cloneInto(llvm::Instruction& inst, llvm::BasicBlock* into) {
    llvm::Instruction* copy = inst.clone();
    copy->setName(inst.getName());
    stripMetadata(*copy);
    const llvm::Value* callee = nullptr;
    if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) callee = call->getCalledOperand();
    for (unsigned i = 0; i < inst.getNumOperands(); ++i) {
      llvm::Value* operand = inst.getOperand(i);
      copy->setOperand(i, operand == callee ? declarationOf(llvm::cast<llvm::Function>(*operand)) : valueOf(operand));
    }
    copy->insertInto(into, into->end());
    values_[&inst] = copy;
    out_.original[copy] = &inst;
  }

  // Keeps only the metadata with a meaning for the semantics (!range, !noundef).
  static void stripMetadata(llvm::Instruction& inst) {
    llvm::SmallVector<std::pair<unsigned, llvm::MDNode*>> all;
    inst.getAllMetadata(all);
    for (auto& [kind, node] : all)
      if (kind != llvm::LLVMContext::MD_range && kind != llvm::LLVMContext::MD_noundef) inst.setMetadata(kind, nullptr);
    inst.setDebugLoc(llvm::DebugLoc());
  }

  llvm::Function* declarationOf(llvm::Function& callee) {
    llvm::FunctionCallee decl = out_.module->getOrInsertFunction(callee.getName(), callee.getFunctionType(), callee.getAttributes());
    return llvm::cast<llvm::Function>(decl.getCallee());
  }

  llvm::Value* valueOf(llvm::Value* v) {
    if (auto it = harvest_.forwarded.find(v); it != harvest_.forwarded.end()) return valueOf(it->second);
    if (auto it = values_.find(v); it != values_.end()) return it->second;
    if (llvm::isa<llvm::Constant>(v) && !llvm::isa<llvm::GlobalValue>(v) && !llvm::isa<llvm::ConstantExpr>(v)) return v;
    throw std::string("internal: a value of the cut is neither kept nor an input: ") + v->getName().str();
  }

  llvm::Instruction& root_;
  const Region& region_;
  const Harvest& harvest_;
  BuiltCut out_;
  std::map<const llvm::Value*, llvm::Value*> values_;
  std::map<const llvm::BasicBlock*, llvm::BasicBlock*> blocks_;
  llvm::BasicBlock* unreachable_ = nullptr;
};

} // namespace

BuiltCut buildCut(llvm::Instruction& root, const Region& region, const Harvest& harvest, std::string& error) {
  return Builder(root, region, harvest).build(error);
}

void markInputsNotAtRoot(BuiltCut& built, const std::vector<llvm::Value*>& inputs, const llvm::Instruction& root, const llvm::DominatorTree& dt) {
  for (unsigned i = 0; i < inputs.size(); ++i)
    if (auto* inst = llvm::dyn_cast<llvm::Instruction>(inputs[i]); inst && !dt.dominates(inst, &root))
      built.function->addParamAttr(i, llvm::Attribute::get(built.function->getContext(), ir::kNotAtRootAttribute));
}

std::vector<llvm::Instruction*> straightLineOrder(const Region& region, const Harvest& harvest) {
  llvm::SmallVector<const llvm::BasicBlock*, 16> blocks(region.aboveHeadOuterFirst.begin(), region.aboveHeadOuterFirst.end());
  blocks.append(region.blocks.begin(), region.blocks.end());
  return keptInBlocks(blocks, harvest);
}

std::vector<llvm::Instruction*> straightLineOrder(const LazyRegion& region, const Harvest& harvest) {
  if (region.computed()) return straightLineOrder(region.get(), harvest);
  const llvm::BasicBlock* rootBlock = region.rootBlock();
  return keptInBlocks(llvm::ArrayRef<const llvm::BasicBlock*>(rootBlock), harvest);
}

} // namespace theseus::cut
