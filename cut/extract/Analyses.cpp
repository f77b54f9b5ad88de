#include "cut/extract/Analyses.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/MemorySSA.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>

namespace theseus::cut {

namespace {

// StoredLocations as an LLVM function analysis, so that the analysis manager keeps one per
// function across cuts and drops it with the others when the function is invalidated.
class StoredLocationsAnalysis : public llvm::AnalysisInfoMixin<StoredLocationsAnalysis> {
public:
  using Result = StoredLocations;

  Result run(llvm::Function& f, llvm::FunctionAnalysisManager&) {
    Result out;
    for (llvm::Instruction& inst : llvm::instructions(f))
      if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst); store && store->isSimple())
        out.locations.insert({store->getPointerOperand()->stripPointerCasts(), store->getValueOperand()->getType()});
    return out;
  }

private:
  friend llvm::AnalysisInfoMixin<StoredLocationsAnalysis>;
  static llvm::AnalysisKey Key;
};

llvm::AnalysisKey StoredLocationsAnalysis::Key;

} // namespace

FunctionAnalyses analysesOf(llvm::Function& f, llvm::FunctionAnalysisManager& fam) {
  fam.registerPass([] { return StoredLocationsAnalysis(); });
  MemorySource memory{[&f, &fam] { return &fam.getResult<llvm::MemorySSAAnalysis>(f).getMSSA(); },
                      [&f, &fam] { return &fam.getResult<StoredLocationsAnalysis>(f); }};
  auto loops = [&f, &fam]() -> llvm::LoopInfo& { return fam.getResult<llvm::LoopAnalysis>(f); };
  return FunctionAnalyses{fam.getResult<llvm::DominatorTreeAnalysis>(f), loops, std::move(memory)};
}

llvm::MemorySSA* computedMemorySSA(llvm::Function& f, llvm::FunctionAnalysisManager& fam) {
  llvm::MemorySSAAnalysis::Result* cached = fam.getCachedResult<llvm::MemorySSAAnalysis>(f);
  return cached ? &cached->getMSSA() : nullptr;
}

void invalidateAnalyses(llvm::Function& f, llvm::FunctionAnalysisManager& fam) { fam.invalidate(f, llvm::PreservedAnalyses::none()); }

struct AnalysisSession::Managers {
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager cgscc;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder;
};

AnalysisSession::AnalysisSession() : managers_(std::make_unique<Managers>()) {
  Managers& m = *managers_;
  m.builder.registerModuleAnalyses(m.modules);
  m.builder.registerCGSCCAnalyses(m.cgscc);
  m.builder.registerFunctionAnalyses(m.functions);
  m.builder.registerLoopAnalyses(m.loops);
  m.builder.crossRegisterProxies(m.loops, m.functions, m.cgscc, m.modules);
}

AnalysisSession::~AnalysisSession() = default;

llvm::FunctionAnalysisManager& AnalysisSession::functions() { return managers_->functions; }

} // namespace theseus::cut
