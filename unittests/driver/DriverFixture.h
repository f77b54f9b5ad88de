#pragma once
// The driver tests' fixture: a module, a fresh SQLite store and the parts the driver borrows.
#include "bridge/FunctionImporter.h"
#include "bridge/Import.h"
#include "bridge/ImportValues.h"
#include "cost/CostModel.h"
#include "cut/extract/Analyses.h"
#include "driver/Driver.h"
#include "store/RewriteCache.h"
#include "synth/EngineFactory.h"

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <cstdio>

namespace theseus::driver::testing {

inline const char* const kTwoFunctions = R"(
define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
)";

inline std::unique_ptr<ir::Function> importFunction(const llvm::Function& f) {
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
  std::unique_ptr<synth::Engine> engine;

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
    engine = synth::createEngine("massalin", error);
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

// Stores a wrong rewrite (y - x) under the key of the first cut of @g.
inline void plantWrongRewrite(Pipeline& p, const driver::DriverOptions& options) {
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
  wrong.budget = store::Budget{options.budget.maxInsts, options.budget.seconds};
  wrong.rewriteText = "define i8 @tgt(i8 %y, i8 %x) {\n  %t = sub i8 %y, %x\n  ret i8 %t\n}\n";
  wrong.sourceCost = 4;
  wrong.rewriteCost = 0;
  p.store->put(key, wrong);
}

// A ledger path of this test, removed.
inline std::string freshLedgerPath() {
  std::string path = ::testing::TempDir() + "theseus_ledger_" + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db";
  std::remove(path.c_str());
  return path;
}

} // namespace theseus::driver::testing
