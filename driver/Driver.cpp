// The driver's loop over a module's candidates: extraction (walk, shape, prefilters), the
// answer of each cut (driver/DriverAnswers.cpp) and its application.
#include "driver/Driver.h"
#include "driver/DriverInternals.h"

#include "bridge/FunctionImporter.h"
#include "bridge/ImportValues.h"
#include "cost/CostModel.h"
#include "cut/apply/Apply.h"
#include "cut/extract/Analyses.h"
#include "cut/fastpath/RootSignature.h"
#include "cut/fastpath/Shape.h"
#include "driver/CutSource.h"
#include "driver/MachineGain.h"
#include "driver/ShapeMemo.h"
#include "store/ProofLedger.h"
#include "store/ProofSnapshot.h"
#include "store/RewriteCache.h"
#include "verify/Refinement.h"

#include <llvm/IR/Dominators.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ValueHandle.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace theseus::driver {

namespace {

// The function as the Theseus IR, or null with `why` (loops, constructs the IR lacks).
std::unique_ptr<ir::Function> importWhole(const llvm::Function& f, std::string& why) {
  bridge::FunctionLocations noLocations;
  try {
    return bridge::FunctionImporter(f, f.getName().str(), noLocations, /*memory=*/true).run();
  } catch (const bridge::Unsupported& unsupported) {
    why = "unsupported: " + unsupported.construct;
    return nullptr;
  }
}

// The candidates of a function (cut::isCandidate), last first, taken one by one: as plain
// pointers while the function is unchanged, and from the first change on through value handles
// (null once their instruction is deleted) made for the ones not taken yet. A handle costs an
// insertion into the LLVMContext's handle map, so a function without an application makes none.
class CandidateQueue {
public:
  explicit CandidateQueue(llvm::Function& f) {
    for (llvm::Instruction& inst : llvm::instructions(f))
      if (cut::isCandidate(inst)) candidates_.push_back(&inst);
    std::reverse(candidates_.begin(), candidates_.end());
  }

  bool empty() const { return next_ == candidates_.size(); }

  // The next candidate, or null when it was deleted since the function first changed.
  llvm::Instruction* pop() {
    size_t i = next_++;
    if (!holding_) return candidates_[i];
    return llvm::dyn_cast_or_null<llvm::Instruction>(held_[i - heldFrom_]);
  }

  // Call before the function may change: the candidates not taken yet are held by handles.
  void holdRemaining() {
    if (holding_) return;
    holding_ = true;
    heldFrom_ = next_;
    held_.reserve(candidates_.size() - next_);
    for (size_t i = next_; i < candidates_.size(); ++i) held_.emplace_back(candidates_[i]);
  }

private:
  llvm::SmallVector<llvm::Instruction*, 64> candidates_;
  size_t next_ = 0;
  bool holding_ = false;
  size_t heldFrom_ = 0;
  std::vector<llvm::WeakVH> held_;
};

// `source` asked at most once: its first answer is kept (an empty source stays empty).
template <typename T> std::function<T*()> askedOnce(std::function<T*()> source) {
  if (!source) return source;
  return [source = std::move(source), answer = static_cast<T*>(nullptr), asked = false]() mutable {
    if (!asked) answer = source();
    asked = true;
    return answer;
  };
}

// The analyses of `f` from `fam` for the candidates up to the next application (which may change
// `f` and invalidate them): its MemorySSA and stored locations asked of `fam` at most once.
cut::FunctionAnalyses analysesUntilChanged(llvm::Function& f, llvm::FunctionAnalysisManager& fam) {
  cut::FunctionAnalyses analyses = cut::analysesOf(f, fam);
  analyses.memory.memorySSA = askedOnce(std::move(analyses.memory.memorySSA));
  analyses.memory.stores = askedOnce(std::move(analyses.memory.stores));
  return analyses;
}

} // namespace

std::string_view cutOutcomeName(CutOutcome outcome) {
  switch (outcome) {
  case CutOutcome::Applied: return "applied";
  case CutOutcome::NoRewrite: return "no-rewrite";
  case CutOutcome::CacheMiss: return "cache-miss";
  case CutOutcome::Unsupported: return "unsupported";
  case CutOutcome::Poisoned: return "poisoned";
  case CutOutcome::NotApplicable: return "not-applicable";
  case CutOutcome::Proved: return "proved";
  case CutOutcome::Failed: return "failed";
  case CutOutcome::NoMachineGain: return "no-gain-after-isel";
  case CutOutcome::Cold: return "cold";
  }
  return "?";
}

