#pragma once
// LLVM's analyses for cut extraction: from a pass's FunctionAnalysisManager (the plugin), or from
// an AnalysisSession that owns the managers (tools and tests).
#include "cut/extract/Cut.h"

#include <memory>

namespace llvm {
class Function;
class MemorySSA;
template <typename IRUnitT, typename... ExtraArgTs> class AnalysisManager;
using FunctionAnalysisManager = AnalysisManager<Function>;
} // namespace llvm

namespace theseus::cut {

// The dominator tree of `f`, computed (or cached) by `fam`, and sources that ask `fam` for f's
// loop info, MemorySSA and StoredLocations only when called (all borrowed for the result's
// lifetime). Registers the StoredLocations analysis with `fam` when it is not yet.
FunctionAnalyses analysesOf(llvm::Function& f, llvm::FunctionAnalysisManager& fam);

// The MemorySSA of `f` if `fam` holds one (computed and not invalidated since), else null.
llvm::MemorySSA* computedMemorySSA(llvm::Function& f, llvm::FunctionAnalysisManager& fam);

// Forgets every analysis of `f` (call after changing it, unless the change kept the dominator
// tree, loop info and MemorySSA valid: then once after the last change).
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
