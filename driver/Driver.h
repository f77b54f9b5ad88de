#pragma once
// The pipeline of `theseus opt` and the pass plugin (seed 001): for every candidate instruction,
// cut -> cache lookup (re-verified unless trustCache) -> synthesis on a miss (unless cacheOnly)
// -> apply F' = R o C'. Only a rewrite proved on its cut is applied; with verifyWhole, each changed
// loop-free function is checked whole against its original.
#include "cut/apply/ParsedRewrites.h"
#include "cut/extract/Cut.h"
#include "driver/SortedHashes.h"
#include "synth/engine/Engine.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class DominatorTree;
class Function;
class LLVMContext;
class Instruction;
class Module;
template <typename IRUnitT, typename... ExtraArgTs> class AnalysisManager;
using FunctionAnalysisManager = AnalysisManager<Function>;
} // namespace llvm

namespace theseus::cost {
class CostModel;
}
namespace theseus::store {
class ProofLedger;
class ProofSnapshot;
struct SnapshotEntry;
class RewriteStore;
struct RewriteKey;
}

namespace theseus::cut {
struct CutShape;
struct CutWalk;
class RootPrefilterMemo;
} // namespace theseus::cut

namespace theseus::driver {

class ShapeMemo;
struct ShapeMemoEntry;
class FunctionFrequencies;
class MachineGainJudge;

// What a rewrite must improve to be applied (issue 24).
enum class Objective {
  // Its cut under the driver's cost model (isel: the search's pruning model), and then its
  // function's machine code, block-frequency weighted (driver/MachineGain.h): for faster binaries.
  Machine,
  // Its cut under the ir model (cost/ir/IrWeightModel.h), whatever the code generator makes of
  // it: for missed IR peepholes. The front ends set the cost model to "ir" with it.
  Ir,
};
std::string_view objectiveName(Objective objective);
std::optional<Objective> objectiveFromName(std::string_view name);

struct DriverOptions {
  cut::CutOptions cut;
  synth::EngineBudget budget;
  // Cuts with fewer instructions are not looked up (nothing shorter than one instruction).
  unsigned minCutInstructions = 2;
  // The cache key's cost model and CPU (the cost model the driver was given must match).
  std::string costModel = "isel";
  std::string mcpu = "x86-64-v3";
  // Never synthesize: only cached rewrites are applied.
  bool cacheOnly = false;
  // Apply cached rewrites without proving them again.
  bool trustCache = false;
  // The proof ledger (store/ProofLedger.h) that spares proving again a cached rewrite this
  // machine has already proved on exactly this cut; empty: none, every hit is proved again.
  std::string proofLedgerPath;
  bool verifyWhole = false;
  // Cache-only: read the hashes of the cache's rewrite keys once (RewriteStore::rewriteKeyHashes)
  // and their root signatures (from RewriteStore::rewriteKeyTexts, or the proof snapshot); extract
  // only the cuts of instructions whose predicted root signature (cut/fastpath/RootSignature.h) is
  // among them, and look up only cuts whose key hash is. The others are cache misses without a
  // record.
  bool keyPrefilter = true;
  // Print each cut's LLVM text into its record (reports need it; the plugin without a report not).
  bool describeCuts = true;
  // Without describeCuts: answer a straight-line cut whose shape (cut/fastpath/Shape.h) equals an
  // earlier one's in this module from the shape memo (driver/ShapeMemo.h), without building it.
  // Off: every cut is built, imported and keyed (the memo by key text still answers repeats).
  bool shapeMemo = true;
  Objective objective = Objective::Machine;
  // No synthesis for a cut whose root's block executes a smaller share than this of its
  // function's estimated instructions (BlockFrequencyInfo): cold code costs no synthesis time.
  // Cache hits are applied wherever they are. 0: every cut is synthesized.
  double minBlockShare = 0;
  // Estimate each cut's block share for its record even when minBlockShare does not ask for it.
  bool recordBlockShare = false;
  // Time the phases of DriverReport::phases (phaseSummary). Off, the driver reads no clock per
  // candidate; the module's total (DriverReport::seconds) and proof times are timed either way.
  bool timePhases = false;
};

enum class CutOutcome {
  Applied,
  // Synthesis (or the cache's NoneWithinBudget) found no cheaper proved rewrite.
  NoRewrite,
  // Cache-only and the cache has no entry.
  CacheMiss,
  // The engine does not support the cut.
  Unsupported,
  // A cached rewrite failed re-verification (reported to the store as poisoned).
  Poisoned,
  // A proved rewrite that could not be placed (an input does not dominate the root).
  NotApplicable,
  // Harvest: a proved cheaper rewrite was found (and cached), not applied.
  Proved,
  // Harvest: the worker process failed (crashed, timed out, store error).
  Failed,
  // Objective machine: a proved rewrite cheaper on its cut that does not make its function's
  // machine code cheaper (not applied).
  NoMachineGain,
  // The root's block is below DriverOptions::minBlockShare: not synthesized.
  Cold,
};
std::string_view cutOutcomeName(CutOutcome outcome);
// Why a cut whose root's block has share `share` (CutRecord::blockShare) is Cold.
std::string coldBlockDetail(double share);

struct CutRecord {
  std::string function;
  // The root as LLVM prints it.
  std::string root;
  // From debug info when present.
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
  std::string cutText;
  std::string rewriteText;
  // The FNV-1a hash of the cut's cache key text (0 when the cut was answered without a key).
  uint64_t keyHash = 0;
  unsigned cutInstructions = 0;
  unsigned inputs = 0;
  bool hasControlFlow = false;
  double sourceCost = 0;
  double rewriteCost = 0;
  // Synthesis or re-verification time for this cut.
  double seconds = 0;
  // The estimated share of its function's executed instructions that the root's block executes
  // (BlockFrequencyInfo); -1 when not estimated.
  double blockShare = -1;
  // Objective machine: the function's weighted machine micro-ops before and after the rewrite
  // (-1 when unknown), and where the verdict came from ("priced", "cache", "snapshot", or "not
  // priced: WHY").
  double machineBefore = -1;
  double machineAfter = -1;
  std::string machineVerdict;
  // The ir model's price of the cut and of the rewrite (the other objective's column in harvest
  // reports); -1 when not priced.
  double irSourceCost = -1;
  double irRewriteCost = -1;
  bool cacheHit = false;
  CutOutcome outcome = CutOutcome::NoRewrite;
  std::string detail;
};

// The whole-function check of --verify-whole for one changed function.
struct WholeCheck {
  std::string function;
  // "correct", "incorrect", "unknown", or "skipped" (loops or constructs the checker lacks).
  std::string verdict;
  std::string reason;
  double seconds = 0;
};

// Where the driver's time went, in seconds (the plugin prints them with -theseus-timing).
struct PhaseSeconds {
  // Loading the cache's key hashes for the prefilter.
  double prefilter = 0;
  double analyses = 0;
  // Cut extraction and the cut's record.
  double extraction = 0;
  // Canonical key, store lookup, parsing the rewrite, proof ledger (proofs excluded).
  double lookup = 0;
  // Proving cache hits again.
  double proof = 0;
  double synthesis = 0;
  double pricing = 0;
  double application = 0;
};

struct DriverReport {
  std::vector<CutRecord> cuts;
  std::vector<WholeCheck> whole;
  unsigned candidates = 0;
  unsigned applied = 0;
  unsigned cacheHits = 0;
  // Lookups that found no entry, with the cuts and candidates the prefilters answered.
  unsigned cacheMisses = 0;
  unsigned synthesized = 0;
  // Cuts the key prefilter (or, with a proof snapshot, the shape prefilter) answered as misses
  // without a store lookup.
  unsigned prefiltered = 0;
  // Candidates the root prefilter answered as misses without extracting their cut.
  unsigned rootPrefiltered = 0;
  // Cuts the shape memo answered without building them (driver/ShapeMemo.h), and repeats of cuts
  // the proof snapshot answered by shape code.
  unsigned shapeRepeats = 0;
  // Cache hits the proof snapshot answered by the exact shape code of the cut's walk
  // (cut/fastpath/ShapeCode.h), without building, importing or keying the cut.
  unsigned shapeCodeHits = 0;
  // Functions the driver changed (an applied rewrite, or a rewrite kept as a call to a helper).
  unsigned changedFunctions = 0;
  // Proved rewrites not applied because the machine code did not get cheaper.
  unsigned noMachineGain = 0;
  // Cuts not synthesized because their block is cold.
  unsigned cold = 0;
  double seconds = 0;
  PhaseSeconds phases;
  // Some whole check was incorrect or unknown: the output must not be written.
  bool wholeCheckFailed = false;
};

class Driver {
public:
  // `engine` may be null when options.cacheOnly; `store` may be null (no cache). All are
  // borrowed for the driver's lifetime; the engine prices with `pricing`.
  Driver(DriverOptions options, synth::Engine* engine, store::RewriteStore* store, cost::CostModel& pricing);
  ~Driver();

