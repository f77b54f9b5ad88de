#pragma once
// The compact form's layout (cut/fastpath/CompactRewrite.h), shared by its writer
// (CompactRewriteWriter.cpp) and its builder (CompactRewrite.cpp). Numbers are unsigned LEB128; a
// text is its length and bytes. A form is: the version tag; the module's function count, then per
// function whether it is a declaration, its name and its type; the definition's argument names,
// block name and instruction count; per instruction its opcode, name, operand count, operands (a
// tag, then an earlier value's index, a constant written out, or a function's index), its details
// (predicate, cast type, shuffle mask, tail-call kind and calling convention) and its flags (Flag
// bits, then the fast-math bits for a floating-point operation).
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Operator.h>

#include <cstdint>
#include <string_view>

namespace theseus::cut::compact {

// The first bytes of every form: opcodes, predicates, calling conventions and tail-call kinds are
// written as this LLVM's numbers, so a form is read only by a build of the same LLVM version.
inline constexpr char kVersionTag[] = {'T', 'C', char(LLVM_VERSION_MAJOR), char(LLVM_VERSION_MINOR), 1};
inline constexpr std::string_view kVersion(kVersionTag, sizeof kVersionTag);

enum TypeTag : uint8_t { VoidType, IntType, HalfType, BFloatType, FloatType, DoubleType, PointerType, VectorType };
enum ConstantTag : uint8_t { IntConstant, FPConstant, PoisonConstant, UndefConstant, ZeroConstant, VectorConstant, NullPointer };
enum OperandTag : uint8_t { ValueOperand, ConstantOperand, FunctionOperand };
enum Flag : uint8_t { NoUnsignedWrap = 1, NoSignedWrap = 2, Exact = 4, Disjoint = 8, NonNegative = 16 };

// The nuw and nsw flags of an instruction that can carry them, as Flag bits.
inline uint8_t wrapFlags(const llvm::Instruction& inst) {
  if (auto* trunc = llvm::dyn_cast<llvm::TruncInst>(&inst))
    return (trunc->hasNoUnsignedWrap() ? NoUnsignedWrap : 0) | (trunc->hasNoSignedWrap() ? NoSignedWrap : 0);
  if (llvm::isa<llvm::OverflowingBinaryOperator>(inst))
    return (inst.hasNoUnsignedWrap() ? NoUnsignedWrap : 0) | (inst.hasNoSignedWrap() ? NoSignedWrap : 0);
  return 0;
}

// Sets the nuw and nsw flags of `inst` from Flag bits, when it can carry them.
inline void setWrapFlags(llvm::Instruction& inst, uint64_t f) {
  if (auto* trunc = llvm::dyn_cast<llvm::TruncInst>(&inst)) {
    trunc->setHasNoUnsignedWrap(f & NoUnsignedWrap);
    trunc->setHasNoSignedWrap(f & NoSignedWrap);
  } else if (llvm::isa<llvm::OverflowingBinaryOperator>(inst)) {
    inst.setHasNoUnsignedWrap(f & NoUnsignedWrap);
    inst.setHasNoSignedWrap(f & NoSignedWrap);
  }
}

} // namespace theseus::cut::compact
