#include "driver/RootSignature.h"

#include "store/RootSignature.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>

#include <llvm/ADT/SmallString.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::driver {

namespace {

// The most value operands whose 2^n kind combinations are enumerated.
constexpr unsigned kMaxValueOperands = 4;

// Appends the type as LLVM prints it, for integers and fixed vectors of integers; false for any other.
bool appendTypeText(const llvm::Type* type, llvm::SmallVectorImpl<char>& out) {
  llvm::raw_svector_ostream os(out);
  if (auto* integer = llvm::dyn_cast<llvm::IntegerType>(type)) {
    os << "i" << integer->getBitWidth();
    return true;
  }
  auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  auto* element = vector ? llvm::dyn_cast<llvm::IntegerType>(vector->getElementType()) : nullptr;
  if (!element) return false;
  os << "<" << vector->getNumElements() << " x i" << element->getBitWidth() << ">";
  return true;
}

// How an operand can appear in a cut.
enum class OperandKind { Constant, Argument, Instruction, Unpredictable };

OperandKind kindOf(const llvm::Value* operand) {
  if (llvm::isa<llvm::LoadInst>(operand) || llvm::isa<llvm::ConstantExpr>(operand) || llvm::isa<llvm::GlobalValue>(operand))
    return OperandKind::Unpredictable;
  if (llvm::isa<llvm::Constant>(operand)) return OperandKind::Constant;
  if (llvm::isa<llvm::Argument>(operand)) return OperandKind::Argument;
  if (llvm::isa<llvm::Instruction>(operand)) return OperandKind::Instruction;
  return OperandKind::Unpredictable;
}

// The operation detail of the signature: the icmp predicate or the callee's name; false for an
// indirect call. `operands` becomes the number of operands that are values of the operation.
bool detailOf(const llvm::Instruction& inst, llvm::StringRef& detail, unsigned& operands) {
  operands = inst.getNumOperands();
  if (auto* cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst)) detail = llvm::CmpInst::getPredicateName(cmp->getPredicate());
  if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) {
    if (!call->getCalledFunction()) return false;
    detail = call->getCalledFunction()->getName();
    operands = call->arg_size();
  }
  return true;
}

// The signature whose operand list takes, for the i-th instruction operand, "v:OPCODE" when bit
// i of `kept` is set and "a" otherwise.
uint64_t signatureOf(uint64_t prefix, llvm::ArrayRef<const llvm::Value*> values, unsigned kept) {
  uint64_t signature = prefix;
  unsigned instructionIndex = 0;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) signature = store::extendRootSignature(signature, ",");
    auto* inst = llvm::dyn_cast<llvm::Instruction>(values[i]);
    if (inst && (kept >> instructionIndex++ & 1)) {
      signature = store::extendRootSignature(store::extendRootSignature(signature, "v:"), inst->getOpcodeName());
    } else {
      signature = store::extendRootSignature(signature, "a");
    }
  }
  return signature;
}

} // namespace

bool predictRootSignatures(const llvm::Instruction& inst, llvm::SmallVectorImpl<uint64_t>& out) {
  llvm::SmallString<24> type;
  if (!appendTypeText(inst.getType(), type)) return false;
  llvm::StringRef detail;
  unsigned operands = 0;
  if (!detailOf(inst, detail, operands)) return false;
  llvm::SmallVector<const llvm::Value*, kMaxValueOperands> values;
  unsigned instructions = 0;
  for (unsigned i = 0; i < operands; ++i) {
    const llvm::Value* operand = inst.getOperand(i);
    OperandKind kind = kindOf(operand);
    if (kind == OperandKind::Unpredictable) return false;
    if (kind == OperandKind::Constant) continue;
    if (values.size() == kMaxValueOperands) return false;
    values.push_back(operand);
    instructions += kind == OperandKind::Instruction;
  }
  uint64_t prefix = store::rootSignaturePrefix(inst.getOpcodeName(), detail, type.str());
  for (unsigned kept = 0; kept < (1u << instructions); ++kept) out.push_back(signatureOf(prefix, values, kept));
  return true;
}

std::optional<std::vector<uint64_t>> predictedRootSignatures(const llvm::Instruction& inst) {
  llvm::SmallVector<uint64_t, 16> signatures;
  if (!predictRootSignatures(inst, signatures)) return std::nullopt;
  return std::vector<uint64_t>(signatures.begin(), signatures.end());
}

} // namespace theseus::driver
