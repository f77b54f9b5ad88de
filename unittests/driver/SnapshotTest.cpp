// The driver answered by a proof snapshot: the same function as without it, the store and the
// cost model untouched for the keys it vouches for, the ordinary path for the others, and no way
// for a rewrite planted in the cache afterwards to use it.
#include "SnapshotPipeline.h"
#include "cut/fastpath/CompactRewrite.h"
#include "cut/fastpath/RootSignature.h"
#include "cut/fastpath/Shape.h"
#include "store/ProofSnapshot.h"

#include <llvm/Support/raw_ostream.h>

using namespace theseus;
using namespace theseus::driver::testing;

TEST(Snapshot, VouchedHitGivesTheSameFunctionWithoutStoreOrCostModel) {
  SnapshotPipeline p;
  ASSERT_EQ(p.runWith(nullptr, *p.pricing).applied, 1u);
  std::string withoutSnapshot = p.functionText();
  std::unique_ptr<store::ProofSnapshot> snapshot = p.snapshotNow();
  ASSERT_TRUE(snapshot);
  ASSERT_EQ(snapshot->entryCount(), 1u);
  uint64_t lookupsBefore = p.store->stats().hits + p.store->stats().misses;
  CountingCostModel counting(*p.pricing);
  driver::DriverReport report = p.runWith(snapshot.get(), counting);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(report.cacheHits, 1u);
  EXPECT_EQ(p.functionText(), withoutSnapshot);
  EXPECT_EQ(p.store->stats().hits + p.store->stats().misses, lookupsBefore);
  EXPECT_EQ(counting.priced, 0u);
  EXPECT_NE(report.cuts[0].detail.find("proof snapshot"), std::string::npos);
}

TEST(Snapshot, AKeyItDoesNotVouchForIsLookedUpAndProved) {
  SnapshotPipeline p;
  std::unique_ptr<store::ProofSnapshot> snapshot = p.snapshotNow();
  ASSERT_TRUE(snapshot);
  EXPECT_EQ(snapshot->entryCount(), 0u);
  EXPECT_EQ(snapshot->rewriteKeyHashes().size(), 1u);
  driver::DriverReport report = p.runWith(snapshot.get(), *p.pricing);
  ASSERT_EQ(report.applied, 1u);
  EXPECT_GT(report.cuts[0].seconds, 0.0);
  EXPECT_EQ(report.cuts[0].detail.find("proof snapshot"), std::string::npos);
}

TEST(Snapshot, ARewritePlantedAfterwardsMakesItStaleAndIsPoisoned) {
  SnapshotPipeline p;
  ASSERT_EQ(p.runWith(nullptr, *p.pricing).applied, 1u);
  ASSERT_TRUE(p.snapshotNow());
  p.reload(kTwoFunctions);
  plantWrongRewrite(p, p.options);
  std::string why;
  EXPECT_FALSE(store::ProofSnapshot::load(store::proofSnapshotPath(p.subject), p.subject, why));
  EXPECT_EQ(why, "stale");
  driver::DriverReport report = p.runWith(nullptr, *p.pricing);
  ASSERT_FALSE(report.cuts.empty());
  EXPECT_EQ(report.cuts[0].outcome, driver::CutOutcome::Poisoned);
  EXPECT_EQ(report.applied, 0u);
}

// @g's cut with `or` for `and`: the same root signature, another key.
const std::string kNeighbour = "\ndefine i8 @k(i8 %x, i8 %y) {\n" + gCutOn("x", "y", "", "or") + "  ret i8 %d\n}\n";

unsigned keyPrefilteredRecords(const driver::DriverReport& report) {
  unsigned n = 0;
  for (const driver::CutRecord& r : report.cuts) n += r.detail.find("(prefilter)") != std::string::npos;
  return n;
}

TEST(Snapshot, ShapeHashesRuleOutACutUnextractedAndKeepTheHit) {
  SnapshotPipeline p;
  ASSERT_EQ(p.runWith(nullptr, *p.pricing).applied, 1u);
  std::string withoutSnapshot = p.functionText();
  llvm::LLVMContext keys;
  std::unique_ptr<store::ProofSnapshot> withShapes = p.snapshotWithShapeHashes(keys);
  ASSERT_TRUE(withShapes && withShapes->rewriteShapeHashes());
  EXPECT_EQ(withShapes->rewriteShapeHashes()->size(), 1u);
  std::string module = kTwoFunctions + kNeighbour;
  driver::DriverReport shaped = p.runWith(withShapes.get(), *p.pricing, module);
  EXPECT_EQ(p.functionText(), withoutSnapshot);
  std::unique_ptr<store::ProofSnapshot> plain = p.snapshotNow();
  ASSERT_TRUE(plain && !plain->rewriteShapeHashes());
  driver::DriverReport keyed = p.runWith(plain.get(), *p.pricing, module);
  EXPECT_EQ(shaped.applied, 1u);
  EXPECT_EQ(keyed.applied, 1u);
  EXPECT_GE(shaped.prefiltered, 1u);
  EXPECT_EQ(shaped.prefiltered, keyed.prefiltered);
  EXPECT_EQ(keyPrefilteredRecords(shaped), 0u);
  EXPECT_GE(keyPrefilteredRecords(keyed), 1u);
}

