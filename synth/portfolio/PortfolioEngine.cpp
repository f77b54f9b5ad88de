#include "synth/portfolio/PortfolioEngine.h"

#include "synth/portfolio/DeadlineWatch.h"

#include <algorithm>
#include <chrono>

namespace theseus::synth {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// What the members' time ends before the portfolio's deadline, for a member's teardown after
// its last step (freeing a solver context of a long search, pricing its answer): 2% of the
// budget, at most kMostTeardownSeconds.
constexpr double kTeardownShare = 0.02;
constexpr double kMostTeardownSeconds = 0.3;

double teardownSeconds(const EngineBudget& budget) { return std::min(kMostTeardownSeconds, budget.seconds * kTeardownShare); }

// The slice of `left` seconds the member at `index` gets: its share of the shares from it on,
// counting only the members that can take the cut (`scopeProblems[i]` empty).
double sliceSeconds(const std::vector<PortfolioMember>& members, const std::vector<std::string>& scopeProblems, size_t index, double left) {
  double rest = 0;
  for (size_t i = index; i < members.size(); ++i)
    if (scopeProblems[i].empty()) rest += members[i].share;
  return left * members[index].share / rest;
}

// Each member's Engine::scopeProblem for `cut`.
std::vector<std::string> scopeProblemsOf(const std::vector<PortfolioMember>& members, const ir::Function& cut) {
  std::vector<std::string> out;
  for (const PortfolioMember& m : members) out.push_back(m.engine->scopeProblem(cut));
  return out;
}

// Adds the figures of `member`'s run `r` to `stats`.
void addStats(std::string_view member, const EngineResult& r, EngineStats& stats) {
  std::string prefix = std::string(member) + ".";
  stats.candidates += r.stats.candidates;
  stats.add(r.stats);
  for (const EngineCounter& c : r.stats.counters) stats.counters.push_back({prefix + c.name, c.value});
  for (const EngineTiming& t : r.stats.timings) stats.timings.push_back({prefix + t.name, t.seconds});
  stats.timings.push_back({prefix + "wall", r.stats.seconds});
}

// Whether rewrite a comes before b: cheaper first (by precise cost, then cost), or under
// `shortest` fewer instructions first.
bool comesBefore(const EngineRewrite& a, const EngineRewrite& b, bool shortest) {
  if (shortest) {
    unsigned la = countInstructions(*a.function), lb = countInstructions(*b.function);
    if (la != lb) return la < lb;
  }
  if (a.preciseCost != b.preciseCost) return a.preciseCost < b.preciseCost;
  return a.cost < b.cost;
}

class PortfolioEngine final : public Engine {
public:
  PortfolioEngine(std::vector<PortfolioMember> members, bool shortest) : members_(std::move(members)), shortest_(shortest) {}

  std::string_view name() const override { return "portfolio"; }

