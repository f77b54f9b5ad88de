// The builder of the compact form (cut/fastpath/CompactRewrite.h).
#include "cut/fastpath/CompactRewrite.h"
#include "cut/fastpath/CompactRewriteFormat.h"

#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>

#include <vector>

namespace theseus::cut {

namespace {

using namespace compact;

// Builds what Encoder wrote; every read is bounds-checked and every index checked, so bytes that
// are not a form give an error, never a read out of bounds.
class Builder {
public:
  Builder(std::string_view bytes, llvm::LLVMContext& context) : bytes_(bytes), context_(context) {}

  // The module of the whole form, or null when the bytes are not one.
  std::unique_ptr<llvm::Module> module() {
    if (!isCurrentCompactForm(bytes_)) return nullptr;
    at_ = kVersion.size();
    auto m = std::make_unique<llvm::Module>("<string>", context_);
    uint64_t count = 0, declaration = 0;
    if (!number(count)) return nullptr;
    llvm::Function* definition = nullptr;
    for (uint64_t i = 0; i < count; ++i) {
      std::string_view name;
      llvm::FunctionType* type = nullptr;
      if (!number(declaration) || !text(name) || !(type = functionType())) return nullptr;
      functions_.push_back(llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, llvm::StringRef(name), m.get()));
      if (!declaration) definition = functions_.back();
      if (!fitsItsName(*functions_.back(), !declaration)) return nullptr;
    }
    if (!definition || !body(*definition) || at_ != bytes_.size()) return nullptr;
    return m;
  }

private:
  // Whether `f` is not an intrinsic, or is an intrinsic declaration (not a definition) whose type
  // is one its name is mangled for (as LLVM's verifier requires).
  static bool fitsItsName(llvm::Function& f, bool isDefinition) {
    if (!f.isIntrinsic()) return !f.getName().starts_with("llvm.");
    llvm::SmallVector<llvm::Type*, 4> overloads;
    return !isDefinition && llvm::Intrinsic::getIntrinsicSignature(&f, overloads) &&
           (!llvm::Intrinsic::isOverloaded(f.getIntrinsicID()) ||
            llvm::Intrinsic::getName(f.getIntrinsicID(), overloads, f.getParent(), f.getFunctionType()) == f.getName());
  }

