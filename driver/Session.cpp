#include "driver/Session.h"

#include "cost/CostModel.h"
#include "driver/PeepholeTables.h"
#include "store/RewriteCache.h"
#include "synth/EngineFactory.h"

#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::driver {

namespace {

// A cost model created on its first use: building the isel model's tables costs milliseconds,
// which a cache-only compile with no hit never needs. A bad model name or CPU then shows as a
// pricing error (no rewrite applied) instead of an error at start.
class LazyCostModel final : public cost::CostModel {
public:
  LazyCostModel(cost::CostModelFactory create, std::string name, cost::CostOptions options)
      : create_(create), name_(std::move(name)), options_(std::move(options)) {}
  std::string_view name() const override { return name_; }
  const std::string& mcpu() const override { return options_.mcpu; }
  cost::CostResult cost(const ir::Function& f) override {
    if (!model()) return cost::CostResult{std::nullopt, error_};
    return model_->cost(f);
  }
  std::vector<cost::CostResult> costAll(const std::vector<const ir::Function*>& fs) override {
    if (!model()) return std::vector<cost::CostResult>(fs.size(), cost::CostResult{std::nullopt, error_});
    return model_->costAll(fs);
  }

private:
  cost::CostModel* model() {
    if (!model_ && error_.empty()) model_ = create_(name_, options_, error_);
    return model_.get();
  }
  cost::CostModelFactory create_;
  std::string name_;
  cost::CostOptions options_;
  std::unique_ptr<cost::CostModel> model_;
  std::string error_;
};

// A store opened on its first use; every method forwards to it.
class LazyRewriteStore final : public store::RewriteStore {
public:
  explicit LazyRewriteStore(std::string url) : url_(std::move(url)) {}
  std::optional<store::RewriteEntry> lookup(const store::RewriteKey& key, const store::Budget& budget) override {
    return opened().lookup(key, budget);
  }
  store::PutOutcome put(const store::RewriteKey& key, const store::RewriteEntry& entry) override { return opened().put(key, entry); }
  bool markPoisoned(const store::RewriteKey& key, const std::string& rewriteText, const std::string& reason) override {
    return opened().markPoisoned(key, rewriteText, reason);
  }
  std::vector<store::PoisonReport> poisonReports() override { return opened().poisonReports(); }
  store::StoreStats stats() override { return opened().stats(); }
  std::optional<std::vector<uint64_t>> rewriteKeyHashes(const std::string& costModel, const std::string& mcpu) override {
    return opened().rewriteKeyHashes(costModel, mcpu);
  }
  std::optional<std::vector<std::string>> rewriteKeyTexts(const std::string& costModel, const std::string& mcpu) override {
    return opened().rewriteKeyTexts(costModel, mcpu);
  }
  std::optional<std::vector<std::pair<std::string, std::string>>> rewriteTexts(const std::string& costModel,
                                                                               const std::string& mcpu) override {
    return opened().rewriteTexts(costModel, mcpu);
  }
  std::optional<store::MachineVerdict> machineVerdict(const std::string& mcpu, uint64_t region, uint64_t rewrite) override {
    return opened().machineVerdict(mcpu, region, rewrite);
  }
  void putMachineVerdict(const store::MachineVerdict& verdict) override { opened().putMachineVerdict(verdict); }
  std::optional<std::vector<store::MachineVerdict>> machineVerdicts(const std::string& mcpu) override {
    return opened().machineVerdicts(mcpu);
  }
  std::string checkIntegrity() override { return opened().checkIntegrity(); }
  std::string url() const override { return store_ ? store_->url() : url_; }

private:
  store::RewriteStore& opened() {
    if (!store_) {
      std::string error;
      store_ = store::openRewriteStore(url_, error);
      if (!store_) throw store::StoreError(error);
    }
    return *store_;
  }
  std::string url_;
  std::unique_ptr<store::RewriteStore> store_;
};

} // namespace

PipelineParts::PipelineParts() = default;
PipelineParts::~PipelineParts() = default;
PipelineParts::PipelineParts(PipelineParts&&) noexcept = default;

std::unique_ptr<llvm::Module> readModule(const std::string& path, llvm::LLVMContext& context, std::string& error) {
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseIRFile(path, diag, context);
  if (!m) {
    error = path;
    if (diag.getLineNo() > 0) error += ":" + std::to_string(diag.getLineNo()) + ":" + std::to_string(diag.getColumnNo() + 1);
    error += ": error: " + diag.getMessage().str();
    return nullptr;
  }
  std::string complaint;
  llvm::raw_string_ostream os(complaint);
  bool brokenDebugInfo = false;
  if (llvm::verifyModule(*m, &os, &brokenDebugInfo)) {
    os.flush();
    error = path + ": error: invalid module: " + complaint.substr(0, complaint.find('\n'));
    return nullptr;
  }
  return m;
}

bool writeModule(const llvm::Module& m, const std::string& path, std::string& error) {
  std::error_code ec;
  bool bitcode = path.size() > 3 && path.compare(path.size() - 3, 3, ".bc") == 0;
  llvm::raw_fd_ostream os(path, ec, bitcode ? llvm::sys::fs::OF_None : llvm::sys::fs::OF_Text);
  if (ec) {
    error = path + ": error: cannot write: " + ec.message();
    return false;
  }
  if (bitcode)
    llvm::WriteBitcodeToFile(m, os);
  else
    m.print(os, nullptr);
  return true;
}

std::optional<PipelineParts> openPipeline(const PipelineSources& sources, const DriverOptions& options, std::string& error) {
  PipelineParts parts;
  cost::CostOptions costOptions;
  costOptions.mcpu = options.mcpu;
  if (options.cacheOnly)
    parts.pricing = std::make_unique<LazyCostModel>(sources.createCostModel, options.costModel, costOptions);
  else
    parts.pricing = sources.createCostModel(options.costModel, costOptions, error);
  if (!parts.pricing) return std::nullopt;
  if (!options.cacheOnly) {
    std::string engine = sources.engine.empty() ? synth::defaultPipelineEngine() : sources.engine;
    synth::EngineSettings settings;
    if (!sources.peepholeDatabase.empty()) settings.push_back({"database", sources.peepholeDatabase});
    settings.insert(settings.end(), sources.engineSettings.begin(), sources.engineSettings.end());
    installPeepholeTables();
    parts.engine = synth::createEngine(engine, settings, error);
    if (!parts.engine) return std::nullopt;
  }
  if (!sources.noCache && sources.openStoreOnFirstUse) {
    parts.store = std::make_unique<LazyRewriteStore>(sources.cacheUrl);
  } else if (!sources.noCache) {
    parts.store = store::openRewriteStore(sources.cacheUrl, error);
    if (!parts.store) return std::nullopt;
  }
  return parts;
}

} // namespace theseus::driver
