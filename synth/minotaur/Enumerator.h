#pragma once
// Phase 2 of Minotaur's Algorithm 4: candidates grow from `ret hole` by filling the first hole
// with a pool template whose slots are inputs, symbolic constants or new holes, up to a number of
// new instructions. Every partial candidate is priced with its holes as free arguments (a lower
// bound of what filling them can cost) and dropped unless strictly cheaper than the bound.
#include "cost/CostModel.h"
#include "synth/minotaur/Candidate.h"
#include "synth/minotaur/Synth.h"

#include <chrono>
#include <functional>
#include <unordered_set>
#include <vector>

namespace theseus::synth {

struct PricedCandidate {
  Candidate candidate;
  cost::Cost cost;
};

class Enumerator {
public:
  // A candidate (partial or complete) with more than `maxConstantBits` bits of symbolic
  // constants is dropped unpriced (filling its holes only adds constants): phase 3 could not
  // solve it (Verifier::solvableConstantBits).
  Enumerator(const ir::Function& cut, const Pool& pool, cost::CostModel& model, SynthStats& stats,
             std::chrono::steady_clock::time_point deadline, uint64_t maxCandidates, unsigned maxConstantBits)
      : cut_(cut), pool_(pool), model_(model), stats_(stats), deadline_(deadline), maxCandidates_(maxCandidates),
        maxConstantBits_(maxConstantBits) {}

  // The complete candidates with exactly `insts` new instructions whose cost is below `bound`,
  // each once up to the order of commutative operands, cheapest first (at equal cost, fewer
  // symbolic constants first: those are checked without a solver). Stops early (partial
  // list) at the deadline or after maxCandidates.
  std::vector<PricedCandidate> enumerate(unsigned insts, const cost::Cost& bound);
  // As above, but the candidates go to `check` in parts instead of being returned: the ones
  // found so far (cheapest first) once the enumeration has taken `checkShare` of the time that
  // was left when it started or last checked, and the rest at the end. `bound` is read again
  // after each part (`check` may lower it). `checkShare` 0: one part, at the end.
  void enumerate(unsigned insts, const cost::Cost& bound, const std::function<void(std::vector<PricedCandidate>&)>& check,
                 double checkShare);
  bool stopped() const { return stopped_; }

private:
  void expand(const Candidate& c);
  bool outOfTime();
  void handOver();
  std::chrono::steady_clock::time_point checkDueAfter(std::chrono::steady_clock::time_point now) const;
  void fillSlots(const Candidate& c, int hole, unsigned tmpl, std::vector<Node>& slots);
  void offer(Candidate c);
  // The slot choices of slot `i` of template `t`.
  std::vector<Node> slotChoices(const Template& t, size_t i) const;
  bool admissible(const Template& t, const std::vector<Node>& slots) const;
  bool reachesLevel(const Candidate& c, unsigned newHoles) const;
  std::optional<cost::Cost> price(const Candidate& c);

  const ir::Function& cut_;
  const Pool& pool_;
  cost::CostModel& model_;
  SynthStats& stats_;
  std::chrono::steady_clock::time_point deadline_;
  uint64_t maxCandidates_;
  unsigned maxConstantBits_;
  unsigned insts_ = 0;
  const cost::Cost* bound_ = nullptr;
  bool stopped_ = false;
  std::vector<PricedCandidate> out_;
  uint64_t kept_ = 0;
  const std::function<void(std::vector<PricedCandidate>&)>* check_ = nullptr;
  double checkShare_ = 0;
  std::chrono::steady_clock::time_point nextCheck_;
  std::unordered_set<uint64_t> seen_;
};

} // namespace theseus::synth