  // Reads an unsigned LEB128 number of at most 64 bits.
  bool number(uint64_t& v) {
    v = 0;
    for (unsigned shift = 0; shift < 64 && at_ < bytes_.size(); shift += 7) {
      uint8_t byte = uint8_t(bytes_[at_++]);
      v |= uint64_t(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return true;
    }
    return false;
  }
  // Reads a length and that many bytes.
  bool text(std::string_view& s) {
    uint64_t n = 0;
    if (!number(n) || bytes_.size() - at_ < n) return false;
    s = bytes_.substr(at_, n);
    at_ += n;
    return true;
  }

  // Reads a type, or null.
  llvm::Type* type() {
    uint64_t tag = 0, a = 0;
    if (!number(tag)) return nullptr;
    switch (tag) {
    case VoidType: return llvm::Type::getVoidTy(context_);
    case IntType: return number(a) && a >= 1 && a <= llvm::IntegerType::MAX_INT_BITS ? llvm::IntegerType::get(context_, unsigned(a)) : nullptr;
    case HalfType: return llvm::Type::getHalfTy(context_);
    case BFloatType: return llvm::Type::getBFloatTy(context_);
    case FloatType: return llvm::Type::getFloatTy(context_);
    case DoubleType: return llvm::Type::getDoubleTy(context_);
    case PointerType: return number(a) && a < (1u << 24) ? llvm::PointerType::get(context_, unsigned(a)) : nullptr;
    case VectorType: {
      llvm::Type* element = nullptr;
      if (!number(a) || a == 0 || a > (1u << 16) || !(element = type()) || !llvm::VectorType::isValidElementType(element)) return nullptr;
      return llvm::FixedVectorType::get(element, unsigned(a));
    }
    }
    return nullptr;
  }

  // Reads a non-variadic function type, or null.
  llvm::FunctionType* functionType() {
    llvm::Type* result = type();
    uint64_t count = 0;
    if (!result || !number(count) || count > bytes_.size()) return nullptr;
    llvm::SmallVector<llvm::Type*, 4> params;
    for (uint64_t i = 0; i < count; ++i) {
      params.push_back(type());
      if (!params.back() || params.back()->isVoidTy()) return nullptr;
    }
    return llvm::FunctionType::get(result, params, false);
  }

  // Reads the words of a `width`-bit number.
  bool bits(unsigned width, llvm::APInt& out) {
    uint64_t words = 0;
    if (!number(words) || words != llvm::APInt::getNumWords(width)) return false;
    llvm::SmallVector<uint64_t, 2> raw(words);
    for (uint64_t& w : raw)
      if (!number(w)) return false;
    out = llvm::APInt(width, raw);
    return true;
  }

  // Reads a constant, or null when its type does not fit its kind.
  llvm::Constant* constant() {
    uint64_t tag = 0;
    if (!number(tag)) return nullptr;
    if (tag == VectorConstant) return vectorConstant();
    llvm::Type* t = type();
    if (!t) return nullptr;
    llvm::APInt value;
    switch (tag) {
    case IntConstant: return t->isIntegerTy() && bits(t->getIntegerBitWidth(), value) ? llvm::ConstantInt::get(context_, value) : nullptr;
    case FPConstant:
      return t->isFloatingPointTy() && bits(unsigned(t->getPrimitiveSizeInBits().getFixedValue()), value) ? llvm::ConstantFP::get(context_, llvm::APFloat(t->getFltSemantics(), value))
                                                                               : nullptr;
    case PoisonConstant: return t->isVoidTy() ? nullptr : llvm::PoisonValue::get(t);
    case UndefConstant: return t->isVoidTy() ? nullptr : llvm::UndefValue::get(t);
    case ZeroConstant: return t->isVectorTy() ? llvm::ConstantAggregateZero::get(t) : nullptr;
    case NullPointer: return t->isPointerTy() ? llvm::ConstantPointerNull::get(llvm::cast<llvm::PointerType>(t)) : nullptr;
    }
    return nullptr;
  }

  // Reads a vector constant's elements (of one type), or null.
  llvm::Constant* vectorConstant() {
    uint64_t count = 0;
    if (!number(count) || count == 0 || count > bytes_.size()) return nullptr;
    llvm::SmallVector<llvm::Constant*, 16> elements;
    for (uint64_t i = 0; i < count; ++i) {
      elements.push_back(constant());
      if (!elements.back() || !llvm::VectorType::isValidElementType(elements.back()->getType()) ||
          elements.back()->getType() != elements.front()->getType())
        return nullptr;
    }
    return llvm::ConstantVector::get(elements);
  }

  // Reads an operand: a constant, a function or an earlier value; null when none.
  llvm::Value* operand() {
    uint64_t tag = 0, index = 0;
    if (!number(tag)) return nullptr;
    if (tag == ConstantOperand) return constant();
    if (!number(index)) return nullptr;
    if (tag == FunctionOperand) return index < functions_.size() ? functions_[index] : nullptr;
    return tag == ValueOperand && index < values_.size() ? values_[index] : nullptr;
  }

  // Reads and sets the fast-math bits of a floating-point operation.
  bool fastMath(llvm::Instruction& inst) {
    uint64_t b = 0;
    if (!llvm::isa<llvm::FPMathOperator>(inst)) return true;
    if (!number(b)) return false;
    llvm::FastMathFlags f;
    f.setAllowReassoc(b & 1);
    f.setNoNaNs(b & 2);
    f.setNoInfs(b & 4);
    f.setNoSignedZeros(b & 8);
    f.setAllowReciprocal(b & 16);
    f.setAllowContract(b & 32);
    f.setApproxFunc(b & 64);
    inst.setFastMathFlags(f);
    return true;
  }

  // Reads and sets `inst`'s Flag bits (those it can carry) and fast-math bits.
  bool flags(llvm::Instruction& inst) {
    uint64_t f = 0;
    if (!number(f)) return false;
    setWrapFlags(inst, f);
    if (llvm::isa<llvm::PossiblyExactOperator>(inst)) inst.setIsExact(f & Exact);
    if (auto* d = llvm::dyn_cast<llvm::PossiblyDisjointInst>(&inst)) d->setIsDisjoint(f & Disjoint);
    if (llvm::isa<llvm::PossiblyNonNegInst>(inst)) inst.setNonNeg(f & NonNegative);
    return fastMath(inst);
  }

  // A call of the function last in `ops` with the others, its tail-call kind and calling
  // convention read; null when the arguments do not fit its type.
  llvm::Instruction* call(llvm::ArrayRef<llvm::Value*> ops) {
    uint64_t tail = 0, conv = 0;
    auto* callee = ops.empty() ? nullptr : llvm::dyn_cast<llvm::Function>(ops.back());
    if (!callee || !number(tail) || !number(conv) || tail > llvm::CallInst::TCK_NoTail || tail == llvm::CallInst::TCK_MustTail ||
        conv > llvm::CallingConv::MaxID)
      return nullptr;
    llvm::FunctionType* type = callee->getFunctionType();
    llvm::ArrayRef<llvm::Value*> args = ops.drop_back();
    if (args.size() != type->getNumParams()) return nullptr;
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i]->getType() != type->getParamType(unsigned(i))) return nullptr;
    llvm::CallInst* out = llvm::CallInst::Create(type, callee, args);
    out->setTailCallKind(llvm::CallInst::TailCallKind(tail));
    out->setCallingConv(llvm::CallingConv::ID(conv));
    return out;
  }

