#pragma once
// The "portfolio" engine: several engines cooperating on one cut under one budget, as LENS and
// GreenThumb combine their searches (seed 002 §6). The members run one after another, each in a
// slice of the time left in proportion to its share among the members that can take the cut (a
// member whose Engine::scopeProblem names one is skipped and gets no time); what one finds is passed on through
// SharedFindings (Engine.h): its counterexamples become the next members' tests and the cheapest
// cost proved so far their bound. The members run in sequence, not in worker processes: opt,
// harvest and the plugin already spread cuts over processes, so a cut's search keeps one core.
//
// Stopping early: the portfolio stops once a rewrite of no instructions is proved (nothing is
// cheaper), once a conclusive member proved one, and, under the `shortest` objective, once a
// member proved its answer shortest.
// Result: every member's rewrites, cheapest first (shortest first under `shortest`); the statistics
// summed, each member's counters and timings under "<member>.<name>" and its wall time as
// "<member>.wall"; `optimal` true when the first rewrite's own member proved it shortest over
// its operations, false when members reported but not so (another member's claim covers only its
// own operations), absent when none reported; `unsupported` only when every member was.
#include "synth/engine/Engine.h"

#include <memory>
#include <vector>

namespace theseus::synth {

struct PortfolioMember {
  std::unique_ptr<Engine> engine;
  // Its share of the time left when its turn comes (relative to the members after it), > 0.
  double share = 1;
  // Whether a rewrite it proves ends the portfolio: a lookup whose answer is the cheapest of its
  // table (peephole-db), where searching on would spend seconds to second-guess microseconds.
  bool conclusive = false;
};

// The portfolio of `members` (owned), run in their order; `shortest` as massalin's setting of
// that name orders the result by length.
std::unique_ptr<Engine> createPortfolioEngine(std::vector<PortfolioMember> members, bool shortest);

} // namespace theseus::synth
