#include "cut/apply/Apply.h"

#include <llvm/Analysis/ConstantFolding.h>
#include <llvm/Analysis/InstructionSimplify.h>
#include <llvm/Analysis/MemorySSA.h>
#include <llvm/Analysis/MemorySSAUpdater.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ValueHandle.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/Local.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

#include <algorithm>
#include <optional>

namespace theseus::cut {

namespace {

const char* const kHelperName = "theseus.rewrite.helper";

// `v` as an operand is printed ("%x", "%12").
std::string operandText(const llvm::Value& v) {
  std::string text;
  llvm::raw_string_ostream out(text);
  v.printAsOperand(out, false);
  return text;
}

// The values binding `rewrite`'s parameters to the cut's inputs (poison where unused), or false
// when the signatures differ or a used input does not dominate the root.
bool bindArguments(const Cut& cut, const llvm::Function& rewrite, const llvm::DominatorTree& dt, std::vector<llvm::Value*>& args,
                   std::string& error) {
  if (rewrite.arg_size() != cut.inputs.size() || rewrite.getReturnType() != cut.root->getType()) {
    error = "the rewrite's signature differs from the cut's";
    return false;
  }
  for (const llvm::Argument& arg : rewrite.args()) {
    llvm::Value* input = cut.inputs[arg.getArgNo()];
    if (input->getType() != arg.getType()) {
      error = "the rewrite's signature differs from the cut's";
      return false;
    }
    if (arg.use_empty()) {
      args.push_back(llvm::PoisonValue::get(arg.getType()));
      continue;
    }
    if (auto* inst = llvm::dyn_cast<llvm::Instruction>(input); inst && !dt.dominates(inst, cut.root)) {
      error = "input " + operandText(*input) + " does not dominate the root";
      return false;
    }
    args.push_back(input);
  }
  return true;
}

// Whether `c` is or contains a global value (which belongs to one module).
bool refersToGlobal(const llvm::Constant& c) {
  if (llvm::isa<llvm::GlobalValue>(c)) return true;
  for (const llvm::Use& operand : c.operands())
    if (auto* inner = llvm::dyn_cast<llvm::Constant>(operand.get()); inner && refersToGlobal(*inner)) return true;
  return false;
}

// The declarations `rewrite` calls, or false with `error` when it refers to any other global.
bool calledDeclarations(const llvm::Function& rewrite, std::vector<const llvm::Function*>& out, std::string& error) {
  for (const llvm::BasicBlock& b : rewrite)
    for (const llvm::Instruction& inst : b)
      for (const llvm::Use& operand : inst.operands()) {
        auto* constant = llvm::dyn_cast<llvm::Constant>(operand.get());
        if (!constant || !refersToGlobal(*constant)) continue;
        auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
        auto* callee = llvm::dyn_cast<llvm::Function>(constant);
        if (!call || !call->isCallee(&operand) || !callee || !callee->isDeclaration()) {
          error = "the rewrite refers to a global other than a declaration it calls";
          return false;
        }
        if (std::find(out.begin(), out.end(), callee) == out.end()) out.push_back(callee);
      }
  return true;
}

// Whether each of `declarations` is free in `target` or declared there with the same type.
bool declarationsFit(const std::vector<const llvm::Function*>& declarations, const llvm::Module& target, std::string& error) {
  for (const llvm::Function* declaration : declarations) {
    const llvm::GlobalValue* existing = target.getNamedValue(declaration->getName());
    auto* function = llvm::dyn_cast_or_null<llvm::Function>(existing);
    if (existing && (!function || function->getFunctionType() != declaration->getFunctionType())) {
      error = "@" + declaration->getName().str() + " is declared with another type in the module";
      return false;
    }
  }
  return true;
}

// `target`'s function of `declaration`'s name, declared like it when absent (declarationsFit
// said that it fits).
llvm::Function* targetDeclaration(const llvm::Function& declaration, llvm::Module& target) {
  if (llvm::Function* existing = target.getFunction(declaration.getName())) return existing;
  return llvm::Function::Create(declaration.getFunctionType(), declaration.getLinkage(), declaration.getName(), target);
}

// A copy of `rewrite` (of another module, same context) in `target` as an internal helper, its
// calls redirected to `target`'s declarations; null with `error` when a declaration's name is
// taken in `target` by a function of another type.
llvm::Function* copyHelper(const llvm::Function& rewrite, llvm::Module& target, std::string& error) {
  std::vector<const llvm::Function*> declarations;
  if (!calledDeclarations(rewrite, declarations, error) || !declarationsFit(declarations, target, error)) return nullptr;
  llvm::ValueToValueMapTy map;
  for (const llvm::Function* declaration : declarations) map[declaration] = targetDeclaration(*declaration, target);
  llvm::Function* helper = llvm::Function::Create(rewrite.getFunctionType(), llvm::GlobalValue::InternalLinkage, kHelperName, target);
  for (const llvm::Argument& arg : rewrite.args()) map[&arg] = helper->getArg(arg.getArgNo());
  llvm::SmallVector<llvm::ReturnInst*, 4> returns;
  llvm::CloneFunctionInto(helper, &rewrite, map, llvm::CloneFunctionChangeType::DifferentModule, returns);
  return helper;
}

// Deletes the instructions of `f` that are trivially dead (the rewrite's unused code, the cut's
// instructions only the root used).
void removeDeadCode(llvm::Function& f) {
  llvm::SmallVector<llvm::WeakTrackingVH> dead;
  for (llvm::BasicBlock& b : f)
    for (llvm::Instruction& inst : b)
      if (llvm::isInstructionTriviallyDead(&inst)) dead.emplace_back(&inst);
  llvm::RecursivelyDeleteTriviallyDeadInstructionsPermissive(dead);
}

// Replaces the root by a call to `helper` (in the root's module) with `args`, inlines it, and
// deletes the helper and the function's dead code.
ApplyResult inlineHelper(const Cut& cut, llvm::Function& helper, const std::vector<llvm::Value*>& args, std::string& error) {
  helper.setLinkage(llvm::GlobalValue::InternalLinkage);
  llvm::CallInst* call = llvm::CallInst::Create(&helper, args, "", cut.root->getIterator());
  call->setDebugLoc(cut.root->getDebugLoc());
  std::string rootName = cut.root->getName().str();
  cut.root->replaceAllUsesWith(call);
  llvm::WeakTrackingVH result(call);
  llvm::InlineFunctionInfo info;
  llvm::InlineResult inlined = llvm::InlineFunction(*call, info);
  if (auto* replacement = llvm::dyn_cast_or_null<llvm::Instruction>(result); replacement && replacement != cut.root) {
    cut.root->setName("");
    replacement->setName(rootName);
  }
  llvm::Function& function = *cut.root->getFunction();
  llvm::RecursivelyDeleteTriviallyDeadInstructions(cut.root);
  if (!inlined.isSuccess()) {
    error = std::string("the rewrite stays a call to an internal helper: inlining failed: ") + inlined.getFailureReason();
    return ApplyResult::KeptAsCall;
  }
  helper.eraseFromParent();
  removeDeadCode(function);
  return ApplyResult::Applied;
}

// Whether `rewrite` is one block that returns a value: it can be cloned before the root.
bool isStraightLine(const llvm::Function& rewrite) {
  return rewrite.size() == 1 && llvm::isa<llvm::ReturnInst>(rewrite.front().getTerminator()) && !rewrite.getReturnType()->isVoidTy();
}

// What the clones' operands map to: the rewrite's arguments (-> the cut's inputs), its called
// declarations (-> the root's module's) and its instructions (-> their clones or folded values).
// Its values do not follow a replacement (simplifyClones): only the returned value is needed
// afterwards, and it is held by a tracking handle.
using CloneMap = llvm::SmallDenseMap<const llvm::Value*, llvm::Value*, 16>;

// Whether an instruction of `block` other than a debug intrinsic has a metadata operand (which may
// wrap a local value that remapOperands would not map; no rewrite the prover imports has one).
bool hasMetadataOperand(const llvm::BasicBlock& block) {
  for (const llvm::Instruction& inst : block)
    for (const llvm::Use& operand : inst.operands())
      if (llvm::isa<llvm::MetadataAsValue>(operand.get()) && !llvm::isa<llvm::DbgInfoIntrinsic>(inst)) return true;
  return false;
}

// Sets each operand of `clone` to what `map` maps it to, or to itself (as LLVM's RemapInstruction
// does without module-level changes: every operand is set again, constants to themselves).
void remapOperands(llvm::Instruction& clone, const CloneMap& map) {
  for (llvm::Use& operand : clone.operands()) {
    llvm::Value* value = operand.get();
    llvm::Value* mapped = map.lookup(value);
    operand.set(mapped ? mapped : value);
  }
}

// The clones of the straight-line `rewrite`'s instructions, inserted before the root with
// `map` extended to them; debug intrinsics (which the prover's import skips) are left out. Each
// clone takes the root's debug location and the original's name with ".i" appended; a clone
// that constant-folds and is then dead is mapped to the constant and not kept (both as LLVM's
// inliner clones).
std::vector<llvm::WeakVH> cloneBeforeRoot(const Cut& cut, const llvm::BasicBlock& block, CloneMap& map) {
  std::vector<llvm::WeakVH> clones;
  const llvm::DataLayout& dl = cut.root->getModule()->getDataLayout();
  clones.reserve(block.size());
  for (const llvm::Instruction& inst : block) {
    if (inst.isTerminator() || llvm::isa<llvm::DbgInfoIntrinsic>(inst)) continue;
    llvm::Instruction* clone = inst.clone();
    clone->insertBefore(cut.root);
    remapOperands(*clone, map);
    if (llvm::Constant* folded = llvm::ConstantFoldInstruction(clone, dl); folded && llvm::isInstructionTriviallyDead(clone)) {
      map[&inst] = folded;
      clone->eraseFromParent();
      continue;
    }
    clone->setDebugLoc(cut.root->getDebugLoc());
    if (inst.hasName()) clone->setName(inst.getName() + ".i");
    map[&inst] = clone;
    clones.emplace_back(clone);
  }
  return clones;
}

// Simplifies each clone, in order, by LLVM's InstSimplify in its new place (with the module's data
// layout, no other analysis), deleting it when that leaves it dead: what LLVM's inliner does to
// the code it clones, so the result is the one inlining the rewrite would give. InstSimplify only
// replaces a value by one it refines, so the function still refines the original.
void simplifyClones(const std::vector<llvm::WeakVH>& clones, const llvm::DataLayout& dl) {
  for (const llvm::WeakVH& handle : clones) {
    auto* clone = llvm::dyn_cast_or_null<llvm::Instruction>(handle);
    if (!clone) continue;
    llvm::Value* simpler = llvm::simplifyInstruction(clone, llvm::SimplifyQuery(dl));
    if (!simpler) continue;
    clone->replaceAllUsesWith(simpler);
    if (llvm::isInstructionTriviallyDead(clone)) clone->eraseFromParent();
  }
}

// Replaces the root's uses by `result`, gives the root's name to it when it is an instruction (as
// inlining does), and deletes what became trivially dead, starting from the root and from
// the clones; `memory` (may be null) is updated for each deleted access.
void replaceRoot(const Cut& cut, llvm::Value* result, const std::vector<llvm::WeakVH>& clones, llvm::MemorySSA* memory) {
  std::string rootName = cut.root->getName().str();
  cut.root->replaceAllUsesWith(result);
  if (auto* replacement = llvm::dyn_cast<llvm::Instruction>(result)) {
    cut.root->setName("");
    replacement->setName(rootName);
  }
  std::optional<llvm::MemorySSAUpdater> updater;
  if (memory) updater.emplace(memory);
  llvm::MemorySSAUpdater* update = updater ? &*updater : nullptr;
  llvm::RecursivelyDeleteTriviallyDeadInstructions(cut.root, nullptr, update);
  for (const llvm::WeakVH& clone : clones)
    if (auto* inst = llvm::dyn_cast_or_null<llvm::Instruction>(clone)) llvm::RecursivelyDeleteTriviallyDeadInstructions(inst, nullptr, update);
}

// The straight-line path of applyRewrite, after the arguments were bound.
ApplyOutcome applyByCloning(const Cut& cut, const llvm::Function& rewrite, const std::vector<llvm::Value*>& args, llvm::MemorySSA* memory,
                            std::string& error) {
  llvm::Module& target = *cut.root->getModule();
  std::vector<const llvm::Function*> declarations;
  if (!calledDeclarations(rewrite, declarations, error) || !declarationsFit(declarations, target, error)) return {};
  if (hasMetadataOperand(rewrite.front())) {
    error = "the rewrite passes metadata as an operand";
    return {};
  }
  CloneMap map;
  for (const llvm::Argument& arg : rewrite.args()) map[&arg] = args[arg.getArgNo()];
  for (const llvm::Function* declaration : declarations) map[declaration] = targetDeclaration(*declaration, target);
  std::vector<llvm::WeakVH> clones = cloneBeforeRoot(cut, rewrite.front(), map);
  ApplyOutcome out{ApplyResult::Applied, true};
  for (const llvm::WeakVH& clone : clones) out.analysesValid = out.analysesValid && !llvm::cast<llvm::Instruction>(clone)->mayReadOrWriteMemory();
  llvm::Value* returned = llvm::cast<llvm::ReturnInst>(rewrite.front().getTerminator())->getReturnValue();
  llvm::Value* mapped = map.lookup(returned);
  llvm::WeakTrackingVH result(mapped ? mapped : returned);
  simplifyClones(clones, target.getDataLayout());
  replaceRoot(cut, result, clones, memory);
  return out;
}

// Whether `rewrite` stores or allocates: a rewrite is placed at the root where the cut's memory
// is the function's (cut/extract/MemoryWalk.h), and only reading it keeps that so. A proved
// rewrite with a store, an atomic access, a fence or an alloca (which the engines do not build)
// is not applied. (Calls are not the verifier's: a rewrite with one is never proved.)
bool touchesMemoryBeyondReads(const llvm::Function& rewrite) {
  for (const llvm::BasicBlock& b : rewrite)
    for (const llvm::Instruction& inst : b)
      if (llvm::isa<llvm::AllocaInst, llvm::StoreInst, llvm::AtomicRMWInst, llvm::AtomicCmpXchgInst, llvm::FenceInst>(inst)) return true;
  return false;
}

} // namespace

ApplyOutcome applyRewrite(const Cut& cut, const llvm::Function& rewrite, const llvm::DominatorTree& dt, llvm::MemorySSA* memory,
                          std::string& error) {
  if (touchesMemoryBeyondReads(rewrite)) {
    error = "the rewrite writes memory or allocates";
    return {};
  }
  std::vector<llvm::Value*> args;
  if (!bindArguments(cut, rewrite, dt, args, error)) return {};
  if (isStraightLine(rewrite)) return applyByCloning(cut, rewrite, args, memory, error);
  llvm::Function* helper = copyHelper(rewrite, *cut.root->getModule(), error);
  if (!helper) return {};
  return ApplyOutcome{inlineHelper(cut, *helper, args, error), false};
}

} // namespace theseus::cut
