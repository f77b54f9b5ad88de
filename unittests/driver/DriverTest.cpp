// The driver's pipeline: applied rewrites verify against the original function, the cache is
// proved again (poisoned when wrong), cache-only never synthesizes, --verify-whole verdicts.
#include "bridge/FunctionImporter.h"
#include "bridge/Import.h"
#include "bridge/ImportValues.h"
#include "cost/CostModel.h"
#include "cut/Analyses.h"
#include "driver/CachedRewrites.h"
#include "driver/Driver.h"
#include "ir/Printer.h"
#include "store/RewriteCache.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <cstdio>

using namespace theseus;

namespace {

const char* const kTwoFunctions = R"(
define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
)";

std::unique_ptr<ir::Function> importFunction(const llvm::Function& f) {
  bridge::FunctionLocations none;
  return bridge::FunctionImporter(f, f.getName().str(), none).run();
}

// A module, a fresh SQLite store and the parts the driver borrows.
struct Pipeline {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  std::string cachePath;
  std::unique_ptr<store::RewriteStore> store;
  std::unique_ptr<cost::CostModel> pricing;
  std::unique_ptr<driver::Synthesizer> engine;

  // Replaces the module by a fresh parse of `text` (the store stays).
  void reload(const std::string& text) {
    llvm::SMDiagnostic diag;
    module = llvm::parseAssemblyString(text, diag, context);
  }

  explicit Pipeline(const std::string& text) {
    reload(text);
    cachePath = ::testing::TempDir() + "theseus_driver_" + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db";
    std::remove(cachePath.c_str());
    std::string error;
    store = store::openRewriteStore("sqlite:" + cachePath, error);
    pricing = cost::createCostModel("isel", cost::CostOptions{}, error);
    engine = driver::createSynthesizer("massalin", *pricing, error);
  }

  driver::DriverReport run(driver::DriverOptions options, bool withEngine = true) { return runPricedBy(*pricing, options, withEngine); }

  driver::DriverReport runPricedBy(cost::CostModel& model, driver::DriverOptions options, bool withEngine = true) {
    driver::DriverReport report;
    cut::AnalysisSession session;
    driver::Driver d(options, withEngine ? engine.get() : nullptr, store.get(), model);
    d.optimizeModule(*module, session.functions(), report);
    return report;
  }
};

// A cost model that counts the functions it prices, delegating to `inner`.
class CountingCostModel final : public cost::CostModel {
public:
  explicit CountingCostModel(cost::CostModel& inner) : inner_(inner) {}
  std::string_view name() const override { return inner_.name(); }
  const std::string& mcpu() const override { return inner_.mcpu(); }
  cost::CostResult cost(const ir::Function& f) override {
    ++priced;
    return inner_.cost(f);
  }
  unsigned priced = 0;

private:
  cost::CostModel& inner_;
};

} // namespace

TEST(Driver, AppliedRewriteRefinesTheOriginalFunction) {
  Pipeline p(kTwoFunctions);
  auto original = importFunction(*p.module->getFunction("g"));
  driver::DriverReport report = p.run(driver::DriverOptions{});
  ASSERT_EQ(report.applied, 1u);
  auto rewritten = importFunction(*p.module->getFunction("g"));
  EXPECT_LT(driver::countInstructions(*rewritten), driver::countInstructions(*original));
  verify::Result r = verify::checkRefinement(*original, *rewritten, ir::DataLayout{}, verify::Options{});
  EXPECT_EQ(r.verdict, verify::Verdict::Correct) << r.reason;
}

TEST(Driver, VerifyWholeProvesTheChangedFunction) {
  Pipeline p(kTwoFunctions);
  driver::DriverOptions options;
  options.verifyWhole = true;
  driver::DriverReport report = p.run(options);
  ASSERT_EQ(report.whole.size(), 1u);
  EXPECT_EQ(report.whole[0].verdict, "correct");
  EXPECT_FALSE(report.wholeCheckFailed);
}

TEST(Driver, VerifyWholeSkipsFunctionsWithLoops) {
  Pipeline p(R"(
define i8 @h(i8 %x, i8 %y, i8 %n) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %next, %loop ]
  %a = xor i8 %x, %i
  %b = and i8 %x, %i
  %c = add i8 %b, %b
  %next = add i8 %a, %c
  %done = icmp eq i8 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i8 %next
}
)");
  driver::DriverOptions options;
  options.verifyWhole = true;
  driver::DriverReport report = p.run(options);
  ASSERT_EQ(report.applied, 1u);
  ASSERT_EQ(report.whole.size(), 1u);
  EXPECT_EQ(report.whole[0].verdict, "skipped");
  EXPECT_FALSE(report.wholeCheckFailed);
}

