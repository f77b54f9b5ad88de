#pragma once
// Cut extraction (Minotaur's Algorithm 1, seed 001 technique 1): around one instruction I of an
// LLVM function, a loop-free, dependency-complete fragment that returns I's value. Operands deeper
// than the depth bound, unsupported by the Theseus IR, or outside the allowed blocks (I's innermost
// loop, or the blocks in no loop) become fresh inputs: arguments of the cut. Loads are followed
// through MemorySSA to the store that defines them (else the loaded value is an input); where the
// cut keeps control flow (a harvested phi), the region's branch conditions are harvested too and
// back edges are cut. The cut is built as an llvm::Function in a fresh module and imported into
// the Theseus IR through bridge/.
#include "ir/Function.h"

#include <llvm/ADT/DenseSet.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class DominatorTree;
class Function;
class Instruction;
class LLVMContext;
class LoopInfo;
class MemorySSA;
class Module;
class Type;
class Value;
} // namespace llvm

namespace theseus::cut {

struct CutOptions {
  // Operands at depth > depth (the root is at depth 0) become inputs (Minotaur's B, default 4).
  unsigned depth = 4;
  // Keep the region's control flow and branch conditions even when no phi needs them.
  bool keepControlFlow = false;
  // Keep loads whose memory the cut describes (docs/realcode.md, "Cuts with memory"): the cut
  // then has `ptr` arguments, loads, getelementptrs, and describable allocas with their stores.
  bool keepLoads = true;
  // The most blocks a control-flow region may span.
  unsigned maxRegionBlocks = 16;
  // Cuts with fewer instructions are not built (extractCut says so instead): every kept
  // instruction becomes one instruction of the cut, so the walk alone tells.
  unsigned minInstructions = 1;
};

// The locations a function's simple stores write, each as (pointer with casts stripped, type of
// the stored value): the only locations from which a load can take a stored value (Harvest.h).
// Computed once per function (cut/extract/Analyses.h) and kept while the function changes only by
// applications, which add no store: a location of a deleted value may linger, which costs only a
// MemorySSA query that a fresh index would have spared.
struct StoredLocations {
  llvm::DenseSet<std::pair<const llvm::Value*, const llvm::Type*>> locations;
};

// What a cut's walk asks when it meets a load, each only then, since computing MemorySSA costs
// more than the rest of the analyses: `memorySSA` (may be empty or give null: loads become
// inputs) and `stores` (may be empty or give null: no load is ruled out before MemorySSA).
struct MemorySource {
  std::function<llvm::MemorySSA*()> memorySSA;
  std::function<const StoredLocations*()> stores;
};

// The analyses of the function a cut is taken from.
struct FunctionAnalyses {
  llvm::DominatorTree& dt;
  // The loop info, asked for only by a walk that needs its root's region (cut/extract/Region.h).
  std::function<llvm::LoopInfo&()> loops;
  MemorySource memory;
};

struct Cut {
  // The instruction whose value the cut returns.
  llvm::Instruction* root = nullptr;
  // The original value behind each argument of the cut, in argument order. An argument whose
  // value does not dominate the root carries the parameter attribute "theseus-not-at-root"
  // (ir::Argument::availableAtRoot false once imported).
  std::vector<llvm::Value*> inputs;
  // The cut as LLVM IR, in its own module (sharing the root's LLVMContext).
  std::unique_ptr<llvm::Module> module;
  llvm::Function* function = nullptr;
  // The cut in the Theseus IR, named @cut.
  std::unique_ptr<ir::Function> ir;
  ir::DataLayout dataLayout;
  // Instructions of the cut other than its terminators.
  unsigned instructionCount = 0;
  // Loads replaced by the value a store wrote (through MemorySSA).
  unsigned forwardedLoads = 0;
  bool hasControlFlow = false;
  // The cut's harvest is its first walk's (cut/extract/Walk.h): the bridge rejected no kept
  // instruction.
  bool fromFirstWalk = false;
  ~Cut();
  Cut();
  Cut(Cut&&) noexcept;
  Cut& operator=(Cut&&) noexcept;
};

// Whether `inst` can be the root of a cut: an integer, floating-point (half, bfloat, float, double,
// fp128) or vector value computed by an operation the Theseus IR models (not a phi, load or call
// to a non-intrinsic).
bool isCandidate(const llvm::Instruction& inst);

// Whether a cut of `inst` can hold more than `inst` itself: some operand is an instruction a cut
// could keep or a load it could follow to a store. When false, every cut of `inst` is `inst`
// alone, so callers that skip one-instruction cuts need not extract it.
bool mayKeepAnOperand(const llvm::Instruction& inst);

// The cut around `root`, or nullopt with `whyNot` set (root unsupported, region shape). The cut
// keeps only constructs the bridge imports: an operand it rejects becomes an input, and the walk
// is redone.
std::optional<Cut> extractCut(llvm::Instruction& root, const FunctionAnalyses& analyses, const CutOptions& options, std::string& whyNot);

// The LLVM text of the cut function.
std::string cutText(const Cut& cut);

} // namespace theseus::cut