std::string_view objectiveName(Objective objective) { return objective == Objective::Machine ? "machine" : "ir"; }

std::optional<Objective> objectiveFromName(std::string_view name) {
  if (name == "machine") return Objective::Machine;
  if (name == "ir") return Objective::Ir;
  return std::nullopt;
}

Driver::Driver(DriverOptions options, synth::Engine* engine, store::RewriteStore* store, cost::CostModel& pricing)
    : options_(std::move(options)), engine_(engine), store_(store), pricing_(pricing), shapeMemo_(std::make_unique<ShapeMemo>()),
      rootAnswers_(std::make_unique<cut::RootPrefilterMemo>()), frequencies_(std::make_unique<FunctionFrequencies>()) {
  options_.cut.minInstructions = options_.minCutInstructions;
}

Driver::~Driver() = default;

store::ProofLedger* Driver::ledger() {
  if (!ledgerTried_ && store_ && !options_.trustCache && !options_.proofLedgerPath.empty()) {
    std::string error;
    ledger_ = store::openProofLedger(options_.proofLedgerPath, error);
  }
  ledgerTried_ = true;
  return ledger_.get();
}

void Driver::loadPrefilter(DriverReport& report) {
  if (prefilterLoaded_) return;
  prefilterLoaded_ = true;
  if (!options_.cacheOnly || !options_.keyPrefilter || !store_) return;
  auto start = Clock::now();
  if (snapshot_) {
    rewriteHashes_.emplace(snapshot_->rewriteKeyHashes());
    if (snapshot_->rewriteRootSignatures()) rewriteRoots_.emplace(*snapshot_->rewriteRootSignatures());
    if (snapshot_->rewriteShapeHashes()) rewriteShapes_.emplace(*snapshot_->rewriteShapeHashes());
    report.phases.prefilter += secondsSince(start);
    return;
  }
  std::optional<std::vector<uint64_t>> hashes, roots;
  try {
    hashes = store_->rewriteKeyHashes(options_.costModel, options_.mcpu);
    std::optional<std::vector<std::string>> keys;
    if (hashes) keys = store_->rewriteKeyTexts(options_.costModel, options_.mcpu);
    if (keys) roots = cut::rootSignaturesOfCutTexts(*keys);
  } catch (const store::StoreError&) {
    hashes.reset();
    roots.reset();
  }
  if (hashes) rewriteHashes_.emplace(std::move(*hashes));
  if (roots) rewriteRoots_.emplace(std::move(*roots));
  report.phases.prefilter += secondsSince(start);
}

bool Driver::prefilterRulesOut(const store::RewriteKey& key) const { return rewriteHashes_ && !rewriteHashes_->contains(key.hash); }

bool Driver::rootPrefilterRulesOut(const llvm::Instruction& inst) const {
  if (!rewriteRoots_) return false;
  return rootAnswers_->rulesOut(inst, [this](uint64_t root) { return rewriteRoots_->contains(root); });
}

bool Driver::shapePrefilterRulesOut(const cut::CutShape& shape) const { return rewriteShapes_ && !rewriteShapes_->contains(cut::stableShapeHash(shape)); }

void Driver::optimizeModule(llvm::Module& m, llvm::FunctionAnalysisManager& fam, DriverReport& report) {
  auto start = Clock::now();
  loadPrefilter(report);
  for (llvm::Function& f : m)
    if (!f.isDeclaration()) optimizeFunction(f, fam, report);
  shapeMemo_->clear();
  rootAnswers_->clear();
  codeAnswers_.clear();
  report.seconds += secondsSince(start);
}

