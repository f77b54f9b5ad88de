// The writer of the compact form (cut/fastpath/CompactRewrite.h): encodes a parsed, verified
// rewrite and keeps the form only when it builds back to a module that prints exactly as the parsed
// one.
#include "cut/fastpath/CompactRewrite.h"
#include "cut/fastpath/CompactRewriteFormat.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <vector>

namespace theseus::cut {

namespace {

using namespace compact;

// Writes a module the form can say; every write returns false at the first thing it cannot.
class Encoder {
public:
  // Writes `m`: its functions' names and types, then the one definition's body.
  bool module(const llvm::Module& m) {
    const llvm::Function* definition = nullptr;
    number(m.size());
    for (const llvm::Function& f : m) {
      if (!f.isDeclaration()) {
        if (definition) return false;
        definition = &f;
      }
      functions_.push_back(&f);
      number(f.isDeclaration());
      text(f.getName());
      if (!functionType(*f.getFunctionType())) return false;
    }
    return definition && body(*definition);
  }

  std::string bytes;

private:
  // Appends `v` as unsigned LEB128.
  void number(uint64_t v) {
    do {
      uint8_t byte = v & 0x7f;
      v >>= 7;
      bytes.push_back(char(byte | (v ? 0x80 : 0)));
    } while (v);
  }
  // Appends `s`'s length and bytes.
  void text(llvm::StringRef s) {
    number(s.size());
    bytes.append(s.data(), s.size());
  }

  // Appends `t`; false for a type the form has no tag for.
  bool type(llvm::Type& t) {
    if (t.isVoidTy()) return number(VoidType), true;
    if (t.isIntegerTy()) return number(IntType), number(t.getIntegerBitWidth()), true;
    if (t.isHalfTy()) return number(HalfType), true;
    if (t.isBFloatTy()) return number(BFloatType), true;
    if (t.isFloatTy()) return number(FloatType), true;
    if (t.isDoubleTy()) return number(DoubleType), true;
    if (t.isPointerTy()) return number(PointerType), number(t.getPointerAddressSpace()), true;
    auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(&t);
    if (!vector) return false;
    number(VectorType);
    number(vector->getNumElements());
    return type(*vector->getElementType());
  }

  // Appends `t`'s result and parameter types; false for a variadic type.
  bool functionType(llvm::FunctionType& t) {
    if (t.isVarArg() || !type(*t.getReturnType())) return false;
    number(t.getNumParams());
    for (llvm::Type* param : t.params())
      if (!type(*param)) return false;
    return true;
  }

  // Appends `value`'s word count and words.
  void bits(const llvm::APInt& value) {
    number(value.getNumWords());
    for (unsigned i = 0; i < value.getNumWords(); ++i) number(value.getRawData()[i]);
  }

  // Appends `c` written out; false for a constant the form cannot say (expressions, globals).
  bool constant(const llvm::Constant& c) {
    if (auto* i = llvm::dyn_cast<llvm::ConstantInt>(&c)) return number(IntConstant), type(*c.getType()) && (bits(i->getValue()), true);
    if (auto* f = llvm::dyn_cast<llvm::ConstantFP>(&c)) return number(FPConstant), type(*c.getType()) && (bits(f->getValueAPF().bitcastToAPInt()), true);
    if (llvm::isa<llvm::PoisonValue>(c)) return number(PoisonConstant), type(*c.getType());
    if (llvm::isa<llvm::UndefValue>(c)) return number(UndefConstant), type(*c.getType());
    if (llvm::isa<llvm::ConstantAggregateZero>(c)) return number(ZeroConstant), type(*c.getType());
    if (llvm::isa<llvm::ConstantPointerNull>(c)) return number(NullPointer), type(*c.getType());
    if (!llvm::isa<llvm::ConstantDataVector>(c) && !llvm::isa<llvm::ConstantVector>(c)) return false;
    auto* vector = llvm::cast<llvm::FixedVectorType>(c.getType());
    number(VectorConstant);
    number(vector->getNumElements());
    for (unsigned i = 0; i < vector->getNumElements(); ++i)
      if (!constant(*c.getAggregateElement(i))) return false;
    return true;
  }

  // Appends `v` as a function's index, a constant, or an earlier value's index.
  bool operand(const llvm::Value& v) {
    if (auto* f = llvm::dyn_cast<llvm::Function>(&v)) {
      auto at = std::find(functions_.begin(), functions_.end(), f);
      return at != functions_.end() && (number(FunctionOperand), number(at - functions_.begin()), true);
    }
    if (auto* c = llvm::dyn_cast<llvm::Constant>(&v)) return number(ConstantOperand), constant(*c);
    auto at = std::find(values_.begin(), values_.end(), &v);
    return at != values_.end() && (number(ValueOperand), number(at - values_.begin()), true);
  }

