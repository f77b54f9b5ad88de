#pragma once
// The check of `--objective machine` (issue 24): a proved rewrite that is cheaper on its cut is
// applied only when its function's machine code, weighted by block frequency, gets cheaper too
// (cost/region/MachineRegion.h). The verdict is measured once per (CPU, region, rewrite) and kept
// in the cache (store/RewriteCache.h, MachineVerdict), so that a compile that meets a region
// harvest has measured reads it from the proof snapshot or the cache instead of pricing.
#include "cost/region/MachineRegion.h"
#include "cut/extract/Cut.h"
#include "driver/RegionIdentity.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Function;
template <typename IRUnitT, typename... ExtraArgTs> class AnalysisManager;
using FunctionAnalysisManager = AnalysisManager<Function>;
} // namespace llvm

namespace theseus::store {
class ProofSnapshot;
class RewriteStore;
} // namespace theseus::store

namespace theseus::driver {

// The hash a machine verdict on `rewriteText` is kept under (store::MachineVerdict::rewrite): the
// rewrite text's and the judging rule's, so that a changed rule never reads an older rule's verdicts.
uint64_t machineVerdictRewriteHash(const std::string& rewriteText);

struct MachineJudgement {
  enum class Source {
    // The proof snapshot's copy of the cache's verdict (no costs).
    Snapshot,
    // The cache's verdict.
    Cache,
    // Priced now (and stored in the cache when there is one).
    Priced,
    // The machine code could not be priced (`why`); the cut's own pricing decides.
    NotPriced,
  };
  Source source = Source::NotPriced;
  bool gain = false;
  // Weighted machine micro-ops of the function before and after; -1 when unknown.
  double before = -1;
  double after = -1;
  std::string why;
};

// The per-function facts the check and the driver's block shares need, taken once per function
// before its first rewrite is applied: the region identity and the blocks' relative frequencies.
class FunctionFrequencies {
public:
  // Forgets the facts of the previous function; `f` is the function optimized next.
  void start(llvm::Function& f);
  // The identity of the function as it was at start (computed on first use, which must come
  // before the function's first application).
  const RegionIdentity& identity();
  // The relative frequency of each block in layout order (BlockFrequencyInfo from `fam`),
  // recomputed when the function's blocks changed since.
  const std::vector<double>& weights(llvm::FunctionAnalysisManager& fam);
  // The estimated share of the function's executed instructions that `inst`'s block executes.
  double shareOf(const llvm::Instruction& inst, llvm::FunctionAnalysisManager& fam);
  // Call when the function changed (a rewrite was applied to it).
  void changed() { ++version_; }
  // Names the function as it is now: equal states return equal states, a change or another
  // function (start) another one.
  std::pair<uint64_t, uint64_t> state() const { return {started_, version_}; }

private:
  llvm::Function* function_ = nullptr;
  uint64_t started_ = 0;
  uint64_t version_ = 0;
  std::optional<RegionIdentity> identity_;
  std::vector<double> weights_;
};

class MachineGainJudge {
public:
  // Borrows `store` and `snapshot` (either may be null) for the judge's lifetime.
  MachineGainJudge(std::string mcpu, store::RewriteStore* store, const store::ProofSnapshot* snapshot);
  ~MachineGainJudge();

  // Whether applying `rewrite` (proved on `c`, a function of the root's context) at c's root
  // makes the root's function cheaper in machine code; `rewriteText` is what the cache keeps.
  // `facts` must have been started on the root's function.
  MachineJudgement judge(const cut::Cut& c, const llvm::Function& rewrite, const std::string& rewriteText, FunctionFrequencies& facts,
                         llvm::FunctionAnalysisManager& fam);

private:
  // Prices the function after the rewrite, and before it unless the function's cost in its current
  // state (facts.state()) is known from an earlier call; NotPriced with the reason when it cannot.
  MachineJudgement price(const cut::Cut& c, const llvm::Function& rewrite, FunctionFrequencies& facts, llvm::FunctionAnalysisManager& fam);

  std::string mcpu_;
  store::RewriteStore* store_;
  const store::ProofSnapshot* snapshot_;
  std::unique_ptr<cost::MachineCodePricer> pricer_;
  std::string pricerError_;
  bool pricerTried_ = false;
  // The machine cost of the function in state `beforeState_`, priced by an earlier call.
  std::optional<cost::MachineCost> before_;
  std::pair<uint64_t, uint64_t> beforeState_;
};

} // namespace theseus::driver
