#include "cost/isel/IselModel.h"

#include "cost/Target.h"
#include "cost/Branches.h"
#include "ir/X86Intrinsics.h"

#include <algorithm>

#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"

namespace theseus::cost {

// The MC layer of the CPU and the selector built over it.
struct IselResources {
  std::unique_ptr<llvm::MCSubtargetInfo> sti;
  std::unique_ptr<llvm::MCInstrInfo> mcii;
  std::unique_ptr<llvm::MCRegisterInfo> mri;
  std::unique_ptr<SchedWeights> weights;
  std::unique_ptr<InstructionSelector> selector;
};

IselModel::IselModel(std::string mcpu, std::unique_ptr<IselResources> resources) : mcpu_(std::move(mcpu)), resources_(std::move(resources)) {}

IselModel::~IselModel() = default;

Selection IselModel::select(const ir::Function& f) { return resources_->selector->select(f); }

SchedWeights& IselModel::weights() { return *resources_->weights; }

InstructionSelector& IselModel::selector() { return *resources_->selector; }

double IselModel::expectedMispredictCycles(const ir::Function& f) const {
  return cost::expectedMispredictCycles(f, resources_->sti->getSchedModel().MispredictPenalty);
}

CostResult IselModel::cost(const ir::Function& f) {
  CostResult result;
  Selection s = select(f);
  if (!s.error.empty()) {
    result.error = s.error;
    return result;
  }
  double mispredict = expectedMispredictCycles(f);
  double uops = s.uops + mispredict, rthroughput = s.rthroughput + mispredict;
  Cost c;
  c.primary = uops;
  c.key = {uops, rthroughput, s.latency};
  c.detail = {{"uops", uops}, {"rthroughput", rthroughput}, {"latency", s.latency}, {"instructions", double(s.instrs.size())}};
  if (mispredict > 0) c.detail.push_back({"mispredict-cycles", mispredict});
  result.cost = c;
  return result;
}

std::unique_ptr<IselModel> createIselModel(const CostOptions& options, std::string& error) {
  const llvm::Target* target = lookupX86Target(error);
  if (!target) return nullptr;
  auto r = std::make_unique<IselResources>();
  if (isKnownCpu(*target, options.mcpu)) r->sti.reset(target->createMCSubtargetInfo(kTargetTriple, options.mcpu, ""));
  if (!r->sti) {
    error = "unknown CPU '" + options.mcpu + "' for " + kTargetTriple;
    return nullptr;
  }
  r->mcii.reset(target->createMCInstrInfo());
  r->mri.reset(target->createMCRegInfo(kTargetTriple));
  r->weights = std::make_unique<SchedWeights>(*r->sti, *r->mcii, *r->mri);
  IselTarget isel;
  isel.avx = r->sti->checkFeatures("+avx");
  isel.vectorBits = r->sti->checkFeatures("+avx512bw") ? 512 : r->sti->checkFeatures("+avx2") ? 256 : 128;
  for (auto& p : iselPatterns()) {
    if (!p.avoidOn.empty() && r->sti->checkFeatures("+" + std::string(p.avoidOn))) isel.tuning.push_back(std::string(p.avoidOn));
    for (std::string_view list = p.feature; !list.empty();) {
      std::string one(list.substr(0, list.find(',')));
      list = list.find(',') == std::string_view::npos ? "" : list.substr(list.find(',') + 1);
      if (r->sti->checkFeatures("+" + one) && std::find(isel.features.begin(), isel.features.end(), one) == isel.features.end()) isel.features.push_back(one);
    }
  }
  for (auto& [opcode, feature] : opcodeFeatures())
    if (r->sti->checkFeatures("+" + std::string(feature)) && std::find(isel.features.begin(), isel.features.end(), feature) == isel.features.end())
      isel.features.push_back(std::string(feature));
  if (r->sti->checkFeatures("+avx2")) isel.features.push_back("avx2");
  for (auto& row : ir::x86Rows()) {
    bool available = true;
    for (std::string_view list = row.feature; !list.empty() && available;) {
      available = r->sti->checkFeatures("+" + std::string(list.substr(0, list.find(','))));
      list = list.find(',') == std::string_view::npos ? "" : list.substr(list.find(',') + 1);
    }
    isel.x86RowAvailable.push_back(available);
  }
  r->selector = std::make_unique<InstructionSelector>(isel, *r->weights);
  return std::make_unique<IselModel>(options.mcpu, std::move(r));
}

} // namespace theseus::cost
