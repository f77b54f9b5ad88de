#include "cost/mca/McaModel.h"

#include "cost/Target.h"
#include "cost/mca/McaSimulation.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

namespace theseus::cost {

namespace {

const char* const kBatchPrefix = "theseus_cost_";

class McaModel final : public CostModel {
public:
  McaModel(std::unique_ptr<llvm::TargetMachine> tm, std::string mcpu, McaCalls calls)
      : tm_(std::move(tm)), simulator_(*tm_), mcpu_(std::move(mcpu)), calls_(calls) {}
  std::string_view name() const override { return "mca"; }
  const std::string& mcpu() const override { return mcpu_; }

  CostResult cost(const ir::Function& f) override { return costAll({&f}).front(); }

  // One module for the whole batch: one codegen run and one assembly parse, then one mca
  // simulation per function.
  std::vector<CostResult> costAll(const std::vector<const ir::Function*>& fs) override {
    std::vector<CostResult> results(fs.size());
    std::string error;
    auto insts = machineCode(fs, error);
    if (!insts) {
      for (auto& r : results) r.error = error;
      return results;
    }
    for (size_t i = 0; i < fs.size(); ++i) {
      McaFigures figures;
      if (calls_ == McaCalls::Refuse && simulator_.hasCall((*insts)[i])) {
        results[i].error = "mca: the machine code calls a routine (an operation lowered to a library call), which the model does not price";
        continue;
      }
      if (!simulator_.simulate((*insts)[i], figures, results[i].error)) continue;
      Cost c;
      c.primary = figures.uops;
      c.key = {double(figures.uops), figures.rthroughput, double(figures.cycles)};
      c.detail = {{"uops", double(figures.uops)},
                  {"rthroughput", figures.rthroughput},
                  {"cycles", double(figures.cycles)},
                  {"instructions", double(figures.instructions)}};
      results[i].cost = c;
    }
    return results;
  }

private:
  // The MCInsts of each function of `fs` without its return sequence, from x86-64 assembly.
  std::optional<std::vector<std::vector<llvm::MCInst>>> machineCode(const std::vector<const ir::Function*>& fs, std::string& error) {
    std::vector<std::unique_ptr<ir::Function>> renamed;
    std::vector<const ir::Function*> batch;
    for (size_t i = 0; i < fs.size(); ++i) {
      renamed.push_back(fs[i]->clone(kBatchPrefix + std::to_string(i)));
      batch.push_back(renamed.back().get());
    }
    llvm::LLVMContext context;
    auto m = exportForTarget(batch, *tm_, context, error);
    if (!m) return std::nullopt;
    llvm::SmallString<4096> assembly;
    if (!simulator_.emitAssembly(*m, assembly, error)) return std::nullopt;
    return simulator_.parseSegments(assembly.str(), kBatchPrefix, fs.size(), error);
  }

  std::unique_ptr<llvm::TargetMachine> tm_;
  McaSimulator simulator_;
  std::string mcpu_;
  McaCalls calls_;
};

} // namespace

std::unique_ptr<CostModel> createMcaModel(const CostOptions& options, std::string& error, McaCalls calls) {
  auto tm = createTargetMachine(options.mcpu, error);
  if (!tm) return nullptr;
  return std::make_unique<McaModel>(std::move(tm), options.mcpu, calls);
}

} // namespace theseus::cost
