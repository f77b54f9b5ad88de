#include "synth/window/Search.h"

#include "cost/CostModel.h"
#include "synth/engine/IntegerFragment.h"
#include "synth/window/Splice.h"
#include "synth/window/Wiring.h"
#include "synth/window/WindowTests.h"
#include "verify/Refinement.h"

#include <algorithm>
#include <chrono>
#include <ctime>

namespace theseus::synth::window {

namespace {

using Clock = std::chrono::steady_clock;

constexpr uint64_t kTestSeed = 0x5eed20;
// The longest replacement tried, and so the largest window (one instruction more).
constexpr unsigned kLongestReplacement = 2;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

double threadCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

// Every sequence of `length` opcodes from `ops`.
std::vector<std::vector<ir::Opcode>> opcodeSequences(const std::vector<ir::Opcode>& ops, unsigned length) {
  std::vector<std::vector<ir::Opcode>> out{{}};
  for (unsigned i = 0; i < length; ++i) {
    std::vector<std::vector<ir::Opcode>> longer;
    for (const auto& prefix : out)
      for (ir::Opcode op : ops) {
        longer.push_back(prefix);
        longer.back().push_back(op);
      }
    out = std::move(longer);
  }
  return out;
}

class WindowSearch {
public:
  WindowSearch(const EngineRequest& request, const SearchSettings& settings)
      : request_(request), settings_(settings), start_(Clock::now()),
        tests_(request.cut, request.dl, request.shared ? request.shared->counterexamples : std::vector<semantics::TestInput>{}, kTestSeed),
        current_(request.cut.clone("tgt")), currentCost_(request.cost.cost(*current_)) {
    if (request.budget.seconds > 0)
      deadline_ = start_ + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(request.budget.seconds));
  }

  SearchOutcome run() {
    double cpuStart = threadCpuSeconds();
    while (!expired() && improveOnce()) {
    }
    out_.stats.seconds = secondsSince(start_);
    out_.stats.counters = {{"windows", windows_}, {"passed-tests", passedTests_}, {"tests", tests_.size()}};
    out_.stats.timings = {{"search", out_.stats.seconds}, {"cpu", threadCpuSeconds() - cpuStart}};
    return std::move(out_);
  }

private:
  // Tries the windows of the current function in order; true once one was replaced by a proved
  // improvement (which is then the current function).
  bool improveOnce() {
    for (const Window& w : findWindows(*current_, kLongestReplacement + 1)) {
      ++windows_;
      unsigned longest = isAssume(*w.root) ? 0 : std::min({w.size() - 1, kLongestReplacement, request_.budget.maxInsts});
      for (unsigned length = 0; length <= longest; ++length)
        if (tryReplacements(w, length)) return true;
      if (expired()) return false;
    }
    return false;
  }

  // Tries the replacements of `length` instructions of `w`; true once one was proved and taken.
  bool tryReplacements(const Window& w, unsigned length) {
    if (isAssume(*w.root)) {
      Spliced s = splice(*current_, w, {}, {});
      return consider(*s.function);
    }
    std::vector<PoolEntry> pool = operandPool(*current_, w, constantsFor(w.root->type().bits()));
    if (pool.empty()) return false;
    if (length == 0) return tryValues(w, pool);
    for (const std::vector<ir::Opcode>& ops : opcodeSequences(settings_.ops, length)) {
      Spliced s = splice(*current_, w, ops, pool);
      bool taken = false;
      forEachWiring(ops, pool, [&](const std::vector<Step>& program) {
        setProgram(s, program, 0);
        taken = consider(*s.function);
        return !taken && !expired();
      });
      if (taken) return true;
      if (expired()) return false;
    }
    return false;
  }

  // Tries replacing the root of `w` by each value of `pool`; true once one was proved and taken.
  bool tryValues(const Window& w, const std::vector<PoolEntry>& pool) {
    Spliced s = splice(*current_, w, {}, pool);
    for (unsigned i = 0; i < pool.size() && !expired(); ++i) {
      setProgram(s, {}, i);
      if (consider(*s.function)) return true;
    }
    return false;
  }

  // The pool's constants at `width` bits.
  std::vector<uint64_t> constantsFor(unsigned width) const {
    if (!settings_.constants) return defaultConstants(request_.cut, width);
    std::vector<uint64_t> out;
    for (int64_t c : *settings_.constants) out.push_back(uint64_t(c));
    return out;
  }

  // Tests `candidate`, and when it passes and improves on the current function, proves it; true
  // when it was proved and became the current function.
  bool consider(const ir::Function& candidate) {
    ++out_.stats.candidates;
    if (!tests_.passes(candidate)) return false;
    ++passedTests_;
    std::unique_ptr<ir::Function> pruned = withoutDeadCode(candidate, "tgt");
    cost::CostResult priced = request_.cost.cost(*pruned);
    if (!improves(*pruned, priced)) return false;
    double proofStart = secondsSince(start_);
    if (!proved(*pruned)) return false;
    out_.steps.push_back({pruned->clone("tgt"), secondsSince(start_), secondsSince(start_) - proofStart});
    current_ = std::move(pruned);
    currentCost_ = std::move(priced);
    return true;
  }

  // Whether `f`, priced `priced`, is better than the current function under the objective.
  bool improves(const ir::Function& f, const cost::CostResult& priced) const {
    if (settings_.shortest) return countInstructions(f) < countInstructions(*current_);
    return priced.cost && currentCost_.cost && *priced.cost < *currentCost_.cost;
  }

  // Whether verify/ proves that `f` refines the cut within the query timeout and the time left; a
  // counterexample joins the tests (and the shared ones); unknown proves nothing.
  bool proved(const ir::Function& f) {
    verify::Options options;
    options.timeoutMs = request_.budget.queryTimeoutMs;
    if (deadline_) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline_ - Clock::now()).count();
      if (left <= 0) return out_.stats.timedOut = true, false;
      options.timeoutMs = unsigned(std::min<long long>(options.timeoutMs, left));
    }
    ++out_.stats.smtQueries;
    verify::Result r = verify::checkRefinement(request_.cut, f, request_.dl, options);
    if (r.verdict == verify::Verdict::Correct) return true;
    if (r.verdict == verify::Verdict::Incorrect && r.counterexample) {
      ++out_.stats.counterexamples;
      semantics::TestInput input = testInputFromCounterexample(request_.cut, *r.counterexample);
      tests_.add(input);
      out_.counterexamples.push_back(std::move(input));
      return false;
    }
    ++out_.stats.unknowns;
    return false;
  }

  // Whether the deadline has passed (then the search is marked as cut short).
  bool expired() {
    if (deadline_ && Clock::now() >= *deadline_) out_.stats.timedOut = true;
    return out_.stats.timedOut;
  }

  const EngineRequest& request_;
  const SearchSettings& settings_;
  Clock::time_point start_;
  std::optional<Clock::time_point> deadline_;
  WindowTests tests_;
  std::unique_ptr<ir::Function> current_;
  cost::CostResult currentCost_;
  SearchOutcome out_;
  uint64_t windows_ = 0;
  uint64_t passedTests_ = 0;
};

} // namespace

SearchOutcome searchWindows(const EngineRequest& request, const SearchSettings& settings) {
  return WindowSearch(request, settings).run();
}

} // namespace theseus::synth::window