Driver::Extracted Driver::extract(llvm::Instruction& inst, const cut::FunctionAnalyses& analyses, DriverReport& report) {
  PhaseClock clock(options_.timePhases);
  Extracted out;
  std::string why;
  std::optional<cut::CutWalk> walk = cut::walkCut(inst, analyses, options_.cut, why);
  bool useShape = walk && (rewriteShapes_ || (options_.shapeMemo && !options_.describeCuts));
  std::optional<cut::CutShape> shape = useShape ? cut::shapeOf(*walk) : std::nullopt;
  if (shape && shape->instructions.size() < options_.minCutInstructions) walk.reset();
  bool memo = walk && shape && options_.shapeMemo && !options_.describeCuts;
  const ShapeMemoEntry* repeat = memo ? shapeMemo_->find(*shape) : nullptr;
  if (walk && shape && !repeat && shapePrefilterRulesOut(*shape)) {
    ++report.prefiltered;
    ++report.cacheMisses;
    walk.reset();
  }
  out.vouched = walk && shape && !repeat ? vouchedByShapeCode(*shape) : nullptr;
  if (out.vouched) {
    out.cut = cut::unbuiltCut(*walk, unsigned(shape->instructions.size()));
  } else if (walk && memo) {
    out.repeat = repeat;
    out.cut = out.repeat ? ShapeMemo::cutOf(*out.repeat, *walk) : cut::finishCut(std::move(*walk), analyses, options_.cut, why);
    out.shape = std::move(shape);
  } else if (walk) {
    out.cut = cut::finishCut(std::move(*walk), analyses, options_.cut, why);
  }
  if (out.cut && out.cut->instructionCount < options_.minCutInstructions) out.cut.reset();
  clock.lap(report.phases.extraction);
  return out;
}

bool Driver::optimizeFunction(llvm::Function& f, llvm::FunctionAnalysisManager& fam, DriverReport& report) {
  std::string originalWhy;
  std::unique_ptr<ir::Function> original = options_.verifyWhole ? importWhole(f, originalWhy) : nullptr;
  bool changed = false;
  frequencies_->start(f);
  std::optional<cut::FunctionAnalyses> analyses;
  for (CandidateQueue candidates(f); !candidates.empty();) {
    llvm::Instruction* inst = candidates.pop();
    if (!inst || !cut::isCandidate(*inst)) continue;
    ++report.candidates;
    if (options_.minCutInstructions >= 2 && !cut::mayKeepAnOperand(*inst)) continue;
    if (rootPrefilterRulesOut(*inst)) {
      ++report.rootPrefiltered;
      ++report.cacheMisses;
      continue;
    }
    PhaseClock clock(options_.timePhases);
    if (!analyses) analyses.emplace(analysesUntilChanged(f, fam));
    clock.lap(report.phases.analyses);
    Extracted extracted = extract(*inst, *analyses, report);
    std::optional<cut::Cut>& c = extracted.cut;
    if (!c) continue;
    clock.restart();
    CutRecord record = describeCut(*c, options_.describeCuts);
    if (wantsBlockShare()) record.blockShare = frequencies_->shareOf(*c->root, fam);
    clock.lap(report.phases.extraction);
    Resolution resolved = extracted.repeat    ? fromShapeMemo(*extracted.repeat, record, report)
                          : extracted.vouched ? fromShapeCode(*extracted.vouched, record, report)
                                              : resolve(*c, record, report);
    if (extracted.shape && !extracted.repeat) shapeMemo_->remember(*extracted.shape, *c, resolved.rewrite, resolved.rewriteText, resolved.outcome);
    if (resolved.outcome == CutOutcome::Applied && options_.objective == Objective::Machine &&
        !gainsMachineCode(*c, resolved, fam, record, report)) {
      record.outcome = CutOutcome::NoMachineGain;
      ++report.noMachineGain;
    } else if (resolved.outcome == CutOutcome::Applied) {
      candidates.holdRemaining();
      if (applyResolved(*c, resolved, analyses->dt, fam, record, report)) {
        changed = true;
        frequencies_->changed();
      }
      analyses.reset();
    } else {
      record.outcome = resolved.outcome;
    }
    report.cuts.push_back(std::move(record));
  }
  if (changed) cut::invalidateAnalyses(f, fam);
  report.changedFunctions += changed;
  if (changed && options_.verifyWhole) checkWhole(f, original.get(), report);
  if (changed && options_.verifyWhole && !original) report.whole.back().reason = originalWhy;
  return changed;
}

