#include "synth/engine/Profit.h"

#include "cost/CostModel.h"

#include <algorithm>

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

EngineResult searchUnlessFree(Engine& engine, const EngineRequest& request) {
  cost::CostResult priced = request.cost.cost(request.cut);
  bool free = priced.cost && std::all_of(priced.cost->key.begin(), priced.cost->key.end(), [](double figure) { return figure == 0; });
  if (!free) return engine.run(request);
  EngineResult none;
  none.sourceCost = 0;
  return none;
}

} // namespace theseus::synth
