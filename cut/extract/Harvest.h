#pragma once
// The worklist walk of Algorithm 1 (steps 9-40): which instructions a cut keeps, which values
// become its inputs, which loads are replaced by stored values.
#include "cut/extract/Cut.h"
#include "cut/extract/Region.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SmallPtrSet.h>

#include <vector>

namespace llvm {
class Instruction;
class LoadInst;
class MemorySSA;
class Value;
} // namespace llvm

namespace theseus::cut {

// The sets and the map are for membership and lookup only: their iteration order depends on
// addresses, so whatever decides the cut's form reads `inputs` (discovery order) or sorts.
struct Harvest {
  llvm::SmallPtrSet<const llvm::Instruction*, 16> kept;
  // The original values that become arguments, in order of discovery.
  std::vector<llvm::Value*> inputs;
  llvm::SmallPtrSet<const llvm::Value*, 8> inputSet;
  // A load -> the value the store MemorySSA found for it wrote.
  llvm::SmallDenseMap<const llvm::Value*, llvm::Value*, 4> forwarded;
  // A phi was kept: the cut keeps the region's control flow.
  bool needsControlFlow = false;
};

struct HarvestLimits {
  unsigned depth = 4;
  bool keepControlFlow = false;
  // Keep the loads whose memory the cut describes (cut/extract/MemoryWalk.h) instead of making
  // them inputs.
  bool keepLoads = true;
  // Instructions the bridge rejected in an earlier attempt; they become inputs.
  const llvm::SmallPtrSetImpl<const llvm::Instruction*>* rejected = nullptr;
};

// Whether `inst` has an operation and operand types the cut can keep (the bridge has the last word).
bool isHarvestable(const llvm::Instruction& inst);

// Walks the operands of `root` up to limits.depth within `region` (computed only when the walk
// leaves the root's block or meets a phi); `memory` is asked for the stored locations and
// MemorySSA only when the walk meets a load.
Harvest harvest(llvm::Instruction& root, const LazyRegion& region, const MemorySource& memory, const HarvestLimits& limits);

} // namespace theseus::cut
