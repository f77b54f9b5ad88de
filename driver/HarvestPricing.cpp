#include "driver/HarvestPricing.h"

#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "cost/ir/IrWeightModel.h"
#include "cut/extract/Analyses.h"
#include "driver/Session.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

namespace theseus::driver {

namespace {

// Adds the machine verdict of `record` to `tally`.
void count(const CutRecord& record, MachineTally& tally) {
  if (record.machineVerdict.empty()) return;
  if (record.machineVerdict.rfind("not priced", 0) == 0) {
    ++tally.notPriced;
    if (tally.firstWhyNot.empty()) tally.firstWhyNot = record.machineVerdict;
    return;
  }
  ++(record.outcome == CutOutcome::NoMachineGain ? tally.noGains : tally.gains);
  if (record.machineBefore >= 0 && record.machineAfter >= 0) {
    tally.before += record.machineBefore;
    tally.after += record.machineAfter;
  }
}

} // namespace

std::optional<double> priceOfText(cost::CostModel& model, const std::string& text) {
  bridge::Diagnostic error;
  std::optional<bridge::ImportedModule> imported = bridge::importText(text, "rewrite", error, bridge::ImportOptions{.memory = true});
  if (!imported || imported->module->functions().empty()) return std::nullopt;
  cost::CostResult priced = model.cost(*imported->module->functions().front());
  if (!priced.cost) return std::nullopt;
  return priced.cost->primary;
}

std::optional<std::map<uint64_t, MachineTally>> measureMachineGains(const std::vector<std::string>& modulePaths, DriverOptions options,
                                                                    store::RewriteStore& store, std::string& error) {
  options.cacheOnly = true;
  options.objective = Objective::Machine;
  options.describeCuts = true;
  options.keyPrefilter = true;
  cost::CostOptions costOptions;
  costOptions.mcpu = options.mcpu;
  std::unique_ptr<cost::CostModel> pricing = cost::createCostModel(options.costModel, costOptions, error);
  if (!pricing) return std::nullopt;
  std::map<uint64_t, MachineTally> tallies;
  for (const std::string& path : modulePaths) {
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> m = readModule(path, context, error);
    if (!m) return std::nullopt;
    DriverReport report;
    cut::AnalysisSession session;
    Driver driver(options, nullptr, &store, *pricing);
    driver.optimizeModule(*m, session.functions(), report);
    for (const CutRecord& record : report.cuts)
      if (record.keyHash) count(record, tallies[record.keyHash]);
  }
  return tallies;
}

bool addSourcePrices(const CutCollector& collector, const DriverOptions& options, std::vector<CutRecord>& records,
                     const std::vector<size_t>& which, std::string& error) {
  if (which.empty()) return true;
  cost::CostOptions costOptions;
  costOptions.mcpu = options.mcpu;
  std::unique_ptr<cost::CostModel> pricing = cost::createCostModel(options.costModel, costOptions, error);
  if (!pricing) return false;
  for (size_t i : which) {
    std::optional<double> price = priceOfText(*pricing, collector.cuts()[i].canonicalText);
    if (price) records[i].sourceCost = *price;
    else records[i].detail += records[i].detail.empty() ? "source not priced" : "; source not priced";
  }
  return true;
}

std::optional<std::pair<double, double>> irPrices(const std::string& cutText, const std::string& rewriteText) {
  std::unique_ptr<cost::CostModel> model = cost::createIrWeightModel(cost::CostOptions{});
  std::optional<double> source = priceOfText(*model, cutText), rewrite = priceOfText(*model, rewriteText);
  if (!source || !rewrite) return std::nullopt;
  return std::make_pair(*source, *rewrite);
}

} // namespace theseus::driver