namespace {

// @g's cut twice, on other inputs, beside kNeighbour's cut (same root signature, no rewrite).
const std::string kTwiceBesideANeighbour = "\ndefine i8 @g(i8 %x, i8 %y, i8 %z, i8 %w) {\n" + gCutOn("x", "y") + gCutOn("z", "w", "2") +
                                           gCutOn("x", "w", "3", "or") + "  %m = mul i8 %d, %d3\n  %r = mul i8 %m, %d2\n  ret i8 %r\n}\n";

} // namespace

TEST(Snapshot, ARepeatAnsweredByTheShapeMemoSkipsTheShapePrefilterWithTheSameAnswers) {
  SnapshotPipeline p;
  llvm::LLVMContext keys;
  std::unique_ptr<store::ProofSnapshot> withShapes = p.snapshotWithShapeHashes(keys);
  ASSERT_TRUE(withShapes && withShapes->rewriteShapeHashes());
  p.options.describeCuts = false;
  std::string outputs[2];
  driver::DriverReport reports[2];
  for (bool memo : {false, true}) {
    p.options.shapeMemo = memo;
    reports[memo] = p.runWith(withShapes.get(), *p.pricing, kTwiceBesideANeighbour);
    outputs[memo] = p.functionText();
  }
  EXPECT_EQ(outputs[true], outputs[false]);
  EXPECT_EQ(reports[true].applied, 2u);
  EXPECT_EQ(reports[false].applied, 2u);
  EXPECT_GE(reports[true].shapeRepeats, 1u);
  EXPECT_GE(reports[true].prefiltered, 1u);
  EXPECT_EQ(reports[true].prefiltered, reports[false].prefiltered);
  EXPECT_EQ(reports[true].cacheMisses, reports[false].cacheMisses);
}

TEST(Snapshot, AHitBuiltFromItsCompactFormGivesTheSameFunction) {
  SnapshotPipeline p;
  ASSERT_EQ(p.runWith(nullptr, *p.pricing).applied, 1u);
  std::string withoutSnapshot = p.functionText();
  std::unique_ptr<store::ProofSnapshot> snapshot = p.snapshotNow(cut::compactFormOfRewrite);
  ASSERT_TRUE(snapshot);
  ASSERT_EQ(snapshot->entryCount(), 1u);
  driver::DriverReport report = p.runWith(snapshot.get(), *p.pricing);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(p.functionText(), withoutSnapshot);
}

TEST(Snapshot, ACompactFormThatDoesNotBuildIsNeverApplied) {
  SnapshotPipeline p;
  ASSERT_EQ(p.runWith(nullptr, *p.pricing).applied, 1u);
  store::CompactFormOfRewrite damaged = [](const std::string& text) { return cut::compactFormOfRewrite(text).substr(0, 5); };
  std::unique_ptr<store::ProofSnapshot> snapshot = p.snapshotNow(damaged);
  ASSERT_TRUE(snapshot);
  p.reload(kTwoFunctions);
  std::string before = p.functionText();
  driver::DriverReport report = p.runWith(snapshot.get(), *p.pricing);
  EXPECT_EQ(report.applied, 0u);
  EXPECT_EQ(p.functionText(), before);
  bool refused = false;
  for (const driver::CutRecord& r : report.cuts) refused = refused || (r.outcome == driver::CutOutcome::NotApplicable && r.detail.find("compact") != std::string::npos);
  EXPECT_TRUE(refused);
}

TEST(Snapshot, PhasesAreTimedOnlyWhenAskedAndTheAnswersAreTheSame) {
  SnapshotPipeline p;
  std::unique_ptr<store::ProofSnapshot> snapshot = p.snapshotNow();
  driver::DriverReport untimed = p.runWith(snapshot.get(), *p.pricing);
  p.options.timePhases = true;
  driver::DriverReport timed = p.runWith(snapshot.get(), *p.pricing);
  EXPECT_EQ(untimed.applied, timed.applied);
  EXPECT_EQ(untimed.phases.extraction + untimed.phases.lookup + untimed.phases.application, 0.0);
  EXPECT_GT(timed.phases.extraction, 0.0);
}
