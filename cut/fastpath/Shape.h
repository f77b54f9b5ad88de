#pragma once
// The shape of a straight-line cut, read from its walk (cut/extract/Walk.h) before the cut is
// built: what buildCut (cut/extract/CutBuilder.h) makes the cut module from. Two uses:
//
// - The exact in-run memo (driver/ShapeMemo.h). sameShape holds only when buildCut would make the
//   two cut modules equal up to value names. Contract: for a straight-line harvest, buildCut's
//   module is a deterministic function of exactly the shape's data — the module's data layout and
//   triple (the root's module's), the parameter types (the inputs' types, in order), the return
//   type (the root's), one block holding a clone of each kept instruction in straightLineOrder
//   (a clone copies the operation, its type, its special state such as the icmp predicate, the
//   shuffle mask or a call's attributes and tail kind — all compared by
//   Instruction::isSameOperationAs without flags — and its optional data: nuw/nsw/exact/disjoint/
//   nneg/fast-math, compared raw), whose metadata is stripped to !range and !noundef (compared as
//   the uniqued nodes they are), whose operands are rewritten by valueOf (forwarded loads followed;
//   a kept instruction -> its clone, by index; an input -> its argument, by index; any other
//   constant -> itself, compared by pointer since constants are uniqued per context) and whose
//   callee becomes a declaration made from the callee's name, type and attributes (compared as
//   such), then `ret` of the root's clone. Names are copied too but the key never sees them
//   (ir::canonicalText renames every value), and the bridge's import reads only the module. So
//   equal shapes give modules equal up to names, hence equal imports, equal import rejections and
//   byte-equal cache keys, and a cut's inputs bind by index as the memo's did.
// - The cross-run prefilter: stableShapeHash, a Merkle hash of the cut's DAG that depends on
//   neither instruction order nor input numbering nor pointers, computable from a walk and from a
//   cache key's text (stableShapeHashOfCutText). It only skips lookups; a wrong hash loses a
//   rewrite, never applies one.
#include "cut/extract/Walk.h"

#include <llvm/ADT/SmallVector.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Function;
class LLVMContext;
class Module;
class Type;
} // namespace llvm

namespace theseus::cut {

// How buildCut's valueOf resolves one operand of a kept instruction.
struct ShapeOperand {
  enum class Kind : uint8_t { Kept, Input, Constant, Callee };
  Kind kind = Kind::Constant;
  // Kept: the instruction's index in CutShape::instructions; Input: the input's index.
  unsigned index = 0;
  // Constant: the llvm::Constant; Callee: the llvm::Function called.
  const llvm::Value* value = nullptr;
};

struct CutShape {
  // The module the instructions live in (its data layout and triple are the cut module's).
  const llvm::Module* module = nullptr;
  // The kept instructions in the order buildCut emits them (a cut keeps a few: inline storage).
  llvm::SmallVector<const llvm::Instruction*, 16> instructions;
  // The operands of every instruction, in order, one instruction after the other.
  llvm::SmallVector<ShapeOperand, 32> operands;
  llvm::SmallVector<llvm::Type*, 8> inputTypes;
  // The root's index in `instructions`.
  unsigned root = 0;
  // A hash of the same data for bucketing (equal shapes have equal hashes; not stable across runs).
  uint64_t bucket = 0;
};

// The shape of `walk`'s cut, or nullopt when it keeps control flow or has an operand buildCut
// could not resolve (those cuts take the full path).
std::optional<CutShape> shapeOf(const CutWalk& walk);

// The shape of a straight-line LLVM function read as a cut: its arguments are the inputs, its
// block's instructions the kept ones, its returned value the root; nullopt for another form (more
// than one block, a `ret` of an argument or a constant, an operand of another kind). Applied to a
// built cut's function it gives a shape equal to the walk's it was built from.
std::optional<CutShape> shapeOfFunction(const llvm::Function& f);

// Whether the two shapes give the same cut (see the contract above).
bool sameShape(const CutShape& a, const CutShape& b);

// The Merkle hash of the shape's DAG from its root: an instruction hashes its opcode, its type's
// structure, its optional-data flags, its icmp predicate, shuffle mask, extractvalue indices or
// callee name, and its operands' hashes in order; a constant hashes its value, an input only its
// type. Stable across runs and independent of instruction order and input numbering.
uint64_t stableShapeHash(const CutShape& shape);

// The stable hash of the cut in a cache key's canonical text (valid LLVM IR: @f's returned value
// is the root, its arguments the inputs), parsed in `context`; nullopt when it does not parse or
// has no straight-line shape.
std::optional<uint64_t> stableShapeHashOfCutText(const std::string& text, llvm::LLVMContext& context);

} // namespace theseus::cut
