#include "cut/fastpath/ShapeCode.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

namespace theseus::cut {

namespace {

// The version of the code's layout; a change of layout changes it, so old codes never match.
constexpr char kCodeVersion = 1;

// Appends tagged, fixed-width and length-prefixed fields; any uncovered construct makes it fail.
class CodeWriter {
public:
  std::string out;

  void tag(char t) { out.push_back(t); }
  void u32(uint64_t v) { append(uint32_t(v)); }
  void u64(uint64_t v) { append(v); }
  void text(llvm::StringRef s) {
    u32(s.size());
    out.append(s.data(), s.size());
  }
  void words(const llvm::APInt& value) {
    u32(value.getBitWidth());
    for (unsigned i = 0; i < value.getNumWords(); ++i) u64(value.getRawData()[i]);
  }

  // Writes `type`; false when the code does not cover it.
  bool type(const llvm::Type* type);
  // Writes the plain constant `c`; false when the code does not cover it.
  bool constant(const llvm::Constant* c);
  // Writes the intrinsic `callee`; false for any other function.
  bool callee(const llvm::Function& callee);
  // Writes the operation of `inst` (all isSameOperationAs and sameShape compare but its
  // operands); false when the code does not cover it.
  bool operation(const llvm::Instruction& inst);

private:
  template <typename T> void append(T v) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }
  bool metadata(const llvm::Instruction& inst);
  bool specialState(const llvm::Instruction& inst);
};

bool CodeWriter::type(const llvm::Type* t) {
  if (auto* integer = llvm::dyn_cast<llvm::IntegerType>(t)) return tag('i'), u32(integer->getBitWidth()), true;
  if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(t)) return tag('v'), u32(vector->getNumElements()), type(vector->getElementType());
  if (t->isFloatingPointTy()) return tag('f'), u32(t->getTypeID()), true;
  if (auto* pointer = llvm::dyn_cast<llvm::PointerType>(t)) return tag('p'), u32(pointer->getAddressSpace()), true;
  if (t->isVoidTy()) return tag('V'), true;
  auto* s = llvm::dyn_cast<llvm::StructType>(t);
  if (!s || !s->isLiteral()) return false;
  tag('s');
  u32(s->isPacked());
  u32(s->getNumElements());
  for (const llvm::Type* field : s->elements())
    if (!type(field)) return false;
  return true;
}

bool CodeWriter::constant(const llvm::Constant* c) {
  if (llvm::isa<llvm::PoisonValue>(c)) return tag('P'), type(c->getType());
  if (llvm::isa<llvm::UndefValue>(c)) return tag('U'), type(c->getType());
  if (llvm::isa<llvm::ConstantAggregateZero>(c)) return tag('Z'), type(c->getType());
  if (llvm::isa<llvm::ConstantPointerNull>(c)) return tag('N'), type(c->getType());
  if (auto* integer = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    tag('I');
    if (!type(c->getType())) return false;
    words(integer->getValue());
    return true;
  }
  if (auto* fp = llvm::dyn_cast<llvm::ConstantFP>(c)) {
    tag('F');
    if (!type(c->getType())) return false;
    words(fp->getValueAPF().bitcastToAPInt());
    return true;
  }
  if (auto* data = llvm::dyn_cast<llvm::ConstantDataVector>(c)) {
    tag('D');
    if (!type(c->getType())) return false;
    text(data->getRawDataValues());
    return true;
  }
  auto* vector = llvm::dyn_cast<llvm::ConstantVector>(c);
  if (!vector) return false;
  tag('C');
  if (!type(c->getType())) return false;
  for (const llvm::Use& element : vector->operands())
    if (!constant(llvm::cast<llvm::Constant>(element.get()))) return false;
  return true;
}

bool CodeWriter::callee(const llvm::Function& f) {
  if (!f.isIntrinsic()) return false;
  tag('c');
  text(f.getName());
  const llvm::FunctionType* type = f.getFunctionType();
  u32(type->isVarArg());
  u32(type->getNumParams());
  if (!this->type(type->getReturnType())) return false;
  for (const llvm::Type* param : type->params())
    if (!this->type(param)) return false;
  return true;
}

