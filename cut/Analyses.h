#pragma once
// LLVM's analyses for cut extraction: from a pass's FunctionAnalysisManager (the plugin), or from
// an AnalysisSession that owns the managers (tools and tests).
#include "cut/Cut.h"

#include <memory>

namespace llvm {
class Function;
template <typename IRUnitT, typename... ExtraArgTs> class AnalysisManager;
using FunctionAnalysisManager = AnalysisManager<Function>;
} // namespace llvm

namespace theseus::cut {

// The dominator tree, loop info and MemorySSA of `f`, computed (or cached) by `fam`.
FunctionAnalyses analysesOf(llvm::Function& f, llvm::FunctionAnalysisManager& fam);

// Forgets every analysis of `f` (call after changing it).
void invalidateAnalyses(llvm::Function& f, llvm::FunctionAnalysisManager& fam);

// Owns a PassBuilder and its analysis managers with LLVM's default analyses registered.
class AnalysisSession {
public:
  AnalysisSession();
  ~AnalysisSession();
  llvm::FunctionAnalysisManager& functions();

private:
  struct Managers;
  std::unique_ptr<Managers> managers_;
};

} // namespace theseus::cut
