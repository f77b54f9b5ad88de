#pragma once
// Which memory operations a cut keeps (docs/realcode.md, "Cuts with memory"). A cut describes
// memory in two ways:
//   - a load through a pointer the cut takes as an input (a `ptr` argument of the cut, pointing
//     into a block whose bytes are part of the cut's inputs), kept when it is in the root's block
//     and nothing between it and the root may write memory other than stores into describable
//     allocas: so the memory it reads is the memory at the root, where a rewrite is placed;
//   - a describable alloca: one in the root's block whose every use, through getelementptrs, is a
//     simple load or the pointer of a simple store, all in that block. The cut keeps the alloca,
//     every store into it before the root and its loads: a fresh block each time the root's block
//     runs, so the cut's own alloca has exactly the original's bytes at every kept load.
// Stores into anything else stay outside the cut (and a load they may clobber becomes an input
// unless MemorySSA forwards it to the stored value).
namespace llvm {
class AllocaInst;
class Instruction;
class LoadInst;
class StoreInst;
class Value;
} // namespace llvm

#include <vector>

namespace theseus::cut {

// The alloca `ptr` is computed from through getelementptrs (casts stripped), or null.
const llvm::AllocaInst* allocaBehind(const llvm::Value* ptr);

// Whether `alloca` is describable (above): a constant element count, a sized type, and every use
// through getelementptrs with constant indices a simple load or a simple store's pointer, in the
// alloca's block. (A getelementptr with a variable index has no LLVM text in the Theseus IR's
// printer, which writes cut files and cache keys; the walk makes it an input.)
bool isDescribableAlloca(const llvm::AllocaInst& alloca);

// The simple stores into describable `alloca` that come before `root` (in the alloca's block).
std::vector<llvm::StoreInst*> storesBefore(const llvm::AllocaInst& alloca, const llvm::Instruction& root);

// Whether a cut rooted at `root` may keep `load` (above): simple, in root's block before root,
// and every instruction between them either writes no memory or is a simple store into a
// describable alloca. The caller checks the load's type and that its pointer is an input or kept.
bool mayKeepLoad(const llvm::LoadInst& load, const llvm::Instruction& root);

} // namespace theseus::cut
