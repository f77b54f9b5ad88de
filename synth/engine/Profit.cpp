#include "synth/engine/Profit.h"

#include "cost/CostModel.h"

namespace theseus::synth {

void keepIfCheaper(const EngineRequest& request, std::unique_ptr<ir::Function> best, bool keepAlways, EngineResult& out) {
  cost::CostResult before = request.cost.cost(request.cut);
  if (before.cost) out.sourceCost = before.cost->primary;
  if (!best || !(before.cost || keepAlways)) return;
  cost::CostResult after = request.cost.cost(*best);
  if (!keepAlways && !(after.cost && *after.cost < *before.cost)) return;
  EngineRewrite rewrite;
  rewrite.cost = after.cost ? after.cost->primary : 0;
  rewrite.preciseCost = rewrite.cost;
  if (request.precise)
    if (cost::CostResult precise = request.precise->cost(*best); precise.cost) rewrite.preciseCost = precise.cost->primary;
  rewrite.function = std::move(best);
  out.rewrites.push_back(std::move(rewrite));
}

} // namespace theseus::synth