  // A shufflevector of `ops` with the mask read; null when they do not fit.
  llvm::Instruction* shuffle(llvm::ArrayRef<llvm::Value*> ops) {
    uint64_t count = 0, lane = 0;
    if (ops.size() != 2 || !number(count) || count > bytes_.size()) return nullptr;
    llvm::SmallVector<int, 16> mask;
    for (uint64_t i = 0; i < count; ++i) {
      if (!number(lane) || lane > (1u << 20)) return nullptr;
      mask.push_back(int(int64_t(lane) - 1));
    }
    if (!llvm::ShuffleVectorInst::isValidOperands(ops[0], ops[1], mask)) return nullptr;
    return new llvm::ShuffleVectorInst(ops[0], ops[1], mask);
  }

  // The instruction of `opcode` over `ops`, its details read; null when they do not fit.
  llvm::Instruction* create(unsigned opcode, llvm::ArrayRef<llvm::Value*> ops) {
    using I = llvm::Instruction;
    uint64_t predicate = 0;
    if (I::isBinaryOp(opcode))
      return ops.size() == 2 && ops[0]->getType() == ops[1]->getType() ? llvm::BinaryOperator::Create(I::BinaryOps(opcode), ops[0], ops[1]) : nullptr;
    if (I::isUnaryOp(opcode)) return ops.size() == 1 ? llvm::UnaryOperator::Create(I::UnaryOps(opcode), ops[0]) : nullptr;
    if (I::isCast(opcode)) {
      llvm::Type* to = type();
      return to && ops.size() == 1 && llvm::CastInst::castIsValid(I::CastOps(opcode), ops[0], to) ? llvm::CastInst::Create(I::CastOps(opcode), ops[0], to)
                                                                                                 : nullptr;
    }
    switch (opcode) {
    case I::ICmp:
    case I::FCmp:
      if (ops.size() != 2 || !number(predicate) || ops[0]->getType() != ops[1]->getType()) return nullptr;
      if (opcode == I::ICmp ? !llvm::CmpInst::isIntPredicate(llvm::CmpInst::Predicate(predicate)) : !llvm::CmpInst::isFPPredicate(llvm::CmpInst::Predicate(predicate)))
        return nullptr;
      return llvm::CmpInst::Create(I::OtherOps(opcode), llvm::CmpInst::Predicate(predicate), ops[0], ops[1]);
    case I::Select: return ops.size() == 3 && !llvm::SelectInst::areInvalidOperands(ops[0], ops[1], ops[2]) ? llvm::SelectInst::Create(ops[0], ops[1], ops[2]) : nullptr;
    case I::Freeze: return ops.size() == 1 ? new llvm::FreezeInst(ops[0]) : nullptr;
    case I::ExtractElement: return ops.size() == 2 && llvm::ExtractElementInst::isValidOperands(ops[0], ops[1]) ? llvm::ExtractElementInst::Create(ops[0], ops[1]) : nullptr;
    case I::InsertElement:
      return ops.size() == 3 && llvm::InsertElementInst::isValidOperands(ops[0], ops[1], ops[2]) ? llvm::InsertElementInst::Create(ops[0], ops[1], ops[2]) : nullptr;
    case I::ShuffleVector: return shuffle(ops);
    case I::Call: return call(ops);
    case I::Ret: return ops.size() <= 1 ? llvm::ReturnInst::Create(context_, ops.empty() ? nullptr : ops[0]) : nullptr;
    }
    return nullptr;
  }

