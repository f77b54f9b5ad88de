#include "cut/Apply.h"

#include "bridge/Export.h"

#include <llvm/IR/Dominators.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ValueHandle.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/Local.h>

namespace theseus::cut {

namespace {

// The LLVM parser cannot read named values in a context that discards names (clang's), so the
// export lifts that setting for its duration.
const char* const kHelperName = "theseus.rewrite.helper";

std::unique_ptr<llvm::Module> exportRewrite(const Cut& cut, const ir::Function& rewrite, std::string& error) {
  ir::Module m;
  m.dataLayout = cut.dataLayout;
  m.addFunction(rewrite.clone(kHelperName));
  llvm::LLVMContext& context = cut.root->getContext();
  bool discards = context.shouldDiscardValueNames();
  context.setDiscardValueNames(false);
  std::unique_ptr<llvm::Module> out = bridge::exportModule(m, context, error);
  context.setDiscardValueNames(discards);
  if (!out) return nullptr;
  const llvm::Module& target = *cut.root->getModule();
  out->setDataLayout(target.getDataLayout());
  out->setTargetTriple(target.getTargetTriple());
  return out;
}

// The call arguments binding `helper`'s parameters to the cut's inputs (poison where unused), or
// false when a used input does not dominate the root or the types disagree.
bool bindArguments(const Cut& cut, const llvm::Function& helper, const llvm::DominatorTree& dt, std::vector<llvm::Value*>& args,
                   std::string& error) {
  if (helper.arg_size() != cut.inputs.size()) {
    error = "the rewrite's signature differs from the cut's";
    return false;
  }
  for (const llvm::Argument& arg : helper.args()) {
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
      error = "input %" + input->getName().str() + " does not dominate the root";
      return false;
    }
    args.push_back(input);
  }
  return true;
}

// Moves the helper function of `exported` (built in the target's context) into `target`, its
// calls to intrinsics redirected to `target`'s declarations (added when absent): the Linker would
// do the same but first maps every type of the whole target module, at each rewrite. Null with
// `error` when a declaration's name is taken in `target` by a function of another type.
llvm::Function* moveHelper(llvm::Module& exported, llvm::Module& target, std::string& error) {
  llvm::Function* helper = exported.getFunction(kHelperName);
  for (llvm::Function& declaration : exported) {
    if (!declaration.isDeclaration()) continue;
    llvm::Function* existing = target.getFunction(declaration.getName());
    if (existing && existing->getFunctionType() != declaration.getFunctionType()) {
      error = "@" + declaration.getName().str() + " is declared with another type in the module";
      return nullptr;
    }
    if (!existing) existing = llvm::Function::Create(declaration.getFunctionType(), declaration.getLinkage(), declaration.getName(), target);
    declaration.replaceAllUsesWith(existing);
  }
  helper->removeFromParent();
  target.getFunctionList().push_back(helper);
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

} // namespace

ApplyResult applyRewrite(const Cut& cut, const ir::Function& rewrite, const llvm::DominatorTree& dt, std::string& error) {
  std::unique_ptr<llvm::Module> exported = exportRewrite(cut, rewrite, error);
  if (!exported) return ApplyResult::Unchanged;
  std::vector<llvm::Value*> args;
  if (!bindArguments(cut, *exported->getFunction(kHelperName), dt, args, error)) return ApplyResult::Unchanged;
  llvm::Function* helper = moveHelper(*exported, *cut.root->getModule(), error);
  if (!helper) return ApplyResult::Unchanged;
  helper->setLinkage(llvm::GlobalValue::InternalLinkage);
  llvm::CallInst* call = llvm::CallInst::Create(helper, args, "", cut.root->getIterator());
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
  helper->eraseFromParent();
  removeDeadCode(function);
  return ApplyResult::Applied;
}

} // namespace theseus::cut
