// The driver's shape memo and shape prefilter: a repeated cut is answered by the memo with the
// function the memo-less driver gives, and the stable shape hash of every cut's walk equals the
// hash read back from its cache key's text (so the prefilter hides no cached rewrite).
#include "LlvmText.h"
#include "DriverFixture.h"
#include "MixedModule.h"
#include "cut/fastpath/Shape.h"
#include "store/RewriteCache.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/Support/raw_ostream.h>

using namespace theseus;
using namespace theseus::driver::testing;

namespace {

// @g's cut (x ^ y) + 2 * (x & y) twice, on other inputs.
const std::string kTwice =
    "\ndefine i8 @h(i8 %x, i8 %y, i8 %z, i8 %w) {\n" + gCutOn("x", "y") + gCutOn("z", "w", "2") + "  %r = mul i8 %d, %d2\n  ret i8 %r\n}\n";

} // namespace

TEST(ShapeMemo, ARepeatedCutIsAnsweredByTheMemoWithTheSameOutput) {
  Pipeline p(kTwoFunctions);
  ASSERT_EQ(p.run(driver::DriverOptions{}).applied, 1u);
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.describeCuts = false;
  std::string outputs[2];
  driver::DriverReport reports[2];
  for (bool memo : {false, true}) {
    p.reload(kTwice);
    options.shapeMemo = memo;
    reports[memo] = p.run(options, false);
    outputs[memo] = theseus::testing::llvmText(*p.module->getFunction("h"));
  }
  EXPECT_EQ(outputs[true], outputs[false]);
  EXPECT_EQ(reports[true].applied, 2u);
  EXPECT_EQ(reports[false].applied, 2u);
  EXPECT_EQ(reports[false].shapeRepeats, 0u);
  EXPECT_GE(reports[true].shapeRepeats, 1u);
  EXPECT_EQ(reports[true].cacheHits, reports[false].cacheHits);
  EXPECT_EQ(reports[true].cuts.size(), reports[false].cuts.size());
}

TEST(ShapeHash, TheWalksHashEqualsTheHashOfEveryCutKeyText) {
  llvm::LLVMContext context, keys;
  std::unique_ptr<llvm::Module> m = parsedMix(context);
  ASSERT_TRUE(m);
  cut::AnalysisSession session;
  unsigned compared = 0;
  for (const auto& [root, options] : candidatesAtDepthsOneAndFour(*m)) {
    std::string why;
    cut::FunctionAnalyses analyses = cut::analysesOf(*root->getFunction(), session.functions());
    std::optional<cut::CutWalk> walk = cut::walkCut(*root, analyses, options, why);
    std::optional<cut::CutShape> shape = walk ? cut::shapeOf(*walk) : std::nullopt;
    std::optional<cut::Cut> c = cut::extractCut(*root, analyses, options, why);
    if (!shape || !c || !c->fromFirstWalk) continue;
    std::string key = store::canonicalCutText(*c->ir, c->dataLayout);
    EXPECT_EQ(cut::stableShapeHashOfCutText(key, keys), cut::stableShapeHash(*shape)) << "root " << root->getName().str() << ":\n" << key;
    ++compared;
  }
  EXPECT_GE(compared, 40u);
}