TEST(Driver, SecondRunIsAnsweredByTheCacheAndProvedAgain) {
  Pipeline p(kTwoFunctions);
  p.run(driver::DriverOptions{});
  p.reload(kTwoFunctions);
  driver::DriverOptions options;
  options.cacheOnly = true;
  driver::DriverReport report = p.run(options, false);
  EXPECT_EQ(report.cacheHits, 1u);
  EXPECT_EQ(report.synthesized, 0u);
  ASSERT_EQ(report.applied, 1u);
  EXPECT_GT(report.cuts[0].seconds, 0.0);
}

TEST(Driver, CacheOnlyMissLeavesTheFunctionAlone) {
  Pipeline p(kTwoFunctions);
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.keyPrefilter = false;
  driver::DriverReport report = p.run(options, false);
  EXPECT_EQ(report.applied, 0u);
  EXPECT_EQ(report.synthesized, 0u);
  ASSERT_FALSE(report.cuts.empty());
  EXPECT_EQ(report.cuts[0].outcome, driver::CutOutcome::CacheMiss);
  EXPECT_EQ(p.module->getFunction("g")->getEntryBlock().size(), 5u);
}

TEST(Driver, PrefilteredMissLeavesTheFunctionAloneUnextracted) {
  Pipeline p(kTwoFunctions);
  driver::DriverOptions options;
  options.cacheOnly = true;
  driver::DriverReport report = p.run(options, false);
  EXPECT_EQ(report.applied, 0u);
  EXPECT_TRUE(report.cuts.empty());
  EXPECT_GT(report.rootPrefiltered, 0u);
  EXPECT_EQ(report.cacheMisses, report.rootPrefiltered);
  EXPECT_EQ(p.module->getFunction("g")->getEntryBlock().size(), 5u);
}

// Stores a wrong rewrite (y - x) under the key of the first cut of @g.
void plantWrongRewrite(Pipeline& p, const driver::DriverOptions& options) {
  driver::DriverOptions probeOptions = options;
  probeOptions.cacheOnly = true;
  probeOptions.trustCache = false;
  probeOptions.verifyWhole = false;
  probeOptions.keyPrefilter = false;
  driver::DriverReport probe = p.run(probeOptions, false);
  ASSERT_FALSE(probe.cuts.empty());
  bridge::Diagnostic error;
  auto cutModule = bridge::importText(probe.cuts[0].cutText, "cut", error);
  ASSERT_TRUE(cutModule) << error.str();
  store::RewriteKey key = store::makeRewriteKey(*cutModule->module->functions().front(), ir::DataLayout{}, options.costModel, options.mcpu);
  store::RewriteEntry wrong;
  wrong.status = store::EntryStatus::Rewrite;
  wrong.budget = store::Budget{options.budget.maxInsts, options.budget.timeLimitSeconds};
  wrong.rewriteText = "define i8 @tgt(i8 %y, i8 %x) {\n  %t = sub i8 %y, %x\n  ret i8 %t\n}\n";
  wrong.sourceCost = 4;
  wrong.rewriteCost = 0;
  p.store->put(key, wrong);
}

TEST(Driver, WrongCachedRewriteIsPoisonedNotApplied) {
  Pipeline p(kTwoFunctions);
  driver::DriverOptions options;
  options.cacheOnly = true;
  plantWrongRewrite(p, options);
  driver::DriverReport report = p.run(options, false);
  ASSERT_FALSE(report.cuts.empty());
  EXPECT_EQ(report.cuts[0].outcome, driver::CutOutcome::Poisoned);
  EXPECT_EQ(report.applied, 0u);
  EXPECT_EQ(p.store->poisonReports().size(), 1u);
}

TEST(Driver, VerifyWholeCatchesATrustedWrongRewrite) {
  Pipeline p(kTwoFunctions);
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.trustCache = true;
  options.verifyWhole = true;
  plantWrongRewrite(p, options);
  driver::DriverReport report = p.run(options, false);
  EXPECT_EQ(report.applied, 1u);
  ASSERT_EQ(report.whole.size(), 1u);
  EXPECT_EQ(report.whole[0].verdict, "incorrect");
  EXPECT_TRUE(report.wholeCheckFailed);
}

