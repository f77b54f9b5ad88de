#pragma once
// The worklist walk of Algorithm 1 (steps 9-40): which instructions a cut keeps, which values
// become its inputs, which loads are replaced by stored values.
#include "cut/Cut.h"
#include "cut/Region.h"

#include <map>
#include <set>
#include <vector>

namespace llvm {
class Instruction;
class LoadInst;
class MemorySSA;
class Value;
} // namespace llvm

namespace theseus::cut {

struct Harvest {
  std::set<const llvm::Instruction*> kept;
  // The original values that become arguments, in order of discovery.
  std::vector<llvm::Value*> inputs;
  std::set<const llvm::Value*> inputSet;
  // A load -> the value the store MemorySSA found for it wrote.
  std::map<const llvm::Value*, llvm::Value*> forwarded;
  // A phi was kept: the cut keeps the region's control flow.
  bool needsControlFlow = false;
};

struct HarvestLimits {
  unsigned depth = 4;
  bool keepControlFlow = false;
  // Instructions the bridge rejected in an earlier attempt; they become inputs.
  const std::set<const llvm::Instruction*>* rejected = nullptr;
};

// Whether `inst` has an operation and operand types the cut can keep (the bridge has the last word).
bool isHarvestable(const llvm::Instruction& inst);

// Walks the operands of `root` up to limits.depth within `region`; `memory` (may be empty or give
// null) is asked for MemorySSA only when the walk meets a load.
Harvest harvest(llvm::Instruction& root, const Region& region, const MemorySource& memory, const HarvestLimits& limits);

} // namespace theseus::cut
