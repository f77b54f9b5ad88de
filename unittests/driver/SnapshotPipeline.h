#pragma once
// The driver tests' fixture for the proof snapshot: the pipeline's cache warmed by one run, a
// fresh ledger, and a cache-only driver answered by a snapshot of them.
#include "DriverFixture.h"
#include "cut/fastpath/RootSignature.h"
#include "cut/fastpath/Shape.h"
#include "store/ProofSnapshot.h"

#include <llvm/Support/raw_ostream.h>

namespace theseus::driver::testing {

struct SnapshotPipeline : Pipeline {
  driver::DriverOptions options;
  store::SnapshotSubject subject;

  SnapshotPipeline() : Pipeline(kTwoFunctions) {
    run(driver::DriverOptions{});
    options.cacheOnly = true;
    options.proofLedgerPath = freshLedgerPath();
    subject = store::SnapshotSubject{cachePath, options.proofLedgerPath, options.costModel, options.mcpu};
  }

  // Writes the snapshot of the cache and ledger now, and loads it back.
  std::unique_ptr<store::ProofSnapshot> snapshotNow(const store::CompactFormOfRewrite& compactFormOf = {}) {
    std::string error;
    EXPECT_TRUE(store::writeProofSnapshot(store::proofSnapshotPath(subject), subject, *store, error, {}, compactFormOf, {},
                                          cut::rootSignatureOfCutText))
        << error;
    return store::ProofSnapshot::load(store::proofSnapshotPath(subject), subject, error);
  }

  // Writes the snapshot of the cache and ledger now with each key's stable shape hash (read in
  // `keys`) and root signature, and loads it back.
  std::unique_ptr<store::ProofSnapshot> snapshotWithShapeHashes(llvm::LLVMContext& keys) {
    std::string error;
    store::ShapeHashOfKey shapeOfKey = [&keys](const std::string& text) { return cut::stableShapeHashOfCutText(text, keys); };
    EXPECT_TRUE(store::writeProofSnapshot(store::proofSnapshotPath(subject), subject, *store, error, shapeOfKey, {}, {}, cut::rootSignatureOfCutText))
        << error;
    return store::ProofSnapshot::load(store::proofSnapshotPath(subject), subject, error);
  }

  // Runs the cache-only driver on a fresh parse of `text`, with `snapshot` (may be null).
  driver::DriverReport runWith(const store::ProofSnapshot* snapshot, cost::CostModel& model, const std::string& text = kTwoFunctions) {
    reload(text);
    driver::DriverReport report;
    cut::AnalysisSession session;
    driver::Driver d(options, nullptr, store.get(), model);
    d.useSnapshot(snapshot);
    d.optimizeModule(*module, session.functions(), report);
    return report;
  }

  std::string functionText() {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->getFunction("g")->print(os);
    return os.str();
  }
};

} // namespace theseus::driver::testing
