#include "driver/RootSignature.h"

#include "store/RootSignature.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>

#include <string>

namespace theseus::driver {

namespace {

// The type as LLVM prints it, for integers and fixed vectors of integers; "" for any other.
std::string typeText(const llvm::Type* type) {
  if (auto* integer = llvm::dyn_cast<llvm::IntegerType>(type)) return "i" + std::to_string(integer->getBitWidth());
  auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  if (!vector || !vector->getElementType()->isIntegerTy()) return "";
  return "<" + std::to_string(vector->getNumElements()) + " x " + typeText(vector->getElementType()) + ">";
}

// 1 for an operand every cut keeps a value (instruction or input), 0 for a plain constant, nullopt
// when the cut may make it either.
std::optional<unsigned> valueCount(const llvm::Value* operand) {
  if (llvm::isa<llvm::LoadInst>(operand) || llvm::isa<llvm::ConstantExpr>(operand) || llvm::isa<llvm::GlobalValue>(operand))
    return std::nullopt;
  return llvm::isa<llvm::Constant>(operand) ? 0u : 1u;
}

} // namespace

std::optional<uint64_t> predictedRootSignature(const llvm::Instruction& inst) {
  std::string type = typeText(inst.getType());
  if (type.empty()) return std::nullopt;
  std::string detail;
  unsigned operands = inst.getNumOperands();
  if (auto* cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst)) detail = llvm::CmpInst::getPredicateName(cmp->getPredicate()).str();
  if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) {
    if (!call->getCalledFunction()) return std::nullopt;
    detail = call->getCalledFunction()->getName().str();
    operands = call->arg_size();
  }
  unsigned values = 0;
  for (unsigned i = 0; i < operands; ++i) {
    std::optional<unsigned> count = valueCount(inst.getOperand(i));
    if (!count) return std::nullopt;
    values += *count;
  }
  return store::rootSignature(inst.getOpcodeName(), detail, type, values);
}

} // namespace theseus::driver