bool Driver::applyResolved(const cut::Cut& c, const Resolution& resolved, const llvm::DominatorTree& dt, llvm::FunctionAnalysisManager& fam,
                           CutRecord& record, DriverReport& report) {
  PhaseClock clock(options_.timePhases);
  llvm::Function& f = *c.root->getFunction();
  std::string error;
  cut::ApplyOutcome applied;
  if (const llvm::Function* rewrite = parsedRewrites_.function(resolved.rewriteText, resolved.compactRewrite, f.getContext(), error))
    applied = cut::applyRewrite(c, *rewrite, dt, cut::computedMemorySSA(f, fam), error);
  if (applied.result == cut::ApplyResult::Applied) {
    record.outcome = CutOutcome::Applied;
    ++report.applied;
  } else {
    record.outcome = CutOutcome::NotApplicable;
    record.detail = error;
  }
  if (!applied.analysesValid) cut::invalidateAnalyses(f, fam);
  clock.lap(report.phases.application);
  return applied.result != cut::ApplyResult::Unchanged;
}

bool Driver::wantsBlockShare() const { return options_.recordBlockShare || (options_.minBlockShare > 0 && !options_.cacheOnly); }

bool Driver::gainsMachineCode(const cut::Cut& c, const Resolution& resolved, llvm::FunctionAnalysisManager& fam, CutRecord& record,
                              DriverReport& report) {
  PhaseClock clock(options_.timePhases);
  llvm::Function& f = *c.root->getFunction();
  std::string error;
  const llvm::Function* rewrite = parsedRewrites_.function(resolved.rewriteText, resolved.compactRewrite, f.getContext(), error);
  if (!rewrite) return true;
  if (!judge_) judge_ = std::make_unique<MachineGainJudge>(options_.mcpu, store_, snapshot_);
  MachineJudgement judged = judge_->judge(c, *rewrite, resolved.rewriteText, *frequencies_, fam);
  record.machineBefore = judged.before;
  record.machineAfter = judged.after;
  switch (judged.source) {
  case MachineJudgement::Source::Snapshot: record.machineVerdict = "snapshot"; break;
  case MachineJudgement::Source::Cache: record.machineVerdict = "cache"; break;
  case MachineJudgement::Source::Priced: record.machineVerdict = "priced"; break;
  case MachineJudgement::Source::NotPriced: record.machineVerdict = "not priced: " + judged.why; break;
  }
  clock.lap(report.phases.pricing);
  return judged.source == MachineJudgement::Source::NotPriced || judged.gain;
}

void Driver::checkWhole(llvm::Function& f, const ir::Function* original, DriverReport& report) {
  WholeCheck check;
  check.function = f.getName().str();
  auto start = Clock::now();
  std::string why;
  std::unique_ptr<ir::Function> rewritten = original ? importWhole(f, why) : nullptr;
  if (!original || !rewritten) {
    check.verdict = "skipped";
    check.reason = why;
    report.whole.push_back(check);
    return;
  }
  ir::DataLayout dl;
  dl.bigEndian = f.getParent()->getDataLayout().isBigEndian();
  verify::Options options;
  options.timeoutMs = options_.budget.queryTimeoutMs;
  verify::Result result = verify::checkRefinement(*original, *rewritten, dl, options);
  check.verdict = std::string(verify::verdictName(result.verdict));
  check.reason = result.reason;
  check.seconds = secondsSince(start);
  if (result.verdict == verify::Verdict::Incorrect || result.verdict == verify::Verdict::Unknown) report.wholeCheckFailed = true;
  if (result.verdict == verify::Verdict::Unsupported) check.verdict = "skipped";
  report.whole.push_back(check);
}

} // namespace theseus::driver

namespace theseus::driver {

std::string phaseSummary(const DriverReport& report) {
  const PhaseSeconds& p = report.phases;
  std::pair<const char*, double> phases[] = {{"prefilter", p.prefilter}, {"analyses", p.analyses}, {"extraction", p.extraction},
                                             {"lookup", p.lookup},       {"proof", p.proof},       {"synthesis", p.synthesis},
                                             {"pricing", p.pricing},     {"application", p.application}};
  char text[64];
  std::snprintf(text, sizeof text, "%.2f ms:", report.seconds * 1e3);
  std::string out = text;
  for (auto& [name, seconds] : phases) {
    std::snprintf(text, sizeof text, " %s %.2f", name, seconds * 1e3);
    out += text;
  }
  return out + "; prefiltered: " + std::to_string(report.rootPrefiltered) + " candidates by root, " + std::to_string(report.prefiltered) +
         " cuts by key or shape; " + std::to_string(report.shapeRepeats) + " repeats answered by shape; " +
         std::to_string(report.shapeCodeHits) + " hits answered by shape code";
}

} // namespace theseus::driver
