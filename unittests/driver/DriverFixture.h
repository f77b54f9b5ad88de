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

#include <unistd.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <cstdio>

namespace theseus::driver::testing {

// The four i8 instructions of @g's cut, (x ^ y) + 2 * (x `middle` y), on %`x` and %`y`, defining
// %a`suffix` .. %d`suffix`; `middle` "or" gives @g's neighbour of the same root signature.
inline std::string gCutOn(const std::string& x, const std::string& y, const std::string& suffix = "", const std::string& middle = "and") {
  std::string a = "%a" + suffix, b = "%b" + suffix, c = "%c" + suffix, d = "%d" + suffix;
  std::string operands = " i8 %" + x + ", %" + y + "\n";
  return "  " + a + " = xor" + operands + "  " + b + " = " + middle + operands + "  " + c + " = add i8 " + b + ", " + b + "\n  " + d +
         " = add i8 " + a + ", " + c + "\n";
}

// @g, whose cut has a cheaper rewrite.
inline const std::string kTwoFunctions = "\ndefine i8 @g(i8 %x, i8 %y) {\n" + gCutOn("x", "y") + "  ret i8 %d\n}\n";

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
    cachePath = ::testing::TempDir() + "theseus_driver_" + std::to_string(getpid()) + "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db";
    std::remove(cachePath.c_str());
    std::string error;
    store = store::openRewriteStore("sqlite:" + cachePath, error);
    pricing = cost::createCostModel("isel", cost::CostOptions{}, error);
    engine = synth::createEngine("massalin", error);
  }

  // Fills the store by a full run of the module, then replaces the module by a fresh parse of `text`.
  void fillStoreThenReload(const std::string& text) {
    run(driver::DriverOptions{});
    reload(text);
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

// Options of a run answered from the store alone, with the proof ledger at `ledgerPath` when one is given.
inline driver::DriverOptions cacheOnlyOptions(const std::string& ledgerPath = "") {
  driver::DriverOptions options;
  options.cacheOnly = true;
  options.proofLedgerPath = ledgerPath;
  return options;
}

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
  std::string path = ::testing::TempDir() + "theseus_ledger_" + std::to_string(getpid()) + "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db";
  std::remove(path.c_str());
  return path;
}

} // namespace theseus::driver::testing
