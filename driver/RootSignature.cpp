#include "driver/RootSignature.h"

#include "store/RootSignature.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>

#include <string>

namespace theseus::driver {

namespace {

// The most value operands whose 2^n kind combinations are enumerated.
constexpr unsigned kMaxValueOperands = 4;

// The type as LLVM prints it, for integers and fixed vectors of integers; "" for any other.
std::string typeText(const llvm::Type* type) {
  if (auto* integer = llvm::dyn_cast<llvm::IntegerType>(type)) return "i" + std::to_string(integer->getBitWidth());
  auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  if (!vector || !vector->getElementType()->isIntegerTy()) return "";
  return "<" + std::to_string(vector->getNumElements()) + " x " + typeText(vector->getElementType()) + ">";
}

// The kinds `operand` can have in a cut: {} for a plain constant (not a value there), {"a"} for an
// argument, {"a", "v:OPCODE"} for an instruction; nullopt when unpredictable.
std::optional<std::vector<std::string>> kindsOf(const llvm::Value* operand) {
  if (llvm::isa<llvm::LoadInst>(operand) || llvm::isa<llvm::ConstantExpr>(operand) || llvm::isa<llvm::GlobalValue>(operand))
    return std::nullopt;
  if (llvm::isa<llvm::Constant>(operand)) return std::vector<std::string>{};
  if (llvm::isa<llvm::Argument>(operand)) return std::vector<std::string>{"a"};
  if (auto* inst = llvm::dyn_cast<llvm::Instruction>(operand)) return std::vector<std::string>{"a", std::string("v:") + inst->getOpcodeName()};
  return std::nullopt;
}

// Every joined kind list choosing one kind per entry of `choices`, from entry `next` on.
void combine(const std::vector<std::vector<std::string>>& choices, size_t next, const std::string& prefix, std::vector<std::string>& out) {
  if (next == choices.size()) {
    out.push_back(prefix);
    return;
  }
  for (const std::string& kind : choices[next]) combine(choices, next + 1, prefix.empty() ? kind : prefix + "," + kind, out);
}

} // namespace

std::optional<std::vector<uint64_t>> predictedRootSignatures(const llvm::Instruction& inst) {
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
  std::vector<std::vector<std::string>> choices;
  for (unsigned i = 0; i < operands; ++i) {
    std::optional<std::vector<std::string>> kinds = kindsOf(inst.getOperand(i));
    if (!kinds) return std::nullopt;
    if (!kinds->empty()) choices.push_back(std::move(*kinds));
  }
  if (choices.size() > kMaxValueOperands) return std::nullopt;
  std::vector<std::string> lists;
  combine(choices, 0, "", lists);
  std::vector<uint64_t> out;
  for (const std::string& list : lists) out.push_back(store::rootSignature(inst.getOpcodeName(), detail, type, list));
  return out;
}

} // namespace theseus::driver
