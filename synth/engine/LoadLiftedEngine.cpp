#include "synth/engine/LoadLiftedEngine.h"

#include "cost/CostModel.h"
#include "verify/LoadLifting.h"
#include "verify/Refinement.h"

#include <algorithm>
#include <chrono>

namespace theseus::synth {
namespace {

using Clock = std::chrono::steady_clock;

// The share of the budget the wrapped engine gets; the rest is for proving its rewrites again
// with their loads (a few tens of milliseconds each when the lifted check decides them).
constexpr double kSearchShare = 0.9;

// Milliseconds left until `deadline`, at least 1; `cap` when there is no deadline.
unsigned msUntil(std::optional<Clock::time_point> deadline, unsigned cap) {
  if (!deadline) return cap;
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now()).count();
  return unsigned(std::clamp<long long>(left, 1, cap));
}

// The primary cost of `f` under `model`, or nullopt when it cannot be priced.
std::optional<cost::Cost> priced(cost::CostModel& model, const ir::Function& f) { return model.cost(f).cost; }

// Adds `value` to the counter `name` of `stats`.
void count(EngineStats& stats, const std::string& name, uint64_t value) {
  for (EngineCounter& c : stats.counters)
    if (c.name == name) {
      c.value += value;
      return;
    }
  stats.counters.push_back({name, value});
}

} // namespace

EngineResult LoadLiftedEngine::run(const EngineRequest& request) {
  std::optional<verify::LiftedFunction> lifted = verify::liftSourceLoads(request.cut);
  if (!lifted) return inner_->run(request);
  auto start = Clock::now();
  std::optional<Clock::time_point> deadline;
  if (request.budget.seconds > 0) deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(request.budget.seconds));
  EngineRequest inner{*lifted->function, request.dl, request.budget, request.cost, request.cpu, request.precise, nullptr};
  inner.budget.seconds = request.budget.seconds * kSearchShare;
  EngineResult found = inner_->run(inner);

  EngineResult out;
  out.stats = found.stats;
  out.optimal = found.optimal;
  out.unsupported = found.unsupported;
  count(out.stats, "lifted locations", lifted->locations.size());
  std::optional<cost::Cost> sourceCost = priced(request.cost, request.cut);
  out.sourceCost = sourceCost ? sourceCost->primary : 0;
  for (auto& candidate : found.pricedCandidates)
    out.pricedCandidates.push_back(verify::withLoadsRestored(*candidate, request.cut, lifted->locations, candidate->name()));
  auto proofsStart = Clock::now();
  for (EngineRewrite& rewrite : found.rewrites) {
    auto restored = verify::withLoadsRestored(*rewrite.function, request.cut, lifted->locations, rewrite.function->name());
    verify::Options options;
    options.timeoutMs = msUntil(deadline, request.budget.queryTimeoutMs);
    if (verify::checkRefinement(request.cut, *restored, request.dl, options).verdict != verify::Verdict::Correct) {
      count(out.stats, "restored proofs failed", 1);
      continue;
    }
    std::optional<cost::Cost> cost = priced(request.cost, *restored);
    bool wasCheaper = rewrite.cost < found.sourceCost;
    if (!cost || (wasCheaper && !(sourceCost && *cost < *sourceCost))) {
      count(out.stats, "restored not cheaper", 1);
      continue;
    }
    rewrite.cost = cost->primary;
    std::optional<cost::Cost> precise = request.precise ? priced(*request.precise, *restored) : cost;
    rewrite.preciseCost = precise ? precise->primary : rewrite.cost;
    rewrite.function = std::move(restored);
    out.rewrites.push_back(std::move(rewrite));
  }
  out.stats.timings.push_back({"restored proofs", std::chrono::duration<double>(Clock::now() - proofsStart).count()});
  out.stats.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return out;
}

} // namespace theseus::synth
