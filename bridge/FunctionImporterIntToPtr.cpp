// inttoptr on import (docs/memory.md, "Physical pointers"): the model gives its result an exact
// address but no block to access, so only the uses that read nothing but the address (or the
// pointer itself, when returned) are accepted.
#include "bridge/FunctionImporter.h"
#include "bridge/ImportValues.h"

#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>

#include <unordered_set>

namespace theseus::bridge {

namespace {

// Whether `user` reads only the address of a pointer operand, or returns it.
bool readsOnlyAddress(const llvm::User& user) {
  return llvm::isa<llvm::ICmpInst>(user) || llvm::isa<llvm::PtrToIntInst>(user) || llvm::isa<llvm::ReturnInst>(user);
}

// Whether `user` passes a pointer operand on as its own value.
bool passesPointerOn(const llvm::User& user, const llvm::Value& operand) {
  if (auto* select = llvm::dyn_cast<llvm::SelectInst>(&user)) return select->getCondition() != &operand;
  return llvm::isa<llvm::PHINode>(user) || llvm::isa<llvm::FreezeInst>(user);
}

// Throws Unsupported at the first use of `cast`'s result (or of a value passing it on) that may
// access memory through it, store it, or carry it anywhere but to an address read or a return.
void checkPhysicalPointerUses(const llvm::IntToPtrInst& cast) {
  std::vector<const llvm::Value*> work{&cast};
  std::unordered_set<const llvm::Value*> seen{&cast};
  while (!work.empty()) {
    const llvm::Value* v = work.back();
    work.pop_back();
    for (const llvm::User* user : v->users()) {
      if (readsOnlyAddress(*user)) continue;
      if (!passesPointerOn(*user, *v)) throwUnsupported(user, "a use of an inttoptr result other than icmp, ptrtoint, ret, select, phi or freeze: " + llvmText(*user));
      if (seen.insert(user).second) work.push_back(user);
    }
  }
}

// Throws Unsupported when a pointer parameter of `f` has an access attribute: their restrictions
// follow pointers syntactically, which an inttoptr result mixed in by select or phi would defeat.
void checkNoAttributedPointers(const llvm::Function& f, const llvm::Value* anchor) {
  for (const llvm::Argument& a : f.args())
    if (a.getType()->isPointerTy() && (a.hasAttribute(llvm::Attribute::ReadOnly) || a.hasAttribute(llvm::Attribute::ReadNone) ||
                                       a.hasAttribute(llvm::Attribute::WriteOnly) || a.hasAttribute(llvm::Attribute::NoCapture)))
      throwUnsupported(anchor, "inttoptr in a function with readonly, readnone, writeonly or nocapture pointer parameters");
}

} // namespace

std::unique_ptr<ir::Instruction> FunctionImporter::createIntToPtr(const llvm::IntToPtrInst& cast, ir::Type type) {
  if (!type.isPtr()) throwUnsupported(&cast, "inttoptr to a vector of pointers: " + llvmText(cast));
  typeOf(cast.getOperand(0)->getType(), &cast);
  checkNoAttributedPointers(source_, &cast);
  checkPhysicalPointerUses(cast);
  return std::make_unique<ir::Instruction>(ir::Opcode::IntToPtr, type, cast.getName().str());
}

} // namespace theseus::bridge
