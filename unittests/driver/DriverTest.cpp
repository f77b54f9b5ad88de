// The driver's pipeline: applied rewrites verify against the original function, the cache is
// proved again (poisoned when wrong), cache-only never synthesizes, --verify-whole verdicts.
#include "bridge/FunctionImporter.h"
#include "bridge/Import.h"
#include "bridge/ImportValues.h"
#include "cost/CostModel.h"
#include "cut/extract/Analyses.h"
#include "driver/CachedRewrites.h"
#include "driver/Driver.h"
#include "DriverFixture.h"
#include "ir/Printer.h"
#include "store/RewriteCache.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <cstdio>

using namespace theseus;
using namespace theseus::driver::testing;


TEST(Driver, AppliedRewriteRefinesTheOriginalFunction) {
  Pipeline p(kTwoFunctions);
  auto original = importFunction(*p.module->getFunction("g"));
  driver::DriverReport report = p.run(driver::DriverOptions{});
  ASSERT_EQ(report.applied, 1u);
  auto rewritten = importFunction(*p.module->getFunction("g"));
  EXPECT_LT(synth::countInstructions(*rewritten), synth::countInstructions(*original));
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
  p.fillStoreThenReload(kTwoFunctions);
  driver::DriverReport report = p.run(cacheOnlyOptions(), false);
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

TEST(Driver, HitProvedOnceIsAnsweredByTheLedgerNextTime) {
  Pipeline p(kTwoFunctions);
  p.fillStoreThenReload(kTwoFunctions);
  driver::DriverOptions options = cacheOnlyOptions(freshLedgerPath());
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
  p.fillStoreThenReload(kTwoFunctions);
  driver::DriverOptions options = cacheOnlyOptions(freshLedgerPath());
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
const std::string kRewriteAndNone = kTwoFunctions + "define i8 @k(i8 %x, i8 %y) {\n  %a = mul i8 %x, %y\n  %b = xor i8 %a, %x\n  ret i8 %b\n}\n";

TEST(Driver, PrefilterSkipsLookupsButStillAppliesTheCachedRewrite) {
  Pipeline p(kRewriteAndNone);
  p.fillStoreThenReload(kRewriteAndNone);
  ASSERT_GT(p.store->stats().nones, 0u);
  driver::DriverReport report = p.run(cacheOnlyOptions(), false);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(report.cacheHits, 1u);
  EXPECT_GT(report.prefiltered + report.rootPrefiltered, 0u);
  EXPECT_EQ(report.prefiltered + report.rootPrefiltered, report.cacheMisses);
}

TEST(Driver, WithoutThePrefilterTheNoneEntriesAreLookedUp) {
  Pipeline p(kRewriteAndNone);
  p.fillStoreThenReload(kRewriteAndNone);
  driver::DriverOptions options = cacheOnlyOptions();
  options.keyPrefilter = false;
  driver::DriverReport report = p.run(options, false);
  EXPECT_EQ(report.applied, 1u);
  EXPECT_EQ(report.prefiltered + report.rootPrefiltered, 0u);
  EXPECT_GT(report.cacheHits, 1u);
}

TEST(Driver, PricingRecordedInTheLedgerSparesTheCostModel) {
  Pipeline p(kTwoFunctions);
  p.fillStoreThenReload(kTwoFunctions);
  driver::DriverOptions options = cacheOnlyOptions(freshLedgerPath());
  CountingCostModel first(*p.pricing);
  ASSERT_EQ(p.runPricedBy(first, options, false).applied, 1u);
  EXPECT_GT(first.priced, 0u);
  CountingCostModel second(*p.pricing);
  p.reload(kTwoFunctions);
  ASSERT_EQ(p.runPricedBy(second, options, false).applied, 1u);
  EXPECT_EQ(second.priced, 0u);
}

TEST(Driver, TrustedHitIsPricedByItsEntry) {
  Pipeline p(kTwoFunctions);
  p.fillStoreThenReload(kTwoFunctions);
  driver::DriverOptions options = cacheOnlyOptions();
  options.trustCache = true;
  CountingCostModel counting(*p.pricing);
  ASSERT_EQ(p.runPricedBy(counting, options, false).applied, 1u);
  EXPECT_EQ(counting.priced, 0u);
}

// @g's cut twice in one function, each reading its first input through a stored-then-loaded value.
const std::string kTwiceThroughMemory = "\ndefine i8 @m(ptr %p, i8 %x, i8 %y, i8 %z, i8 %w) {\n  store i8 %x, ptr %p\n  %lx = load i8, ptr %p\n" +
                                        gCutOn("lx", "y") + "  store i8 %z, ptr %p\n  %lz = load i8, ptr %p\n" + gCutOn("lz", "w", "2") +
                                        "  %r = mul i8 %d, %d2\n  ret i8 %r\n}\n";

TEST(Driver, CutsAfterAnApplicationAreTakenOnTheChangedFunctionsAnalyses) {
  Pipeline p(kTwoFunctions);
  ASSERT_EQ(p.run(driver::DriverOptions{}).applied, 1u);
  p.reload(kTwiceThroughMemory);
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.describeCuts = false;
  driver::DriverReport report = p.run(options, false);
  EXPECT_EQ(report.applied, 2u);
  EXPECT_FALSE(llvm::verifyFunction(*p.module->getFunction("m"), &llvm::errs()));
  unsigned ands = 0;
  for (const llvm::Instruction& inst : p.module->getFunction("m")->getEntryBlock()) ands += inst.getOpcode() == llvm::Instruction::And;
  EXPECT_EQ(ands, 0u);
}
