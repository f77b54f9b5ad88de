#pragma once
// Building the cut as an llvm::Function (Algorithm 1, steps 43-48): the kept instructions cloned
// into a fresh module, inputs as arguments, back edges and edges leaving the region redirected to
// `unreachable`, and I's value returned.
#include "cut/extract/Harvest.h"
#include "cut/extract/Region.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class DominatorTree;
class Function;
class Module;
} // namespace llvm

namespace theseus::cut {

struct BuiltCut {
  std::unique_ptr<llvm::Module> module;
  llvm::Function* function = nullptr;
  // A value of the cut (clone or argument) -> the original value it stands for.
  std::map<const llvm::Value*, const llvm::Value*> original;
};

// Builds the cut of `root`; null module with `error` set when the region has a terminator the cut
// cannot express or the result fails LLVM's verifier.
BuiltCut buildCut(llvm::Instruction& root, const Region& region, const Harvest& harvest, std::string& error);

// Marks with the parameter attribute ir::kNotAtRootAttribute each argument of `built`'s function
// whose input (`inputs`, in argument order) is an instruction that does not dominate `root` in
// `dt`: a value defined in one arm of the region, which a rewrite placed before the root cannot
// read (cut/apply/Apply.h). Only a region cut can have one (an operand other than a phi's
// incoming value dominates its user).
void markInputsNotAtRoot(BuiltCut& built, const std::vector<llvm::Value*>& inputs, const llvm::Instruction& root, const llvm::DominatorTree& dt);

// The kept instructions of a straight-line cut (harvest.needsControlFlow false) in the order
// buildCut emits them: the blocks above the region's head outermost first, then the region's
// blocks in topological order, and within a block in instruction order. The cut's shape
// (cut/fastpath/Shape.h) reads this same order.
std::vector<llvm::Instruction*> straightLineOrder(const Region& region, const Harvest& harvest);

// The same order for a harvest made within `region`; a region not computed keeps only the root's
// block, whose kept instructions are then all there are.
std::vector<llvm::Instruction*> straightLineOrder(const LazyRegion& region, const Harvest& harvest);

} // namespace theseus::cut
