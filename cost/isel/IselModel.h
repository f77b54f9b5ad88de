#pragma once
// The isel model: the DP instruction selector of Isel.h with weights from the CPU's
// MCSchedModel. Cost key (uOps, block reciprocal throughput, critical-path latency), the order
// of the mca model's tuple, so that the two rank alike.
#include "cost/CostModel.h"
#include "cost/isel/Isel.h"

namespace theseus::cost {

class IselModel final : public CostModel {
public:
  IselModel(std::string mcpu, std::unique_ptr<struct IselResources> resources);
  ~IselModel() override;
  std::string_view name() const override { return "isel"; }
  const std::string& mcpu() const override { return mcpu_; }
  // The selection's figures; a function with control flow (a region cut) also pays, in uOps and
  // in reciprocal throughput, expectedMispredictCycles: a branch-free rewrite of it is worth what
  // it saves in mispredictions as well as in instructions.
  CostResult cost(const ir::Function& f) override;
  // The cycles `f`'s branches are expected to lose on this CPU (cost/Branches.h), counted as
  // uop-equivalents; 0 for one block.
  double expectedMispredictCycles(const ir::Function& f) const;
  // The selected instructions of `f`, in dependence order.
  Selection select(const ir::Function& f);
  // The CPU's weights, to override for hand-made cost sets (tests).
  SchedWeights& weights();
  // The selector (its target description and pattern instances).
  InstructionSelector& selector();

private:
  std::string mcpu_;
  std::unique_ptr<struct IselResources> resources_;
};

// The isel model for `options.mcpu`; null with `error` for an unknown CPU.
std::unique_ptr<IselModel> createIselModel(const CostOptions& options, std::string& error);

} // namespace theseus::cost
