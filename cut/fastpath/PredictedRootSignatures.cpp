#include "cut/fastpath/RootSignature.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>

#include <llvm/ADT/STLExtras.h>

#include <charconv>
#include <cstring>
#include <string_view>

namespace theseus::cut {

namespace {

// The most value operands whose 2^n kind combinations are enumerated.
constexpr unsigned kMaxValueOperands = 4;

// A type as LLVM prints it, built in place.
struct TypeText {
  char chars[40];
  size_t size = 0;

  void append(std::string_view text) {
    std::memcpy(chars + size, text.data(), text.size());
    size += text.size();
  }
  void append(unsigned number) { size = size_t(std::to_chars(chars + size, chars + sizeof chars, number).ptr - chars); }
  std::string_view view() const { return {chars, size}; }
};

// The type as LLVM prints it ("i32", "<8 x i16>"), for integers and fixed vectors of integers;
// false for any other.
bool typeText(const llvm::Type* type, TypeText& out) {
  if (auto* integer = llvm::dyn_cast<llvm::IntegerType>(type)) {
    out.append("i");
    out.append(integer->getBitWidth());
    return true;
  }
  auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  auto* element = vector ? llvm::dyn_cast<llvm::IntegerType>(vector->getElementType()) : nullptr;
  if (!element) return false;
  out.append("<");
  out.append(vector->getNumElements());
  out.append(" x i");
  out.append(element->getBitWidth());
  out.append(">");
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

// A value operand of the root: an argument, or an instruction with its opcode.
struct ValueOperand {
  bool instruction = false;
  unsigned opcode = 0;
};

// Writes out[mask] for every choice of kept instruction operands among values[i..]: the signature
// `signature` (which spells values[..i)) extended, for each value, by "v:OPCODE" when it is the
// instruction operand numbered `bit` onward whose bit of the mask is set, else by "a".
void enumerateSignatures(uint64_t signature, llvm::ArrayRef<ValueOperand> values, size_t i, unsigned bit, unsigned mask, uint64_t* out) {
  if (i == values.size()) {
    out[mask] = signature;
    return;
  }
  if (i > 0) signature = extendRootSignature(signature, ",");
  enumerateSignatures(extendRootSignature(signature, "a"), values, i + 1, bit + values[i].instruction, mask, out);
  if (!values[i].instruction) return;
  uint64_t kept = extendRootSignature(extendRootSignature(signature, "v:"), llvm::Instruction::getOpcodeName(values[i].opcode));
  enumerateSignatures(kept, values, i + 1, bit + 1, mask | 1u << bit, out);
}

// The value operands of `inst` (call arguments only) that are not constants, in order, into
// `values` (`count` of them, `instructions` of which are instructions); false for an operand the
// signature cannot predict or more than kMaxValueOperands.
bool valueOperandsOf(const llvm::Instruction& inst, ValueOperand* values, unsigned& count, unsigned& instructions) {
  auto* call = llvm::dyn_cast<llvm::CallInst>(&inst);
  unsigned operands = call ? unsigned(call->arg_size()) : inst.getNumOperands();
  for (unsigned i = 0; i < operands; ++i) {
    const llvm::Value* operand = inst.getOperand(i);
    OperandKind kind = kindOf(operand);
    if (kind == OperandKind::Unpredictable) return false;
    if (kind == OperandKind::Constant) continue;
    if (count == kMaxValueOperands) return false;
    bool instruction = kind == OperandKind::Instruction;
    values[count++] = ValueOperand{instruction, instruction ? llvm::cast<llvm::Instruction>(operand)->getOpcode() : 0u};
    instructions += instruction;
  }
  return true;
}

// The signature prefix of `inst`: its operation, detail and type (rootSignaturePrefix), or
// nullopt for a type the signature does not spell or an indirect call.
std::optional<uint64_t> signaturePrefixOf(const llvm::Instruction& inst) {
  TypeText type;
  if (!typeText(inst.getType(), type)) return std::nullopt;
  llvm::StringRef detail;
  unsigned operands = 0;
  if (!detailOf(inst, detail, operands)) return std::nullopt;
  return rootSignaturePrefix(inst.getOpcodeName(), detail, type.view());
}

// Appends the 2^instructions signatures of a root with signature prefix `prefix` and value
// operands `values`, the i-th for the choice whose bit j keeps the j-th instruction operand.
void appendSignatures(uint64_t prefix, llvm::ArrayRef<ValueOperand> values, unsigned instructions, llvm::SmallVectorImpl<uint64_t>& out) {
  size_t base = out.size();
  out.resize(base + (size_t(1) << instructions));
  enumerateSignatures(prefix, values, 0, 0, 0, out.data() + base);
}

// Whether signatures are predicted for `inst` (whose value operands are `values`) and `known`
// holds for none of them.
bool noneKnown(const llvm::Instruction& inst, llvm::ArrayRef<ValueOperand> values, unsigned instructions,
               llvm::function_ref<bool(uint64_t)> known) {
  std::optional<uint64_t> prefix = signaturePrefixOf(inst);
  if (!prefix) return false;
  llvm::SmallVector<uint64_t, 16> signatures;
  appendSignatures(*prefix, values, instructions, signatures);
  return llvm::none_of(signatures, known);
}

// Everything the signatures of a root other than a call depend on besides its type, in 64 bits:
// its opcode and icmp predicate, the number of its value operands and each one's opcode (0 for
// an argument).
uint64_t answerKey(const llvm::Instruction& inst, llvm::ArrayRef<ValueOperand> values) {
  auto* cmp = llvm::dyn_cast<llvm::CmpInst>(&inst);
  uint64_t key = uint64_t(inst.getOpcode()) << 8 | (cmp ? unsigned(cmp->getPredicate()) : 0u);
  key |= uint64_t(values.size()) << 16;
  for (size_t i = 0; i < values.size(); ++i) key |= uint64_t(values[i].instruction ? values[i].opcode + 1 : 0) << (20 + 8 * i);
  return key;
}

} // namespace

bool predictRootSignatures(const llvm::Instruction& inst, llvm::SmallVectorImpl<uint64_t>& out) {
  ValueOperand values[kMaxValueOperands];
  unsigned count = 0, instructions = 0;
  if (!valueOperandsOf(inst, values, count, instructions)) return false;
  std::optional<uint64_t> prefix = signaturePrefixOf(inst);
  if (!prefix) return false;
  appendSignatures(*prefix, llvm::ArrayRef<ValueOperand>(values, count), instructions, out);
  return true;
}

bool RootPrefilterMemo::rulesOut(const llvm::Instruction& inst, llvm::function_ref<bool(uint64_t)> known) {
  ValueOperand values[kMaxValueOperands];
  unsigned count = 0, instructions = 0;
  if (!valueOperandsOf(inst, values, count, instructions)) return false;
  llvm::ArrayRef<ValueOperand> operands(values, count);
  if (llvm::isa<llvm::CallInst>(inst)) return noneKnown(inst, operands, instructions, known);
  auto [it, inserted] = answers_.try_emplace({inst.getType(), answerKey(inst, operands)});
  if (inserted) it->second = noneKnown(inst, operands, instructions, known);
  return it->second;
}

std::optional<std::vector<uint64_t>> predictedRootSignatures(const llvm::Instruction& inst) {
  llvm::SmallVector<uint64_t, 16> signatures;
  if (!predictRootSignatures(inst, signatures)) return std::nullopt;
  return std::vector<uint64_t>(signatures.begin(), signatures.end());
}

} // namespace theseus::cut
