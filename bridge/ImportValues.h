#pragma once
// Translating LLVM types, constants and attributes into the Theseus IR. Anything without an exact
// Theseus counterpart throws Unsupported, anchored at the LLVM value whose source line to report.
#include "ir/Function.h"

#include <llvm/ADT/APInt.h>
#include <llvm/IR/Attributes.h>

#include <string>
#include <vector>

namespace llvm {
class Constant;
class Instruction;
class Type;
class Value;
} // namespace llvm

namespace theseus::bridge {

// Why a function cannot be imported: the construct as LLVM prints it, and where it is.
struct Unsupported {
  std::string construct;
  const llvm::Value* anchor = nullptr;
};

// Throws Unsupported for `construct`, or for `anchor` as LLVM prints it when `construct` is empty.
[[noreturn]] void throwUnsupported(const llvm::Value* anchor, std::string construct = "");

// LLVM's one-line text of `v`: the instruction for instructions, `type name` for other values.
std::string llvmText(const llvm::Value& v);
std::string llvmText(const llvm::Type& t);

// The Theseus type of `type` (void included); throws for pointers, floats, arrays, packed or
// named structs, scalable vectors and types too large to hold as constants.
// With `allowPointers`, `ptr` (address space 0) is ir::Type::ptrTy() and `<N x ptr>` ptrVectorTy(N).
ir::Type importType(llvm::Type* type, const llvm::Value* anchor, bool allowPointers = false);

ir::Bits importBits(const llvm::APInt& value);

// The flattened lanes of `c`; throws for constant expressions and globals.
// With `allowPointers`, the null pointer is the word 0 (docs/memory.md).
std::vector<ir::ConstLane> importConstantLanes(const llvm::Constant* c, const llvm::Value* anchor, bool allowPointers = false);

// The attributes of a parameter (`isParameter`) or return value; throws for any attribute that
// changes semantics and has no Theseus counterpart.
// With `allowPointerAttrs`, nonnull, dereferenceable, dereferenceable_or_null and align are read.
ir::ValueAttrs importValueAttrs(const llvm::AttributeSet& attrs, bool isParameter, const llvm::Value* anchor, bool allowPointerAttrs = false);

// Throws for a function or call-site attribute that may change the semantics of integer code.
void checkFunctionAttrs(const llvm::AttributeSet& attrs, const llvm::Value* anchor);

// Reads "denormal-fp-math" and "denormal-fp-math-f32" into `f`; throws for an unmodelled mode.
void importDenormalModes(const llvm::AttributeSet& attrs, ir::Function& f, const llvm::Value* anchor);

// Adds the `!range` and `!noundef` metadata of a call to `attrs`.
void importCallMetadata(const llvm::Instruction& call, ir::ValueAttrs& attrs);

} // namespace theseus::bridge
