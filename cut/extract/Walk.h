#pragma once
// Cut extraction in two steps, so that a caller can inspect the walk (region and harvest) before
// paying for the rest: walkCut computes the region and the first harvest; finishCut builds the
// cut module, imports it into the Theseus IR (redoing the walk when the bridge rejects a kept
// instruction) and returns the Cut. extractCut (cut/extract/Cut.h) is the two in sequence.
#include "cut/extract/Cut.h"
#include "cut/extract/Harvest.h"
#include "cut/extract/Region.h"

namespace theseus::cut {

// The first walk of a cut: no instruction rejected by the bridge yet.
struct CutWalk {
  llvm::Instruction* root = nullptr;
  // Borrows the analyses walkCut was given: compute it (get) only while they are valid.
  LazyRegion region;
  Harvest harvest;
};

// The first walk around `root`, or nullopt with `whyNot` (not a candidate, unreachable block).
std::optional<CutWalk> walkCut(llvm::Instruction& root, const FunctionAnalyses& analyses, const CutOptions& options, std::string& whyNot);

// The cut of `walk` (as extractCut returns it); Cut::fromFirstWalk says whether its harvest is
// `walk`'s, i.e. the bridge rejected nothing.
std::optional<Cut> finishCut(CutWalk walk, const FunctionAnalyses& analyses, const CutOptions& options, std::string& whyNot);

// The cut of the straight-line `walk`, whose cut keeps `keptInstructions` instructions, as
// finishCut would return it from the first walk but without its LLVM module and Theseus IR: root,
// inputs, counts and byte order. For a cut answered without being built (an equal shape's answer).
Cut unbuiltCut(const CutWalk& walk, unsigned keptInstructions);

} // namespace theseus::cut
