#include "cut/Analyses.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/MemorySSA.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>

namespace theseus::cut {

FunctionAnalyses analysesOf(llvm::Function& f, llvm::FunctionAnalysisManager& fam) {
  return FunctionAnalyses{fam.getResult<llvm::DominatorTreeAnalysis>(f), fam.getResult<llvm::LoopAnalysis>(f),
                          [&f, &fam] { return &fam.getResult<llvm::MemorySSAAnalysis>(f).getMSSA(); }};
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
