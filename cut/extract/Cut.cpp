#include "cut/extract/Cut.h"

#include "bridge/FunctionImporter.h"
#include "bridge/ImportValues.h"
#include "cut/extract/CutBuilder.h"
#include "cut/extract/Harvest.h"
#include "cut/extract/Region.h"
#include "cut/extract/Walk.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::cut {

Cut::Cut() = default;
Cut::~Cut() = default;
Cut::Cut(Cut&&) noexcept = default;
Cut& Cut::operator=(Cut&&) noexcept = default;

namespace {

// The bridge's translation of `built`, or the original instruction it rejected (null when the
// rejection is not at a kept instruction) with `why`.
std::unique_ptr<ir::Function> importCut(const BuiltCut& built, const llvm::Instruction*& rejected, std::string& why) {
  bridge::FunctionLocations noLocations;
  try {
    return bridge::FunctionImporter(*built.function, "cut", noLocations, /*memory=*/true).run();
  } catch (const bridge::Unsupported& unsupported) {
    why = "unsupported: " + unsupported.construct;
    auto it = built.original.find(unsupported.anchor);
    rejected = it == built.original.end() ? nullptr : llvm::dyn_cast<llvm::Instruction>(it->second);
    return nullptr;
  }
}

unsigned countInstructions(const llvm::Function& f) {
  unsigned n = 0;
  for (const llvm::BasicBlock& b : f)
    for (const llvm::Instruction& inst : b)
      if (!inst.isTerminator()) ++n;
  return n;
}

// Whether `harvested` keeps fewer than options.minInstructions instructions (`whyNot` then says
// so): every kept instruction becomes one instruction of the cut, so the walk alone tells.
bool tooSmall(const Harvest& harvested, const CutOptions& options, std::string& whyNot) {
  if (harvested.kept.size() >= options.minInstructions) return false;
  whyNot = "fewer than " + std::to_string(options.minInstructions) + " instructions";
  return true;
}

} // namespace

bool isCandidate(const llvm::Instruction& inst) {
  return !llvm::isa<llvm::PHINode>(inst) && !inst.getType()->isStructTy() && isHarvestable(inst);
}

std::optional<CutWalk> walkCut(llvm::Instruction& root, const FunctionAnalyses& analyses, const CutOptions& options, std::string& whyNot) {
  if (!isCandidate(root)) {
    whyNot = "not a candidate (an integer or floating-point operation the Theseus IR models)";
    return std::nullopt;
  }
  if (!analyses.dt.isReachableFromEntry(root.getParent())) {
    whyNot = "unreachable block";
    return std::nullopt;
  }
  CutWalk walk;
  walk.root = &root;
  walk.region = LazyRegion(root, analyses, options.maxRegionBlocks);
  walk.harvest = harvest(root, walk.region, analyses.memory, HarvestLimits{options.depth, options.keepControlFlow, options.keepLoads, nullptr});
  if (tooSmall(walk.harvest, options, whyNot)) return std::nullopt;
  return walk;
}

std::optional<Cut> finishCut(CutWalk walk, const FunctionAnalyses& analyses, const CutOptions& options, std::string& whyNot) {
  llvm::Instruction& root = *walk.root;
  llvm::SmallPtrSet<const llvm::Instruction*, 4> rejected;
  HarvestLimits limits{options.depth, options.keepControlFlow, options.keepLoads, &rejected};
  for (;;) {
    BuiltCut built = buildCut(root, walk.region.get(), walk.harvest, whyNot);
    if (!built.module) return std::nullopt;
    markInputsNotAtRoot(built, walk.harvest.inputs, root, analyses.dt);
    const llvm::Instruction* rejectedAt = nullptr;
    std::unique_ptr<ir::Function> imported = importCut(built, rejectedAt, whyNot);
    if (!imported) {
      if (!rejectedAt || rejectedAt == &root || !rejected.insert(rejectedAt).second) return std::nullopt;
      walk.harvest = harvest(root, walk.region, analyses.memory, limits);
      if (tooSmall(walk.harvest, options, whyNot)) return std::nullopt;
      continue;
    }
    Cut cut;
    cut.root = &root;
    cut.inputs = walk.harvest.inputs;
    cut.instructionCount = countInstructions(*built.function);
    cut.forwardedLoads = unsigned(walk.harvest.forwarded.size());
    cut.hasControlFlow = walk.harvest.needsControlFlow;
    cut.fromFirstWalk = rejected.empty();
    cut.function = built.function;
    cut.module = std::move(built.module);
    cut.ir = std::move(imported);
    cut.dataLayout.bigEndian = cut.module->getDataLayout().isBigEndian();
    return cut;
  }
}

Cut unbuiltCut(const CutWalk& walk, unsigned keptInstructions) {
  Cut c;
  c.root = walk.root;
  c.inputs = walk.harvest.inputs;
  c.dataLayout.bigEndian = walk.root->getModule()->getDataLayout().isBigEndian();
  c.instructionCount = keptInstructions;
  c.forwardedLoads = unsigned(walk.harvest.forwarded.size());
  c.hasControlFlow = false;
  c.fromFirstWalk = true;
  return c;
}

std::optional<Cut> extractCut(llvm::Instruction& root, const FunctionAnalyses& analyses, const CutOptions& options, std::string& whyNot) {
  std::optional<CutWalk> walk = walkCut(root, analyses, options, whyNot);
  if (!walk) return std::nullopt;
  return finishCut(std::move(*walk), analyses, options, whyNot);
}

std::string cutText(const Cut& cut) {
  std::string text;
  llvm::raw_string_ostream os(text);
  cut.function->print(os);
  return os.str();
}

} // namespace theseus::cut