// The !range and !noundef metadata buildCut keeps: their contents, when uniqued and well formed.
bool CodeWriter::metadata(const llvm::Instruction& inst) {
  const llvm::MDNode* range = inst.getMetadata(llvm::LLVMContext::MD_range);
  const llvm::MDNode* noundef = inst.getMetadata(llvm::LLVMContext::MD_noundef);
  if ((range && !range->isUniqued()) || (noundef && (!noundef->isUniqued() || noundef->getNumOperands() != 0))) return false;
  u32(noundef != nullptr);
  u32(range ? range->getNumOperands() : 0);
  for (unsigned i = 0; range && i < range->getNumOperands(); ++i) {
    auto* bound = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(range->getOperand(i));
    if (!bound || !constant(bound)) return false;
  }
  return true;
}

// The operation's state beyond opcode, type and optional flags, for the covered operations.
bool CodeWriter::specialState(const llvm::Instruction& inst) {
  if (llvm::isa<llvm::BinaryOperator, llvm::UnaryOperator, llvm::CastInst, llvm::SelectInst, llvm::FreezeInst, llvm::ExtractElementInst,
                llvm::InsertElementInst>(inst))
    return tag('-'), true;
  if (auto* cmp = llvm::dyn_cast<llvm::CmpInst>(&inst)) return tag('<'), u32(cmp->getPredicate()), true;
  if (auto* shuffle = llvm::dyn_cast<llvm::ShuffleVectorInst>(&inst)) {
    tag('m');
    u32(shuffle->getShuffleMask().size());
    for (int element : shuffle->getShuffleMask()) u32(uint32_t(element));
    return true;
  }
  if (auto* extract = llvm::dyn_cast<llvm::ExtractValueInst>(&inst)) {
    tag('x');
    u32(extract->getNumIndices());
    for (unsigned index : extract->indices()) u32(index);
    return true;
  }
  auto* call = llvm::dyn_cast<llvm::CallInst>(&inst);
  if (!call || !call->getAttributes().isEmpty() || call->hasOperandBundles() || call->isInlineAsm()) return false;
  tag('k');
  u32(call->getCallingConv());
  u32(call->getTailCallKind());
  return true;
}

bool CodeWriter::operation(const llvm::Instruction& inst) {
  tag('o');
  u32(inst.getOpcode());
  u32(inst.getRawSubclassOptionalData());
  u32(inst.getNumOperands());
  return type(inst.getType()) && specialState(inst) && metadata(inst);
}

// Writes one operand of the shape; false when the code does not cover it.
bool writeOperand(CodeWriter& w, const ShapeOperand& op) {
  switch (op.kind) {
  case ShapeOperand::Kind::Kept: return w.tag('K'), w.u32(op.index), true;
  case ShapeOperand::Kind::Input: return w.tag('A'), w.u32(op.index), true;
  case ShapeOperand::Kind::Constant: return w.constant(llvm::cast<llvm::Constant>(op.value));
  case ShapeOperand::Kind::Callee: return w.callee(*llvm::cast<llvm::Function>(op.value));
  }
  return false;
}

} // namespace

std::optional<std::string> exactShapeCode(const CutShape& shape) {
  CodeWriter w;
  w.tag('S');
  w.tag(kCodeVersion);
  w.u32(shape.module->getDataLayout().isBigEndian());
  w.u32(shape.inputTypes.size());
  for (const llvm::Type* input : shape.inputTypes)
    if (!w.type(input)) return std::nullopt;
  w.u32(shape.instructions.size());
  w.u32(shape.root);
  size_t next = 0;
  for (const llvm::Instruction* inst : shape.instructions) {
    if (!w.operation(*inst) || shape.operands.size() - next < inst->getNumOperands()) return std::nullopt;
    for (unsigned i = 0; i < inst->getNumOperands(); ++i)
      if (!writeOperand(w, shape.operands[next++])) return std::nullopt;
  }
  if (next != shape.operands.size()) return std::nullopt;
  return std::move(w.out);
}

} // namespace theseus::cut
