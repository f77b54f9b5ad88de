#include "driver/HarvestTable.h"

#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "driver/CachedRewrites.h"
#include "driver/PeepholeTables.h"
#include "synth/EngineFactory.h"
#include "synth/engine/Profit.h"
#include "synth/peephole/TableBuilder.h"

#include <llvm/IR/LLVMContext.h>

#include <chrono>
#include <filesystem>

namespace theseus::driver {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The value of counter `name` of `stats`, 0 when absent.
uint64_t counter(const synth::EngineStats& stats, const std::string& name) {
  for (const auto& [n, v] : stats.counters)
    if (n == name) return v;
  return 0;
}

} // namespace

HarvestTable::HarvestTable(std::unique_ptr<synth::Engine> engine, std::unique_ptr<cost::CostModel> pricing)
    : engine_(std::move(engine)), pricing_(std::move(pricing)) {}

HarvestTable::~HarvestTable() = default;

std::unique_ptr<HarvestTable> HarvestTable::open(const std::string& path, const DriverOptions& options, std::string& error) {
  installPeepholeTables();
  std::unique_ptr<synth::Engine> engine = synth::createEngine("peephole-db", {{"database", path}}, error);
  if (!engine) return nullptr;
  cost::CostOptions costOptions;
  costOptions.mcpu = options.mcpu;
  std::unique_ptr<cost::CostModel> pricing = cost::createCostModel(options.costModel, costOptions, error);
  if (!pricing) return nullptr;
  return std::unique_ptr<HarvestTable>(new HarvestTable(std::move(engine), std::move(pricing)));
}

bool HarvestTable::buildDefault(const std::string& path, const DriverOptions& options, std::string& error) {
  std::error_code ec;
  if (std::filesystem::exists(path, ec)) return true;
  cost::CostOptions costOptions;
  costOptions.mcpu = options.mcpu;
  std::unique_ptr<cost::CostModel> model = cost::createCostModel(options.costModel, costOptions, error);
  if (!model) return false;
  std::unique_ptr<synth::peephole::TableWriter> writer = createPeepholeTableWriter(path, error);
  if (!writer) return false;
  synth::peephole::BuildOptions build;
  build.ops = synth::peephole::defaultTableOps();
  try {
    if (!synth::peephole::buildTable(build, *model, *writer, error)) return false;
  } catch (const std::runtime_error& e) {
    error = path + ": " + e.what();
    return false;
  }
  return true;
}

TableAnswer HarvestTable::answer(const HarvestedCut& c, store::RewriteStore& cache, const DriverOptions& options) {
  Clock::time_point start = Clock::now();
  TableAnswer out;
  ++figures_.looked;
  bridge::Diagnostic diag;
  std::optional<bridge::ImportedModule> m = bridge::importText(c.canonicalText, "cut", diag);
  const ir::Function* cut = m ? m->module->find("f") : nullptr;
  synth::EngineResult found;
  if (cut) found = synth::searchUnlessFree(*engine_, {*cut, m->module->dataLayout, options.budget, *pricing_, options.mcpu});
  std::string error;
  if (!cut || !found.unsupported.empty()) {
    ++figures_.unsupported;
    out.detail = cut ? found.unsupported : "the cut does not import";
  } else if (!found.rewrites.empty() && storeSynthesis(cache, *cut, m->module->dataLayout, options, found, engine_->name(), out.detail, error)) {
    out.kind = TableAnswer::Kind::Proved;
    ++figures_.proved;
  } else if (!found.rewrites.empty()) {
    out.detail = "the table's proved rewrite could not be stored: " + error;
  } else if (counter(found.stats, "not-cheaper") > 0) {
    out.kind = TableAnswer::Kind::Minimal;
    out.detail = "the cheapest program of its class in the peephole table";
    ++figures_.minimal;
  }
  if (out.kind == TableAnswer::Kind::Unanswered) ++figures_.unanswered;
  out.seconds = secondsSince(start);
  figures_.seconds += out.seconds;
  return out;
}

} // namespace theseus::driver