  // Cache-only with the prefilter: answer from `snapshot` (borrowed, valid for this driver's cache,
  // ledger, cost model and CPU; store/ProofSnapshot.h) — its prefilter sets replace the store's,
  // and a cut whose key it vouches for is a hit priced by it, with neither store nor ledger
  // touched. Other cuts whose key is a Rewrite key take the ordinary path.
  void useSnapshot(const store::ProofSnapshot* snapshot) { snapshot_ = snapshot; }

  // Optimizes every defined function of `m`, adding to `report`.
  void optimizeModule(llvm::Module& m, llvm::FunctionAnalysisManager& fam, DriverReport& report);
  // Optimizes one function; returns whether it changed.
  bool optimizeFunction(llvm::Function& f, llvm::FunctionAnalysisManager& fam, DriverReport& report);

private:
  struct Resolution;
  struct Extracted;
  // The cut of `inst`: its walk, then (straight-line cuts) the shape memo and, for a shape it does
  // not hold, the shape prefilter, then the rest of the extraction; no cut when there is none, it
  // is too small or prefiltered. (The memo holds only shapes that passed the prefilter, and equal
  // shapes have equal stable hashes, so a repeat needs no hash.)
  Extracted extract(llvm::Instruction& inst, const cut::FunctionAnalyses& analyses, DriverReport& report);
  // The answer the shape memo's `entry` holds, as resolve's memo by key text gives it.
  Resolution fromShapeMemo(const ShapeMemoEntry& entry, CutRecord& record, DriverReport& report);
  // The snapshot's entry whose shape code is the code of `shape`, or null (no snapshot, no code,
  // or describeCuts: a record then needs the built cut's text).
  const store::SnapshotEntry* vouchedByShapeCode(const cut::CutShape& shape);
  // The answer of the snapshot's `entry`, found by shape code, as fromSnapshot gives it (a cache
  // hit) for its first cut in this module, and as a repeat for the others.
  Resolution fromShapeCode(const store::SnapshotEntry& entry, CutRecord& record, DriverReport& report);
  // Whether the snapshot's shape hashes rule out a rewrite for a cut of shape `shape`.
  bool shapePrefilterRulesOut(const cut::CutShape& shape) const;
  Resolution resolve(const cut::Cut& cut, CutRecord& record, DriverReport& report);
  void moveProofTime(const CutRecord& record, DriverReport& report) const;
  Resolution fromCache(const cut::Cut& cut, const store::RewriteKey& key, CutRecord& record, DriverReport& report, bool& answered);
  // The answer of the snapshot's vouched `entry` (its rewrite noted in `record`): applied from its
  // compact form when it is cheaper, else no rewrite; proved and priced before, so never priced here.
  Resolution vouchedAnswer(const store::SnapshotEntry& entry, CutRecord& record);
  // A hit answered by the snapshot, or nullopt when it holds no entry for `key`.
  std::optional<Resolution> fromSnapshot(const store::RewriteKey& key, CutRecord& record, DriverReport& report);
  Resolution fromSynthesis(const cut::Cut& cut, CutRecord& record, DriverReport& report);
  bool cheaperHere(const cut::Cut& cut, const store::RewriteKey& key, const ir::Function& rewrite, CutRecord& record, DriverReport& report);
  void checkWhole(llvm::Function& f, const ir::Function* original, DriverReport& report);
  // Applies `resolved` (Applied) at c's root: its rewrite text parsed once per driver in the
  // root's context, and applied as that LLVM function (cut/apply/Apply.h); the outcome goes to
  // `record` and `report`. Invalidates the function's analyses in `fam` at once when the
  // application could not keep them valid (else the caller does, once, after the function).
  // Returns whether the function changed.
  bool applyResolved(const cut::Cut& c, const Resolution& resolved, const llvm::DominatorTree& dt, llvm::FunctionAnalysisManager& fam,
                     CutRecord& record, DriverReport& report);
  // Objective machine: whether applying `resolved` at c's root makes the function's machine code
  // cheaper (or it cannot be priced: then the cut's pricing stands); the verdict goes to `record`.
  bool gainsMachineCode(const cut::Cut& c, const Resolution& resolved, llvm::FunctionAnalysisManager& fam, CutRecord& record,
                        DriverReport& report);
  // Whether the block share of `inst` is needed (for minBlockShare or the record).
  bool wantsBlockShare() const;
  // Whether `record`'s block share is below minBlockShare (then its cut is not synthesized).
  bool isCold(const CutRecord& record) const;
  // The proof ledger of options.proofLedgerPath, opened on first use; null without one (or
  // with trustCache, or when it cannot be opened).
  store::ProofLedger* ledger();
  // Reads the cache's rewrite key hashes (cache-only with keyPrefilter), once per driver.
  void loadPrefilter(DriverReport& report);
  // Whether the prefilter rules out a rewrite for `key`.
  bool prefilterRulesOut(const store::RewriteKey& key) const;
  // Whether the root prefilter rules out a rewrite for every cut of `inst`.
  bool rootPrefilterRulesOut(const llvm::Instruction& inst) const;

