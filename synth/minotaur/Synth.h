#pragma once
// Minotaur's synthesis (seed 000, Algorithm 4) over the Theseus IR: an instruction pool built from
// the cut's values, symbolic constants and holes; breadth-first hole filling up to maxInsts new
// instructions, pruned by a fast cost model; candidates in cost order, filtered on test vectors,
// then proved by the refinement checker (symbolic constants by CEGIS or one exists-forall query).
// Only proved refinements are ever returned; a timeout or solver `unknown` yields none.
#include "cost/CostModel.h"
#include "ir/Function.h"
#include "semantics/Evaluator.h"
#include "synth/engine/SearchCounters.h"
#include "synth/minotaur/Pool.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::synth {

// How symbolic constants are solved: Auto picks per cut (see chooseConstantMethod).
enum class ConstantChoice { Auto, Cegis, Quantified };

struct SynthOptions {
  // New instructions a candidate may add (Minotaur's default is 1).
  unsigned maxInsts = 3;
  // Wall-clock budget for the whole search; partial results are returned when it runs out.
  double timeLimitSeconds = 60;
  // Per SMT query.
  unsigned queryTimeoutMs = 10000;
  // Per query for constants (CEGIS step or exists-forall), at most queryTimeoutMs: a template
  // whose constants take longer is given up (counted unknown) rather than starving the rest.
  unsigned constantTimeoutMs = 2000;
  // Return every proved refinement cheaper than the source, not only the cheapest.
  bool all = false;
  // The superoptimizer's question (the `shortest` engine setting): a proved refinement with the
  // fewest new instructions, not dearer than the source (a program as cheap as the source, the
  // source itself included, is an answer); the search stops after the first instruction count
  // that yields one. Without it only programs cheaper than the source are answers.
  bool shortest = false;
  uint64_t seed = 1;
  ConstantChoice constants = ConstantChoice::Auto;
  // The operations and types of the pool.
  PoolOptions pool;
  // Test vectors per candidate (counterexamples are added to them).
  unsigned testVectors = 64;
  // At most this many complete candidates are kept per instruction count (the rest are counted
  // as truncated).
  uint64_t maxCandidates = 400000;
  // Once the enumeration of one instruction count has taken this part of the time left, the
  // candidates it has found so far are checked (cheapest first) before it goes on, and again
  // each time it has taken this part of what is then left: a level whose enumeration would
  // outlast the budget is otherwise never checked at all, and a rewrite found early lowers the
  // bound for the rest of the level. 0: checked once, when the level is complete. Not used
  // under `shortest`.
  double checkShare = 0.5;
  // Writes every candidate phase 3 examines, and what became of it, to stderr.
  bool trace = false;
  // When not null, every complete candidate the pruning model priced is appended to it as it was
  // priced (holes as extra arguments, symbolic constants as placeholders), at most
  // maxPricedCandidates in all: the cost models' fidelity set (bench/cost_fidelity).
  std::vector<std::unique_ptr<ir::Function>>* pricedCandidates = nullptr;
  uint64_t maxPricedCandidates = 20000;
  // Inputs that distinguished earlier candidates (another engine's counterexamples): they join
  // the test vectors before the search, tried first.
  std::vector<semantics::TestInput> seedTests;
  // When set, a candidate whose primary cost under the pruning model is not below it is pruned
  // (the cheapest rewrite another engine proved).
  std::optional<double> primaryBound;
};

// How the constants of a rewrite were found.
enum class ConstantMethod { None, Cegis, Quantified, Enumerated };

struct SynthRewrite {
  // The proved refinement, a complete function with the source's signature.
  std::unique_ptr<ir::Function> function;
  // Costs under the pruning model (and, when a precise model was given, under it too; else equal).
  double cost = 0;
  double preciseCost = 0;
  // The pruning model's full cost (comparable with that model's other costs for the same CPU).
  cost::Cost costKey;
  ConstantMethod constants = ConstantMethod::None;
  // Seconds spent on this candidate in phase 3 (constants and proof).
  double proofSeconds = 0;
  // Seconds from the start of the search until this rewrite was proved.
  double foundSeconds = 0;
};

struct SynthStats : SearchCounters {
  // Partial and complete candidates built by hole filling.
  uint64_t generated = 0;
  // Complete candidates (no holes) that reached phase 3's list.
  uint64_t complete = 0;
  uint64_t duplicates = 0;
  uint64_t truncated = 0;
  uint64_t prunedByCost = 0;
  // Candidates dropped because phase 3 could not solve their symbolic constants (the constant
  // queries cannot interpret the cut, e.g. it reads memory, and the constants are too wide to
  // enumerate).
  uint64_t unsolvableConstants = 0;
  uint64_t rejectedByVectors = 0;
  uint64_t cegisIterations = 0;
  uint64_t quantifiedQueries = 0;
  // Sketches whose constants were not found within the per-sketch cap on CEGIS iterations.
  uint64_t sketchesGivenUp = 0;
  // Rounds of constant solving that phase 3 ran (the deepest, over all levels).
  unsigned constantRounds = 0;
  unsigned poolTemplates = 0;
  unsigned poolInputs = 0;
  double poolSeconds = 0;
  double enumerateSeconds = 0;
  double verifySeconds = 0;
  // Within verifySeconds: solving for constants, and proving concrete rewrites.
  double constantSeconds = 0;
  double proofSeconds = 0;
};

struct SynthResult {
  // Proved refinements cheaper than the source, cheapest first (at most one unless options.all).
  std::vector<SynthRewrite> rewrites;
  double sourceCost = 0;
  SynthStats stats;
  // The solver's counterexamples of this search, as test inputs of the cut.
  std::vector<semantics::TestInput> counterexamples;
  // Non-empty when the source is outside what synthesis supports (the construct is named).
  std::string unsupported;
};

// Why synthesis cannot take `cut` (its return and argument types, a phi in its entry block, a
// lane wider than the evaluator's), found without searching, or the empty string.
std::string synthesisScopeProblem(const ir::Function& cut);

// Synthesizes cheaper refinements of `cut`, a loop-free function of `module`'s data layout.
// `pruning` prices partial and complete candidates (fast: isel or tti); `precise`, when not null,
// re-prices the proved rewrites for the final order (mca). Both are borrowed for the call.
SynthResult synthesize(const ir::Function& cut, const ir::DataLayout& dl, const SynthOptions& options,
                       cost::CostModel& pruning, cost::CostModel* precise);

} // namespace theseus::synth