  EngineResult run(const EngineRequest& request) override {
    auto start = Clock::now();
    DeadlineWatch watch(deadlineOf(request.budget, start));
    SharedFindings own;
    SharedFindings& shared = request.shared ? *request.shared : own;
    EngineResult out;
    std::string unsupported;
    unsigned unsupportedMembers = 0;
    std::vector<EngineRewrite> rewrites;
    std::vector<const ir::Function*> shortestOfTheirMember;
    std::vector<std::string> scopeProblems = scopeProblemsOf(members_, request.cut);
    for (size_t i = 0; i < members_.size(); ++i) {
      if (!scopeProblems[i].empty()) {
        ++unsupportedMembers;
        unsupported += (unsupported.empty() ? "" : "; ") + std::string(members_[i].engine->name()) + ": " + scopeProblems[i];
        continue;
      }
      std::optional<EngineBudget> budget = memberBudget(request.budget, scopeProblems, i, start);
      if (!budget) {
        out.stats.timedOut = true;
        break;
      }
      if (!shorterThanFound(rewrites, *budget)) continue;
      EngineRequest sub{request.cut, request.dl, *budget, request.cost, request.cpu, request.precise, &shared};
      double memberStart = secondsSince(start);
      EngineResult r = members_[i].engine->run(sub);
      for (EngineRewrite& rewrite : r.rewrites) rewrite.foundSeconds += memberStart;
      addStats(members_[i].engine->name(), r, out.stats);
      if (!r.unsupported.empty()) {
        ++unsupportedMembers;
        unsupported += (unsupported.empty() ? "" : "; ") + std::string(members_[i].engine->name()) + ": " + r.unsupported;
        continue;
      }
      out.sourceCost = r.sourceCost;
      if (r.optimal) out.optimal = false;
      if (r.optimal.value_or(false))
        for (const EngineRewrite& rewrite : r.rewrites) shortestOfTheirMember.push_back(rewrite.function.get());
      if (takeRewrites(r, shared, rewrites) && (members_[i].conclusive || finished(r, rewrites))) break;
      if (watch.raised()) {
        out.stats.timedOut = true;
        break;
      }
    }
    if (unsupportedMembers == members_.size()) out.unsupported = unsupported;
    std::stable_sort(rewrites.begin(), rewrites.end(), [&](const EngineRewrite& a, const EngineRewrite& b) { return comesBefore(a, b, shortest_); });
    if (!rewrites.empty() && out.optimal) out.optimal = provedShortestByItsMember(rewrites.front(), shortestOfTheirMember);
    out.rewrites = std::move(rewrites);
    out.stats.seconds = secondsSince(start);
    return out;
  }

private:
  // Where the members' time ends under `budget` from `start`: the portfolio's deadline less the
  // teardown reserve; none without a time limit.
  static std::optional<Clock::time_point> deadlineOf(const EngineBudget& budget, Clock::time_point start) {
    if (budget.seconds <= 0) return std::nullopt;
    return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budget.seconds - teardownSeconds(budget)));
  }

  // The budget of member `index`: its slice of the time left among the members in scope, no
  // solver query longer than that time; nullopt when the deadline has passed.
  std::optional<EngineBudget> memberBudget(const EngineBudget& whole, const std::vector<std::string>& scopeProblems, size_t index,
                                           Clock::time_point start) const {
    EngineBudget b = whole;
    if (whole.seconds <= 0) return b;
    double left = whole.seconds - teardownSeconds(whole) - secondsSince(start);
    if (left <= 0) return std::nullopt;
    b.seconds = sliceSeconds(members_, scopeProblems, index, left);
    b.queryTimeoutMs = unsigned(std::max(1.0, std::min(double(whole.queryTimeoutMs), left * 1000)));
    return b;
  }

  // Under `shortest`, lowers budget.maxInsts below the length of the shortest rewrite in `kept`
  // (a later member is asked only for a shorter one); false when that leaves no instructions
  // (the member is skipped: a program of none is not searched for once one rewrite is proved).
  bool shorterThanFound(const std::vector<EngineRewrite>& kept, EngineBudget& budget) const {
    if (!shortest_ || kept.empty()) return true;
    unsigned shortestLength = budget.maxInsts + 1;
    for (const EngineRewrite& rewrite : kept) shortestLength = std::min(shortestLength, countInstructions(*rewrite.function));
    if (shortestLength <= 1) return false;
    budget.maxInsts = std::min(budget.maxInsts, shortestLength - 1);
    return true;
  }

  // Moves the rewrites of `r` to `kept`, lowering shared.bestCost to the cheapest; true when it
  // had one.
  static bool takeRewrites(EngineResult& r, SharedFindings& shared, std::vector<EngineRewrite>& kept) {
    bool any = !r.rewrites.empty();
    for (EngineRewrite& rewrite : r.rewrites) {
      if (!shared.bestCost || rewrite.cost < *shared.bestCost) shared.bestCost = rewrite.cost;
      kept.push_back(std::move(rewrite));
    }
    return any;
  }

  // Whether `first` is one of `claimed`, the rewrites whose member proved nothing shorter over its
  // own operations. Another member's claim says nothing of `first`: their operations differ (a
  // massalin search that rules out shorter programs of its nine operations does not rule out a
  // shorter minotaur program with an intrinsic).
  static bool provedShortestByItsMember(const EngineRewrite& first, const std::vector<const ir::Function*>& claimed) {
    for (const ir::Function* f : claimed)
      if (f == first.function.get()) return true;
    return false;
  }

  // Whether nothing a later member finds can come first: a rewrite of no instructions, or under
  // `shortest` an answer the member proved shortest.
  bool finished(const EngineResult& r, const std::vector<EngineRewrite>& kept) const {
    for (const EngineRewrite& rewrite : kept)
      if (countInstructions(*rewrite.function) == 0) return true;
    return shortest_ && r.optimal.value_or(false);
  }

  std::vector<PortfolioMember> members_;
  bool shortest_;
};

} // namespace

std::unique_ptr<Engine> createPortfolioEngine(std::vector<PortfolioMember> members, bool shortest) {
  return std::make_unique<PortfolioEngine>(std::move(members), shortest);
}

} // namespace theseus::synth
