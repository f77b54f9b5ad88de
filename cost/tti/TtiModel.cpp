#include "cost/tti/TtiModel.h"

#include "cost/Branches.h"
#include "cost/Target.h"

#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Target/TargetMachine.h"

namespace theseus::cost {

namespace {

struct CostKindName {
  std::string_view name;
  llvm::TargetTransformInfo::TargetCostKind kind;
};

const CostKindName kCostKinds[] = {
    {"throughput", llvm::TargetTransformInfo::TCK_RecipThroughput},
    {"latency", llvm::TargetTransformInfo::TCK_Latency},
    {"code-size", llvm::TargetTransformInfo::TCK_CodeSize},
    {"size-and-latency", llvm::TargetTransformInfo::TCK_SizeAndLatency},
};

class TtiModel final : public CostModel {
public:
  TtiModel(std::unique_ptr<llvm::TargetMachine> tm, std::string mcpu, llvm::TargetTransformInfo::TargetCostKind kind)
      : tm_(std::move(tm)), mcpu_(std::move(mcpu)), kind_(kind) {}
  std::string_view name() const override { return "tti"; }
  const std::string& mcpu() const override { return mcpu_; }

  // Sums getInstructionCost over every instruction but `ret`; an invalid cost is an error. TTI
  // prices a predicted branch as free under throughput and latency; under those kinds a
  // function with branches (a region cut) also pays cost/Branches.h's expected misprediction
  // cycles (TTI's units are about one cycle of a basic instruction).
  CostResult cost(const ir::Function& f) override {
    CostResult result;
    llvm::LLVMContext context;
    auto m = exportForTarget({&f}, *tm_, context, result.error);
    if (!m) return result;
    llvm::Function* lf = m->getFunction(f.name());
    llvm::TargetTransformInfo tti = tm_->getTargetTransformInfo(*lf);
    double total = 0;
    unsigned counted = 0;
    for (auto& bb : *lf)
      for (auto& inst : bb) {
        if (llvm::isa<llvm::ReturnInst>(inst)) continue;
        llvm::InstructionCost c = tti.getInstructionCost(&inst, kind_);
        if (!c.isValid()) {
          result.error = "TTI has no valid cost for an instruction of @" + f.name();
          return result;
        }
        total += double(*c.getValue());
        ++counted;
      }
    double mispredict = mispredictCycles(f);
    total += mispredict;
    Cost cost;
    cost.primary = total;
    cost.key = {total};
    cost.detail = {{"instructions", double(counted)}};
    if (mispredict > 0) cost.detail.push_back({"mispredict-cycles", mispredict});
    result.cost = cost;
    return result;
  }

private:
  // Expected misprediction cycles of `f` for the throughput and latency kinds, else 0.
  double mispredictCycles(const ir::Function& f) const {
    using K = llvm::TargetTransformInfo::TargetCostKind;
    if (kind_ != K::TCK_RecipThroughput && kind_ != K::TCK_Latency) return 0;
    return expectedMispredictCycles(f, tm_->getMCSubtargetInfo()->getSchedModel().MispredictPenalty);
  }

  std::unique_ptr<llvm::TargetMachine> tm_;
  std::string mcpu_;
  llvm::TargetTransformInfo::TargetCostKind kind_;
};

} // namespace

int ttiCostKindFromName(std::string_view name) {
  for (auto& k : kCostKinds)
    if (k.name == name) return int(k.kind);
  return -1;
}

std::unique_ptr<CostModel> createTtiModel(const CostOptions& options, std::string& error) {
  int kind = ttiCostKindFromName(options.costKind);
  if (kind < 0) {
    error = "unknown cost kind '" + options.costKind + "' (throughput, latency, code-size, size-and-latency)";
    return nullptr;
  }
  auto tm = createTargetMachine(options.mcpu, error);
  if (!tm) return nullptr;
  return std::make_unique<TtiModel>(std::move(tm), options.mcpu, llvm::TargetTransformInfo::TargetCostKind(kind));
}

} // namespace theseus::cost
