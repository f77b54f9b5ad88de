// The LLVM pass plugin: `opt-19 -load-pass-plugin TheseusPass.so -passes=theseus` and
// `clang-19 -O2/-O3 -fpass-plugin=TheseusPass.so` (run last in the optimization pipeline). It runs
// the driver of `theseus opt` over the module; options in plugin/PluginOptions.h.
#include "plugin/PluginOptions.h"

#include "cost/CostModel.h"
#include "cut/fastpath/CompactRewrite.h"
#include "cut/fastpath/KeyShapeCode.h"
#include "cut/fastpath/RootSignature.h"
#include "cut/fastpath/Shape.h"
#include "driver/RunReport.h"
#include "store/ProofSnapshot.h"
#include "store/RewriteCache.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Passes/PassPlugin.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/raw_ostream.h>

#include <chrono>
#include <cstdio>
#include <fstream>

namespace theseus::plugin {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

void writeReport(const PluginSettings& s, const driver::DriverReport& report, const llvm::Module& m) {
  if (!s.reportPath.empty()) {
    std::ofstream os(s.reportPath, std::ios::app);
    os << driver::reportJson(report, m.getSourceFileName());
  }
  if (s.verbose)
    llvm::errs() << "theseus: " << m.getSourceFileName() << ": " << report.cuts.size() << " cuts, " << report.applied << " rewrites applied ("
                 << report.cacheHits << " cache hits, " << report.synthesized << " synthesized)\n";
}

// Opens the parts; without a usable cache the pass still runs (cache-only then does nothing).
std::optional<driver::PipelineParts> openParts(PluginSettings& s) {
  std::string error;
  std::optional<driver::PipelineParts> parts = driver::openPipeline(s.sources, s.options, error);
  if (parts || s.sources.noCache) return parts;
  llvm::errs() << "theseus plugin: warning: " << error << "; running without a cache\n";
  s.sources.noCache = true;
  return driver::openPipeline(s.sources, s.options, error);
}

// The proof snapshot a compile with `s` may use: its path and subject; an empty path when the
// snapshot does not apply (not cache-only, trust-cache, no prefilter, no ledger, no SQLite cache).
struct SnapshotPlan {
  std::string path;
  store::SnapshotSubject subject;
};

SnapshotPlan planSnapshot(const PluginSettings& s) {
  const driver::DriverOptions& o = s.options;
  if (!s.snapshot || s.sources.noCache || !o.cacheOnly || o.trustCache || !o.keyPrefilter || o.proofLedgerPath.empty()) return {};
  SnapshotPlan plan;
  plan.subject = store::SnapshotSubject{store::sqliteCachePath(s.sources.cacheUrl), o.proofLedgerPath, o.costModel, o.mcpu};
  plan.path = store::proofSnapshotPath(plan.subject);
  return plan;
}

// Rewrites the snapshot after a compile that could not use it; a failure only costs speed. The
// keys' shape hashes are read from their texts parsed in a context of their own; each vouched
// rewrite gets its compact form (cut/fastpath/CompactRewrite.h) and each vouched key its exact
// shape code (cut/fastpath/KeyShapeCode.h) when it has one; every key's root signature is read from
// its text (cut/fastpath/RootSignature.h).
void refreshSnapshot(const PluginSettings& s, const SnapshotPlan& plan, store::RewriteStore& cache) {
  std::string error;
  llvm::LLVMContext keys;
  store::ShapeHashOfKey shapeOfKey = [&keys](const std::string& text) { return cut::stableShapeHashOfCutText(text, keys); };
  store::ShapeCodeOfKey codeOfKey = [&keys](const std::string& text) { return cut::shapeCodeOfKey(text, keys); };
  if (!store::writeProofSnapshot(plan.path, plan.subject, cache, error, shapeOfKey, cut::compactFormOfRewrite, codeOfKey,
                                 cut::rootSignatureOfCutText) &&
      s.verbose)
    llvm::errs() << "theseus: " << error << "\n";
}

// Ends the compilation (exit 1, no crash report) after naming the functions whose whole check
// failed: the optimized code was not proved, so nothing may be emitted from it.
[[noreturn]] void failCompilation(const driver::DriverReport& report) {
  for (const driver::WholeCheck& w : report.whole)
    if (w.verdict == "incorrect" || w.verdict == "unknown") llvm::errs() << "theseus: whole @" << w.function << ": " << w.verdict << "\n";
  llvm::report_fatal_error("theseus: a whole-function check did not prove the optimized code", false);
}

// What a run that changed the module (report.changedFunctions) keeps valid: the analyses of every
// function the driver did not change (it invalidated each function it changed when it was done
// with it), so that the passes after this one compute nothing again for them; no module analysis
// (a rewrite may add declarations, and a helper function that LLVM would not inline).
llvm::PreservedAnalyses preservedAfter(const driver::DriverReport& report) {
  if (!report.changedFunctions) return llvm::PreservedAnalyses::all();
  llvm::PreservedAnalyses kept;
  kept.preserveSet<llvm::AllAnalysesOn<llvm::Function>>();
  kept.preserve<llvm::FunctionAnalysisManagerModuleProxy>();
  return kept;
}

class TheseusPass : public llvm::PassInfoMixin<TheseusPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module& m, llvm::ModuleAnalysisManager& mam) {
    std::string warnings;
    PluginSettings s = currentSettings(warnings);
    if (!warnings.empty()) llvm::errs() << warnings;
    if (s.disabled) return llvm::PreservedAnalyses::all();
    auto opening = Clock::now();
    SnapshotPlan plan = planSnapshot(s);
    std::string stale;
    std::unique_ptr<store::ProofSnapshot> snapshot = plan.path.empty() ? nullptr : store::ProofSnapshot::load(plan.path, plan.subject, stale);
    s.sources.openStoreOnFirstUse = snapshot != nullptr;
    std::optional<driver::PipelineParts> parts = openParts(s);
    double openMs = millisecondsSince(opening);
    if (!parts || (s.options.cacheOnly && !parts->store)) return llvm::PreservedAnalyses::all();
    llvm::FunctionAnalysisManager& fam = mam.getResult<llvm::FunctionAnalysisManagerModuleProxy>(m).getManager();
    driver::DriverReport report;
    {
      driver::Driver d(s.options, parts->engine.get(), parts->store.get(), *parts->pricing);
      d.useSnapshot(snapshot.get());
      d.optimizeModule(m, fam, report);
    }
    if (!plan.path.empty() && !snapshot) refreshSnapshot(s, plan, *parts->store);
    writeReport(s, report, m);
    if (s.timing) {
      char opened[48];
      std::snprintf(opened, sizeof opened, "open %.2f ms, ", openMs);
      std::string snapshotState = snapshot ? "used" : plan.path.empty() ? "off" : "rewritten (" + stale + ")";
      llvm::errs() << "theseus: snapshot: " << snapshotState << "\n";
      llvm::errs() << "theseus: timing: " << m.getSourceFileName() << ": " << opened << driver::phaseSummary(report) << "\n";
    }
    if (report.wholeCheckFailed) failCompilation(report);
    return preservedAfter(report);
  }
  static bool isRequired() { return true; }
};

void registerCallbacks(llvm::PassBuilder& builder) {
  builder.registerPipelineParsingCallback(
      [](llvm::StringRef name, llvm::ModulePassManager& mpm, llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        if (name != "theseus") return false;
        mpm.addPass(TheseusPass());
        return true;
      });
  builder.registerOptimizerLastEPCallback([](llvm::ModulePassManager& mpm, llvm::OptimizationLevel level) {
    if (level.getSpeedupLevel() >= 2) mpm.addPass(TheseusPass());
  });
}

} // namespace

} // namespace theseus::plugin

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Theseus", "0.1", theseus::plugin::registerCallbacks};
}