  // Reads an instruction and appends it to `block`.
  bool instruction(llvm::BasicBlock& block) {
    uint64_t opcode = 0, count = 0;
    std::string_view name;
    if (!number(opcode) || !text(name) || !number(count) || count > bytes_.size()) return false;
    llvm::SmallVector<llvm::Value*, 4> ops;
    for (uint64_t i = 0; i < count; ++i) {
      ops.push_back(operand());
      if (!ops.back()) return false;
    }
    llvm::Instruction* inst = opcode <= llvm::Instruction::OtherOpsEnd ? create(unsigned(opcode), ops) : nullptr;
    if (!inst) return false;
    inst->insertInto(&block, block.end());
    inst->setName(llvm::StringRef(name));
    values_.push_back(inst);
    return flags(*inst);
  }

  // Reads the definition's argument names, its block and its instructions; the block must end in
  // its only terminator, a return of the function's type.
  bool body(llvm::Function& f) {
    std::string_view name;
    uint64_t count = 0;
    for (llvm::Argument& arg : f.args()) {
      if (!text(name)) return false;
      arg.setName(llvm::StringRef(name));
      values_.push_back(&arg);
    }
    if (!text(name) || !number(count)) return false;
    llvm::BasicBlock* block = llvm::BasicBlock::Create(context_, llvm::StringRef(name), &f);
    for (uint64_t i = 0; i < count; ++i)
      if (!instruction(*block)) return false;
    auto* ret = llvm::dyn_cast_or_null<llvm::ReturnInst>(block->getTerminator());
    if (!ret || &block->back() != ret) return false;
    llvm::Value* value = ret->getReturnValue();
    return value ? value->getType() == f.getReturnType() : f.getReturnType()->isVoidTy();
  }

  std::string_view bytes_;
  size_t at_ = 0;
  llvm::LLVMContext& context_;
  llvm::SmallVector<llvm::Function*, 4> functions_;
  llvm::SmallVector<llvm::Value*, 16> values_;
};

} // namespace

bool isCurrentCompactForm(std::string_view compact) { return compact.substr(0, kVersion.size()) == kVersion; }

std::unique_ptr<llvm::Module> buildCompactRewrite(std::string_view compact, llvm::LLVMContext& context, std::string& error) {
  std::unique_ptr<llvm::Module> m = Builder(compact, context).module();
  if (!m) error = "the compact rewrite is malformed";
  return m;
}

} // namespace theseus::cut
