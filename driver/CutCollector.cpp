#include "driver/CutCollector.h"

#include "cost/region/MachineRegion.h"
#include "cut/extract/Analyses.h"
#include "driver/CutSource.h"
#include "store/RewriteCache.h"

#include <llvm/Analysis/BlockFrequencyInfo.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Module.h>

#include <algorithm>

namespace theseus::driver {

CutCollector::CutCollector(DriverOptions options) : options_(std::move(options)) { options_.cut.minInstructions = options_.minCutInstructions; }

void CutCollector::addModule(llvm::Module& m) {
  cut::AnalysisSession session;
  for (llvm::Function& f : m) {
    if (f.isDeclaration()) continue;
    ++functions_;
    cut::FunctionAnalyses analyses = cut::analysesOf(f, session.functions());
    std::vector<double> weights = cost::blockWeights(f, session.functions().getResult<llvm::BlockFrequencyAnalysis>(f));
    for (llvm::Instruction& inst : llvm::instructions(f)) {
      if (!cut::isCandidate(inst)) continue;
      ++candidates_;
      if (options_.minCutInstructions >= 2 && !cut::mayKeepAnOperand(inst)) continue;
      std::string why;
      std::optional<cut::Cut> c = cut::extractCut(inst, analyses, options_.cut, why);
      if (!c || c->instructionCount < options_.minCutInstructions) continue;
      ++extracted_;
      std::string text = store::canonicalCutText(*c->ir, c->dataLayout);
      double share = cost::blockShare(f, weights, *inst.getParent());
      auto [it, added] = byText_.emplace(text, cuts_.size());
      if (!added) {
        HarvestedCut& seen = cuts_[it->second];
        ++seen.occurrences;
        seen.record.blockShare = std::max(seen.record.blockShare, share);
        continue;
      }
      cuts_.push_back(HarvestedCut{describeCut(*c), std::move(text), 1});
      cuts_.back().record.blockShare = share;
    }
  }
}

} // namespace theseus::driver
