#include "synth/minotaur/Synth.h"

#include "cost/CostModel.h"
#include "semantics/Interpreter.h"
#include "synth/engine/Engine.h"
#include "synth/minotaur/Enumerator.h"
#include "synth/minotaur/Examples.h"
#include "synth/minotaur/Reducible.h"
#include "synth/minotaur/Verifier.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>

namespace theseus::synth {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Prices the proved rewrites with `precise` (when given) and orders them cheapest first, by the
// precise cost and then the pruning cost; without options.all only the first stays.
void orderRewrites(SynthResult& result, cost::CostModel* precise, bool all) {
  if (precise) {
    std::vector<const ir::Function*> fs;
    for (auto& rw : result.rewrites) fs.push_back(rw.function.get());
    std::vector<cost::CostResult> costs = precise->costAll(fs);
    for (size_t i = 0; i < costs.size(); ++i) result.rewrites[i].preciseCost = costs[i].cost ? costs[i].cost->primary : 1e300;
  }
  std::stable_sort(result.rewrites.begin(), result.rewrites.end(), [](const SynthRewrite& a, const SynthRewrite& b) {
    return a.preciseCost != b.preciseCost ? a.preciseCost < b.preciseCost : a.cost < b.cost;
  });
  if (!all && result.rewrites.size() > 1) result.rewrites.resize(1);
}

// Appends the complete candidates of `list`, built as the pruning model priced them, to
// options.pricedCandidates, up to its cap.
void collectPriced(const ir::Function& cut, const Pool& pool, const std::vector<PricedCandidate>& list, const SynthOptions& options) {
  if (!options.pricedCandidates) return;
  for (const PricedCandidate& c : list) {
    if (options.pricedCandidates->size() >= options.maxPricedCandidates) return;
    options.pricedCandidates->push_back(buildCandidate(cut, pool, c.candidate, BuildMode::Cost, nullptr, false));
  }
}

// The cost every candidate must be below: the source's `srcCost`, or under `shortest` the least
// cost above it (so that a candidate exactly as dear as the source stays in).
cost::Cost admissionBound(const cost::Cost& srcCost, bool shortest) {
  cost::Cost bound = srcCost;
  if (shortest && !bound.key.empty()) bound.key.back() = std::nextafter(bound.key.back(), HUGE_VAL);
  return bound;
}

// Keeps the proved rewrite `p` in `result` unless it is reducible (counted as a duplicate), its
// concrete cost under `pruning` is not below `admission` (admissionBound), or under `shortest` it
// has more than options.maxInsts instructions in all (the cut's values it reads are copied in);
// without `all` a kept rewrite lowers `bound`.
void keepRewrite(ProvedCandidate p, const cost::Cost& admission, Clock::time_point start, const SynthOptions& options,
                 cost::CostModel& pruning, cost::Cost& bound, SynthResult& result) {
  if (reducible(*p.function)) {
    ++result.stats.duplicates;
    return;
  }
  if (options.shortest && countInstructions(*p.function) > options.maxInsts) return;
  std::optional<cost::Cost> cost = pruning.cost(*p.function).cost;
  if (!cost || !(*cost < admission)) return;
  SynthRewrite rw;
  rw.function = std::move(p.function);
  rw.constants = p.constants;
  rw.proofSeconds = p.seconds;
  rw.cost = rw.preciseCost = cost->primary;
  rw.costKey = *cost;
  rw.foundSeconds = secondsSince(start);
  if (!options.all && *cost < bound) bound = *cost;
  result.rewrites.push_back(std::move(rw));
}

// Removes from `list` the candidates whose primary cost is not below `bound` (when set), counting
// them as pruned by cost.
void dropNotBelow(const std::optional<double>& bound, std::vector<PricedCandidate>& list, SynthStats& stats) {
  if (!bound) return;
  size_t before = list.size();
  std::erase_if(list, [&](const PricedCandidate& c) { return !(c.cost.primary < *bound); });
  stats.prunedByCost += before - list.size();
}

} // namespace

// synthesisScopeProblem (Synth.h). A cut of several blocks (a loop-free
// region cut, cut/extract/) is taken: its rewrites are one block (the pool's inputs are values
// of any block, phis left out), proved against the whole region; a loop is refused when the
// test vectors are first run (the evaluator takes only loop-free functions).
std::string synthesisScopeProblem(const ir::Function& cut) {
  auto scalarOrVector = [](const ir::Type& t) { return t.isIntOrVector() || t.isFloatOrVector(); };
  if (!scalarOrVector(cut.returnType())) return "the cut must return an integer, a floating-point value or a vector of either";
  for (auto& a : cut.arguments())
    if (!scalarOrVector(a->type()) && !a->type().isPtr())
      return "argument %" + a->name() + " is not a pointer, an integer, a floating-point value or a vector of either";
  for (auto& inst : cut.entry()->instructions())
    if (inst->opcode() == ir::Opcode::Phi) return "phi in the cut's entry block";
  if (!semantics::evaluatorSupports(cut)) return "a lane wider than the concrete evaluator handles (128 bits)";
  return "";
}

SynthResult synthesize(const ir::Function& cut, const ir::DataLayout& dl, const SynthOptions& options, cost::CostModel& pruning,
                       cost::CostModel* precise) {
  SynthResult result;
  auto start = Clock::now();
  auto deadline = start + std::chrono::milliseconds(int64_t(options.timeLimitSeconds * 1000));
  result.unsupported = synthesisScopeProblem(cut);
  if (!result.unsupported.empty()) return result;
  cost::CostResult srcCost = pruning.cost(cut);
  if (!srcCost.cost) {
    result.unsupported = "the cost model cannot price the cut: " + srcCost.error;
    return result;
  }
  result.sourceCost = srcCost.cost->primary;
  SynthStats& stats = result.stats;
  try {
    Pool pool(cut, options.pool);
    Examples examples(cut, dl, options.seed, options.testVectors);
    for (const semantics::TestInput& input : options.seedTests) examples.add(input);
    stats.poolTemplates = unsigned(pool.templates().size());
    stats.poolInputs = unsigned(pool.inputs().size());
    stats.poolSeconds = secondsSince(start);
    Verifier verifier(cut, dl, pool, options, examples, deadline, stats);
    Enumerator enumerator(cut, pool, pruning, stats, deadline, options.maxCandidates, verifier.solvableConstantBits());
    const cost::Cost admission = admissionBound(*srcCost.cost, options.shortest);
    cost::Cost bound = admission;
    std::function<void(std::vector<PricedCandidate>&)> check = [&](std::vector<PricedCandidate>& list) {
      dropNotBelow(options.primaryBound, list, stats);
      collectPriced(cut, pool, list, options);
      auto t1 = Clock::now();
      verifier.verifyLevel(list, bound, [&](ProvedCandidate p) { keepRewrite(std::move(p), admission, start, options, pruning, bound, result); });
      stats.verifySeconds += secondsSince(t1);
    };
    for (unsigned k = 0; k <= options.maxInsts && Clock::now() < deadline; ++k) {
      auto t0 = Clock::now();
      double verifiedBefore = stats.verifySeconds;
      enumerator.enumerate(k, bound, check, options.shortest ? 0 : options.checkShare);
      stats.enumerateSeconds += secondsSince(t0) - (stats.verifySeconds - verifiedBefore);
      if (enumerator.stopped() || (options.shortest && !result.rewrites.empty())) break;
    }
    result.counterexamples = examples.learned();
  } catch (const semantics::UnsupportedConstruct& e) {
    result.unsupported = e.what();
    return result;
  }
  orderRewrites(result, precise, options.all);
  return result;
}

} // namespace theseus::synth
