#pragma once
// The seam every search engine sits behind. An engine takes one cut (a loop-free function), a
// budget, a cost model and a CPU, and returns the rewrites of the cut it proved, with their costs
// and its statistics. Engines live in folders of their own under synth/ and are created by name
// (synth/EngineFactory.h), with the engine-specific settings its header lists
// (synth/engine/EngineSettings.h).
//
// The contract an engine keeps (a new engine must keep it too):
// - Soundness: every rewrite returned was proved a refinement of the cut by verify/ (a function
//   with the cut's signature). A candidate that only passed test vectors is never returned.
// - Profit: every rewrite returned is cheaper than the cut under request.cost (Cost `<`), and
//   `cost` is its primary cost under that model; rewrites are ordered cheapest first, by
//   preciseCost (request.precise's, when given) and then cost. The one exception is a setting an engine documents as asking for
//   another objective (massalin's `shortest`: the shortest program, cheaper or not).
// - Doubt: a solver query that ends `unknown` or in its timeout proves nothing; the engine counts
//   it in stats.unknowns and goes on (or stops), never turning it into a rewrite.
// - Time: the whole call, proofs included, ends within about budget.seconds (a solver query in
//   flight may overrun by at most budget.queryTimeoutMs); a search the deadline cut short sets
//   stats.timedOut and returns what it proved until then. budget.seconds 0 sets no deadline.
// - Scope: a cut outside what the engine handles gives `unsupported` (the construct named) and
//   no rewrites; the engine never throws for such a cut.
// - The cost models are borrowed for the call; the engine keeps no state between calls that
//   changes an answer.
// - Sharing: when request.shared is given, an engine that tests candidates may read its
//   counterexamples as extra tests and appends the ones its solver found; an engine that prunes
//   by cost may treat shared->bestCost as a bound (a rewrite not cheaper than it is worth
//   nothing). Neither can make a rewrite unsound: tests only filter, proofs still decide.
#include "ir/Function.h"
#include "semantics/Evaluator.h"
#include "synth/engine/SearchCounters.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::cost {
class CostModel;
}

namespace theseus::synth {

struct EngineBudget {
  // Wall-clock seconds for the whole call; 0 = no limit.
  double seconds = 10;
  // New instructions a rewrite may have (Massalin: the longest sequence tried).
  unsigned maxInsts = 3;
  // Per solver query.
  unsigned queryTimeoutMs = 10000;
};

// What engines run one after another on the same cut pass on (the portfolio): the inputs on
// which the solver refuted a candidate, and the primary cost of the cheapest rewrite proved so far.
struct SharedFindings {
  std::vector<semantics::TestInput> counterexamples;
  std::optional<double> bestCost;

  // Appends `found` (an engine's own counterexamples) to counterexamples.
  void addCounterexamples(const std::vector<semantics::TestInput>& found) {
    counterexamples.insert(counterexamples.end(), found.begin(), found.end());
  }
};

struct EngineRequest {
  const ir::Function& cut;
  const ir::DataLayout& dl;
  EngineBudget budget;
  // Prices the cut and the candidates; borrowed for the call.
  cost::CostModel& cost;
  // The CPU the cost model prices for (the model's own mcpu()).
  std::string cpu;
  // When not null, re-prices the proved rewrites for their final order (e.g. mca); borrowed.
  cost::CostModel* precise = nullptr;
  // When not null, what earlier engines found on this cut (see Sharing above); borrowed.
  SharedFindings* shared = nullptr;
};

struct EngineRewrite {
  // The proved refinement, a complete function with the cut's signature.
  std::unique_ptr<ir::Function> function;
  // Its primary cost under request.cost, and under request.precise (equal to cost without one).
  double cost = 0;
  double preciseCost = 0;
  // Seconds from the start of the search until it was proved, and spent proving it (constants
  // included); 0 when the engine does not measure one.
  double foundSeconds = 0;
  double proofSeconds = 0;
  // How its constants were found, by an engine that solves for them (minotaur: none, cegis,
  // quantified or enumerated); empty otherwise.
  std::string constantMethod;
};

// A figure only one engine has, by name.
struct EngineCounter {
  std::string name;
  uint64_t value = 0;
};

// Seconds only one engine measures (a phase of its search, its processor time), by name.
struct EngineTiming {
  std::string name;
  double seconds = 0;
};

// The figures every engine reports, and its own ones in `counters` and `timings`.
struct EngineStats : SearchCounters {
  // Complete candidates the engine examined.
  uint64_t candidates = 0;
  // Wall-clock seconds of the call, proofs included.
  double seconds = 0;
  std::vector<EngineCounter> counters;
  std::vector<EngineTiming> timings;

  // The counter `name`, 0 when the engine has none of that name.
  uint64_t counter(std::string_view name) const;
  // The timing `name`, 0 when the engine has none of that name.
  double timing(std::string_view name) const;
};

struct EngineResult {
  // Proved refinements cheaper than the cut (see Profit above), cheapest first; empty when none
  // was found.
  std::vector<EngineRewrite> rewrites;
  // The cut's primary cost under request.cost (0 when the cut is unsupported or cannot be priced).
  double sourceCost = 0;
  EngineStats stats;
  // Set by an engine that searches in order of size (massalin): true when no smaller candidate
  // was left undecided (by a solver `unknown` or the deadline): the rewrite is the shortest or,
  // without one, no program of the lengths searched refines the cut. Absent for other engines.
  std::optional<bool> optimal;
  // Candidates the engine priced (never proved, never rewrites), when a setting asked for them
  // (minotaur's `priced-candidates`); empty otherwise.
  std::vector<std::unique_ptr<ir::Function>> pricedCandidates;
  // Non-empty when the cut is outside what the engine supports.
  std::string unsupported;
};

class Engine {
public:
  virtual ~Engine() = default;
  // The engine's one name, as createEngine accepts it.
  virtual std::string_view name() const = 0;
  // Searches for proved rewrites of request.cut cheaper than it, keeping the contract above.
  virtual EngineResult run(const EngineRequest& request) = 0;
  // Why run would give `unsupported` for `cut` before any search, found without searching (its
  // shape, types and operations alone), or the empty string. An empty answer promises nothing:
  // run may still find the cut unsupported. A combinator uses it to give no time to an engine
  // that cannot take the cut.
  virtual std::string scopeProblem(const ir::Function& cut) const { (void)cut; return ""; }
};

// The instructions of `f` other than terminators.
unsigned countInstructions(const ir::Function& f);

} // namespace theseus::synth