TEST(Driver, NoneWithinBudgetIsNotSynthesizedAgain) {
  Pipeline p("define i8 @k(i8 %x, i8 %y) {\n  %a = mul i8 %x, %y\n  %b = xor i8 %a, %x\n  ret i8 %b\n}\n");
  driver::DriverReport first = p.run(driver::DriverOptions{});
  EXPECT_EQ(first.applied, 0u);
  EXPECT_EQ(first.synthesized, 1u);
  driver::DriverReport second = p.run(driver::DriverOptions{});
  EXPECT_EQ(second.synthesized, 0u);
  EXPECT_EQ(second.cacheHits, 1u);
}

std::string freshLedgerPath() {
  std::string path = ::testing::TempDir() + "theseus_ledger_" + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db";
  std::remove(path.c_str());
  return path;
}

TEST(Driver, HitProvedOnceIsAnsweredByTheLedgerNextTime) {
  Pipeline p(kTwoFunctions);
  p.run(driver::DriverOptions{});
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.proofLedgerPath = freshLedgerPath();
  p.reload(kTwoFunctions);
  driver::DriverReport proved = p.run(options, false);
  ASSERT_EQ(proved.applied, 1u);
  EXPECT_GT(proved.cuts[0].seconds, 0.0);
  p.reload(kTwoFunctions);
  driver::DriverReport remembered = p.run(options, false);
  ASSERT_EQ(remembered.applied, 1u);
  EXPECT_EQ(remembered.cuts[0].seconds, 0.0);
  EXPECT_NE(remembered.cuts[0].detail.find("proof ledger"), std::string::npos);
}

TEST(Driver, LedgerDoesNotVouchForATamperedRewrite) {
  Pipeline p(kTwoFunctions);
  p.run(driver::DriverOptions{});
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.proofLedgerPath = freshLedgerPath();
  p.reload(kTwoFunctions);
  ASSERT_EQ(p.run(options, false).applied, 1u);
  p.reload(kTwoFunctions);
  plantWrongRewrite(p, options);
  p.reload(kTwoFunctions);
  driver::DriverReport report = p.run(options, false);
  ASSERT_FALSE(report.cuts.empty());
  EXPECT_EQ(report.cuts[0].outcome, driver::CutOutcome::Poisoned);
  EXPECT_EQ(report.applied, 0u);
}

// @g has a cheaper rewrite (kTwoFunctions); @k's cut has none within the budget.
const std::string kRewriteAndNone = std::string(kTwoFunctions) + "define i8 @k(i8 %x, i8 %y) {\n  %a = mul i8 %x, %y\n  %b = xor i8 %a, %x\n  ret i8 %b\n}\n";

TEST(Driver, PrefilterSkipsLookupsButStillAppliesTheCachedRewrite) {
  Pipeline p(kRewriteAndNone);
  p.run(driver::DriverOptions{});
  ASSERT_GT(p.store->stats().nones, 0u);
  driver::DriverOptions options;
  options.cacheOnly = true;
  p.reload(kRewriteAndNone);
  driver::DriverReport report = p.run(options, false);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(report.cacheHits, 1u);
  EXPECT_GT(report.prefiltered + report.rootPrefiltered, 0u);
  EXPECT_EQ(report.prefiltered + report.rootPrefiltered, report.cacheMisses);
}

TEST(Driver, WithoutThePrefilterTheNoneEntriesAreLookedUp) {
  Pipeline p(kRewriteAndNone);
  p.run(driver::DriverOptions{});
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.keyPrefilter = false;
  p.reload(kRewriteAndNone);
  driver::DriverReport report = p.run(options, false);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(report.prefiltered + report.rootPrefiltered, 0u);
  EXPECT_GT(report.cacheHits, 1u);
}

TEST(Driver, PricingRecordedInTheLedgerSparesTheCostModel) {
  Pipeline p(kTwoFunctions);
  p.run(driver::DriverOptions{});
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.proofLedgerPath = freshLedgerPath();
  CountingCostModel first(*p.pricing);
  p.reload(kTwoFunctions);
  ASSERT_EQ(p.runPricedBy(first, options, false).applied, 1u);
  EXPECT_GT(first.priced, 0u);
  CountingCostModel second(*p.pricing);
  p.reload(kTwoFunctions);
  ASSERT_EQ(p.runPricedBy(second, options, false).applied, 1u);
  EXPECT_EQ(second.priced, 0u);
}

TEST(Driver, TrustedHitIsPricedByItsEntry) {
  Pipeline p(kTwoFunctions);
  p.run(driver::DriverOptions{});
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.trustCache = true;
  CountingCostModel counting(*p.pricing);
  p.reload(kTwoFunctions);
  ASSERT_EQ(p.runPricedBy(counting, options, false).applied, 1u);
  EXPECT_EQ(counting.priced, 0u);
}
