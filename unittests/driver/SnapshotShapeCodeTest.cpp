// Proof snapshot hits answered by the exact shape code of a cut's walk (cut/fastpath/ShapeCode.h,
// cut/fastpath/KeyShapeCode.h): the same function as the path that builds and keys the cut, the
// code given only to a key text that is its own cut's key, and no code hit where a report needs
// texts.
#include "SnapshotPipeline.h"
#include "cut/fastpath/CompactRewrite.h"
#include "cut/fastpath/KeyShapeCode.h"
#include "cut/fastpath/RootSignature.h"
#include "cut/fastpath/ShapeCode.h"

using namespace theseus;
using namespace theseus::driver::testing;

namespace {

// The snapshot of `p`'s cache and ledger with each vouched key's shape code.
std::unique_ptr<store::ProofSnapshot> snapshotWithCodes(SnapshotPipeline& p, llvm::LLVMContext& keys) {
  std::string error;
  store::ShapeCodeOfKey codeOfKey = [&keys](const std::string& text) { return cut::shapeCodeOfKey(text, keys); };
  EXPECT_TRUE(store::writeProofSnapshot(store::proofSnapshotPath(p.subject), p.subject, *p.store, error, {}, cut::compactFormOfRewrite, codeOfKey,
                                        cut::rootSignatureOfCutText))
      << error;
  return store::ProofSnapshot::load(store::proofSnapshotPath(p.subject), p.subject, error);
}

// A key text of the cache and its shape code.
struct KeyAndCode {
  std::string text;
  std::string code;
};

// The only key text of `p`'s cache and its shape code, read in `keys`.
KeyAndCode onlyKeyAndCode(SnapshotPipeline& p, llvm::LLVMContext& keys) {
  auto texts = p.store->rewriteTexts(p.options.costModel, p.options.mcpu);
  EXPECT_TRUE(texts && texts->size() == 1);
  std::string text = texts && !texts->empty() ? texts->front().first : "";
  return {text, cut::shapeCodeOfKey(text, keys)};
}

} // namespace

TEST(SnapshotShapeCode, AVouchedHitIsAnsweredByItsCodeWithTheSameFunction) {
  SnapshotPipeline p;
  p.options.describeCuts = false;
  ASSERT_EQ(p.runWith(nullptr, *p.pricing).applied, 1u);
  std::string withoutSnapshot = p.functionText();
  llvm::LLVMContext keys;
  std::unique_ptr<store::ProofSnapshot> snapshot = snapshotWithCodes(p, keys);
  ASSERT_TRUE(snapshot && snapshot->hasShapeCodes());
  uint64_t lookupsBefore = p.store->stats().hits + p.store->stats().misses;
  driver::DriverReport report = p.runWith(snapshot.get(), *p.pricing);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(report.cacheHits, 1u);
  EXPECT_EQ(report.shapeCodeHits, 1u);
  EXPECT_EQ(p.functionText(), withoutSnapshot);
  EXPECT_EQ(p.store->stats().hits + p.store->stats().misses, lookupsBefore);
}

TEST(SnapshotShapeCode, RepeatsOfACodeHitCountAsRepeatsAndAreApplied) {
  SnapshotPipeline p;
  p.options.describeCuts = false;
  ASSERT_EQ(p.runWith(nullptr, *p.pricing).applied, 1u);
  llvm::LLVMContext keys;
  std::unique_ptr<store::ProofSnapshot> snapshot = snapshotWithCodes(p, keys);
  ASSERT_TRUE(snapshot && snapshot->hasShapeCodes());
  driver::DriverReport coded = p.runWith(snapshot.get(), *p.pricing, kTwoFunctions + "\ndefine i8 @h(i8 %p, i8 %q) {\n" + gCutOn("p", "q") + "  ret i8 %d\n}\n");
  EXPECT_EQ(coded.applied, 2u);
  EXPECT_EQ(coded.shapeCodeHits, 1u);
  EXPECT_EQ(coded.cacheHits, 1u);
  EXPECT_GE(coded.shapeRepeats, 1u);
}

TEST(SnapshotShapeCode, WithCutTextsInTheReportNoHitIsAnsweredByCode) {
  SnapshotPipeline p;
  ASSERT_EQ(p.runWith(nullptr, *p.pricing).applied, 1u);
  llvm::LLVMContext keys;
  std::unique_ptr<store::ProofSnapshot> snapshot = snapshotWithCodes(p, keys);
  ASSERT_TRUE(snapshot && snapshot->hasShapeCodes());
  driver::DriverReport report = p.runWith(snapshot.get(), *p.pricing);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(report.shapeCodeHits, 0u);
  EXPECT_FALSE(report.cuts[0].cutText.empty());
}

TEST(SnapshotShapeCode, ACutsOwnKeyHasTheCodeOfItsWalk) {
  SnapshotPipeline p;
  llvm::LLVMContext keys;
  KeyAndCode key = onlyKeyAndCode(p, keys);
  ASSERT_FALSE(key.code.empty());
  p.reload(kTwoFunctions);
  cut::AnalysisSession session;
  llvm::Instruction* root = p.module->getFunction("g")->getEntryBlock().getTerminator()->getPrevNode();
  std::string why;
  std::optional<cut::CutWalk> walk = cut::walkCut(*root, cut::analysesOf(*root->getFunction(), session.functions()), cut::CutOptions{}, why);
  ASSERT_TRUE(walk) << why;
  std::optional<cut::CutShape> shape = cut::shapeOf(*walk);
  ASSERT_TRUE(shape);
  EXPECT_EQ(cut::exactShapeCode(*shape), key.code);
}

TEST(SnapshotShapeCode, ATextThatIsNotItsCutsOwnKeyHasNoCode) {
  llvm::LLVMContext keys;
  EXPECT_EQ(cut::shapeCodeOfKey("define i8 @f(i8 %any, i8 %names) {\n  %s = add i8 %any, %names\n  %r = mul i8 %s, %s\n  ret i8 %r\n}\n", keys), "");
  EXPECT_EQ(cut::shapeCodeOfKey("not IR", keys), "");
  EXPECT_EQ(cut::shapeCodeOfKey("define i8 @f(i8 %0) {\n  ret i8 %0\n}\n", keys), "");
}

TEST(SnapshotShapeCode, ACanonicalKeyWithArgumentsSwappedHasNoCodeOrItsOwn) {
  SnapshotPipeline p;
  llvm::LLVMContext keys;
  KeyAndCode key = onlyKeyAndCode(p, keys);
  ASSERT_FALSE(key.code.empty());
  std::string edited = key.text;
  size_t add = edited.find("add i8");
  ASSERT_NE(add, std::string::npos);
  edited.replace(add, 6, "sub i8");
  EXPECT_NE(cut::shapeCodeOfKey(edited, keys), key.code);
}