  // Appends every operand of `inst`.
  bool operands(const llvm::Instruction& inst) {
    for (const llvm::Use& use : inst.operands())
      if (!operand(*use.get())) return false;
    return true;
  }

  // Appends `inst`'s Flag bits and, for a floating-point operation, its fast-math bits.
  void flags(const llvm::Instruction& inst) {
    uint8_t f = wrapFlags(inst);
    if (llvm::isa<llvm::PossiblyExactOperator>(inst) && inst.isExact()) f |= Exact;
    if (auto* d = llvm::dyn_cast<llvm::PossiblyDisjointInst>(&inst); d && d->isDisjoint()) f |= Disjoint;
    if (llvm::isa<llvm::PossiblyNonNegInst>(inst) && inst.hasNonNeg()) f |= NonNegative;
    number(f);
    if (llvm::isa<llvm::FPMathOperator>(inst)) number(fastMathBits(inst.getFastMathFlags()));
  }

  // The seven fast-math flags as bits 0-6.
  static uint8_t fastMathBits(llvm::FastMathFlags f) {
    return uint8_t(f.allowReassoc() | f.noNaNs() << 1 | f.noInfs() << 2 | f.noSignedZeros() << 3 | f.allowReciprocal() << 4 |
                   f.allowContract() << 5 | f.approxFunc() << 6);
  }

  // Appends what `inst`'s opcode and operands do not say; false for a call the form cannot say.
  bool details(const llvm::Instruction& inst) {
    if (auto* cmp = llvm::dyn_cast<llvm::CmpInst>(&inst)) number(cmp->getPredicate());
    if (inst.isCast() && !type(*inst.getType())) return false;
    if (auto* shuffle = llvm::dyn_cast<llvm::ShuffleVectorInst>(&inst)) {
      number(shuffle->getShuffleMask().size());
      for (int lane : shuffle->getShuffleMask()) number(uint64_t(int64_t(lane) + 1));
    }
    if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) {
      if (call->hasOperandBundles() || !call->getAttributes().isEmpty() || !llvm::isa<llvm::Function>(call->getCalledOperand()) ||
          call->isMustTailCall())
        return false;
      number(call->getTailCallKind());
      number(call->getCallingConv());
    }
    return true;
  }

  // Appends `inst`; false for an opcode the form does not know, metadata or a debug location.
  bool instruction(const llvm::Instruction& inst) {
    bool known = inst.isBinaryOp() || inst.isUnaryOp() || inst.isCast() || llvm::isa<llvm::CmpInst>(inst) || llvm::isa<llvm::SelectInst>(inst) ||
                 llvm::isa<llvm::FreezeInst>(inst) || llvm::isa<llvm::ExtractElementInst>(inst) || llvm::isa<llvm::InsertElementInst>(inst) ||
                 llvm::isa<llvm::ShuffleVectorInst>(inst) || llvm::isa<llvm::CallInst>(inst) || llvm::isa<llvm::ReturnInst>(inst);
    if (!known || inst.hasMetadata() || inst.getDebugLoc()) return false;
    number(inst.getOpcode());
    text(inst.getName());
    number(inst.getNumOperands());
    if (!operands(inst) || !details(inst)) return false;
    flags(inst);
    values_.push_back(&inst);
    return true;
  }

  // Appends the one-block `f`'s argument and block names and instructions.
  bool body(const llvm::Function& f) {
    if (f.size() != 1) return false;
    for (const llvm::Argument& arg : f.args()) {
      text(arg.getName());
      values_.push_back(&arg);
    }
    const llvm::BasicBlock& block = f.front();
    text(block.getName());
    number(block.size());
    for (const llvm::Instruction& inst : block)
      if (!instruction(inst)) return false;
    return true;
  }

  std::vector<const llvm::Function*> functions_;
  std::vector<const llvm::Value*> values_;
};

// `m` as LLVM prints it.
std::string printed(const llvm::Module& m) {
  std::string out;
  llvm::raw_string_ostream os(out);
  m.print(os, nullptr);
  return out;
}

} // namespace

std::string compactFormOfRewrite(const std::string& text) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> parsed = llvm::parseAssemblyString(text, diag, context);
  if (!parsed || llvm::verifyModule(*parsed)) return "";
  Encoder encoder;
  encoder.bytes = kVersion;
  if (!encoder.module(*parsed)) return "";
  std::string error;
  std::unique_ptr<llvm::Module> built = buildCompactRewrite(encoder.bytes, context, error);
  if (!built || printed(*built) != printed(*parsed)) return "";
  return std::move(encoder.bytes);
}

} // namespace theseus::cut
