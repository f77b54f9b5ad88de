#pragma once
// What the front ends share: reading and writing LLVM modules, and opening the cost model, the
// engine and the cache the driver borrows.
#include "cost/CostModel.h"
#include "driver/Driver.h"
#include "synth/engine/EngineSettings.h"

#include <memory>
#include <optional>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace theseus::store {
class RewriteStore;
}

namespace theseus::driver {

// The parsed and verified module of `path` (.ll or .bc); null with `error` as `file:line:col: error: …`.
std::unique_ptr<llvm::Module> readModule(const std::string& path, llvm::LLVMContext& context, std::string& error);

// Writes `m` as text, or as bitcode when `path` ends in .bc; "-" is stdout.
bool writeModule(const llvm::Module& m, const std::string& path, std::string& error);

// The pieces the driver borrows, owned together.
struct PipelineParts {
  std::unique_ptr<cost::CostModel> pricing;
  std::unique_ptr<synth::Engine> engine;
  std::unique_ptr<store::RewriteStore> store;
  PipelineParts();
  ~PipelineParts();
  PipelineParts(PipelineParts&&) noexcept;
};

// Where the parts come from: the engine (ignored when cache-only; empty = the default) and the
// cache URL (empty = the default SQLite path) unless noCache.
struct PipelineSources {
  std::string engine;
  std::string cacheUrl;
  bool noCache = false;
  // The peephole-db engine's table (its `database` setting); empty = none given.
  std::string peepholeDatabase;
  // More settings for the engine (--engine-setting), after the table's.
  synth::EngineSettings engineSettings;
  // Open the store on its first use instead of at once (a compile answered by the proof
  // snapshot never touches it); an open that fails then throws StoreError from that use.
  bool openStoreOnFirstUse = false;
  // Creates the cost model. The default knows isel and tti only, so that the pass plugin does not
  // link the mca model; the CLI passes cost::createCostModel.
  cost::CostModelFactory createCostModel = &cost::createModelWithoutMca;
};

// Opens the cost model (created on first use when cache-only), the engine (unless cache-only)
// and the store; nullopt with `error`.
std::optional<PipelineParts> openPipeline(const PipelineSources& sources, const DriverOptions& options, std::string& error);

} // namespace theseus::driver