  DriverOptions options_;
  synth::Engine* engine_;
  store::RewriteStore* store_;
  std::unique_ptr<store::ProofLedger> ledger_;
  // The rewrite texts applied so far, each parsed once into an LLVM function of the module's
  // context (side modules, not the user's).
  cut::ParsedRewrites parsedRewrites_;
  bool ledgerTried_ = false;
  // The hashes of the cache's rewrite keys, when the prefilter is on and the store lists them.
  std::optional<SortedHashes> rewriteHashes_;
  // The root signatures of the cache's rewrite cuts, when the store lists them.
  std::optional<SortedHashes> rewriteRoots_;
  // The stable shape hashes of the cache's rewrite cuts, when the snapshot holds them.
  std::optional<SortedHashes> rewriteShapes_;
  bool prefilterLoaded_ = false;
  const store::ProofSnapshot* snapshot_ = nullptr;
  cost::CostModel& pricing_;
  // This run's answers by canonical cut text.
  struct Memo {
    std::shared_ptr<const ir::Function> rewrite;
    CutOutcome outcome = CutOutcome::NoRewrite;
    std::string rewriteText{};
  };
  std::map<std::string, Memo> memo_;
  // This module's answers by cut shape (emptied at the end of optimizeModule).
  std::unique_ptr<ShapeMemo> shapeMemo_;
  // This module's root prefilter answers (emptied at the end of optimizeModule).
  std::unique_ptr<cut::RootPrefilterMemo> rootAnswers_;
  // The snapshot entries this module's cuts found by shape code (emptied with the shape memo).
  std::vector<const store::SnapshotEntry*> codeAnswers_;
  // The function being optimized: its region identity and block frequencies, taken on first use.
  std::unique_ptr<FunctionFrequencies> frequencies_;
  // Objective machine's check, created on first use.
  std::unique_ptr<MachineGainJudge> judge_;
};

// Prints `report` as one JSON object.
std::string reportJson(const DriverReport& report, const std::string& input);

// One line naming each phase's milliseconds (for -theseus-timing / THESEUS_TIMING).
std::string phaseSummary(const DriverReport& report);

} // namespace theseus::driver
