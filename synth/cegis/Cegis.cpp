#include "synth/cegis/Cegis.h"

#include "semantics/Interpreter.h"
#include "synth/cegis/Lowering.h"
#include "synth/engine/Engine.h"
#include "synth/engine/IntegerFragment.h"
#include "synth/engine/TestVectors.h"
#include "verify/Refinement.h"

#include <chrono>
#include <ctime>
#include <optional>

namespace theseus::synth::cegis {

namespace {

using Clock = std::chrono::steady_clock;

// The test vectors of one search: where the examples start, and the cheap judge of a candidate
// before its proof.
class Judge {
public:
  Judge(const ir::Function& src, const ir::DataLayout& dl, uint64_t seed) : src_(src), dl_(dl), tests_(src, dl, {}, seed, 3) {}

  // A few defined tests, random and edge values alternately: the first examples.
  std::vector<verify::ComponentExample> initialExamples() const {
    std::vector<verify::ComponentExample> out;
    for (unsigned t = 0; t < semantics::kBatch && out.size() < kInitialExamples; ++t)
      for (size_t b : {size_t(1), size_t(0)})
        if (auto e = testExample(tests_.batch(b), b == 0 ? t + 1 : t); e && out.size() < kInitialExamples) out.push_back(*e);
    return out;
  }

  // The first test on which `f` is not src's defined value, as an example; nullopt when it
  // passes them all.
  std::optional<verify::ComponentExample> failingTest(const ir::Function& f) const {
    for (size_t i = 0; i < tests_.batchCount(); ++i) {
      const TestBatch& b = tests_.batch(i);
      std::vector<semantics::TestOutput> out = semantics::evaluate(f, dl_, b.inputs);
      for (unsigned t = 0; t < semantics::kBatch; ++t)
        if (((b.care >> t) & 1) && !agrees(out[t], b.expected[t])) return verify::ComponentExample{b.inputs[t], b.expected[t]};
    }
    return std::nullopt;
  }

  // `input` as an example, when src is defined there.
  std::optional<verify::ComponentExample> exampleAt(const semantics::TestInput& input) const {
    semantics::TestOutput out = semantics::evaluate(src_, dl_, {input}).front();
    if (out.ub || out.ret.front().poison) return std::nullopt;
    return verify::ComponentExample{input, out.ret.front().value.low64()};
  }

  // Whether `f` returns the example's value, neither poison nor UB, on its input.
  bool passes(const ir::Function& f, const verify::ComponentExample& e) const {
    return agrees(semantics::evaluate(f, dl_, {e.input}).front(), e.expected);
  }

private:
  static constexpr size_t kInitialExamples = 4;

  static bool agrees(const semantics::TestOutput& out, uint64_t expected) {
    return !out.ub && !out.ret.front().poison && out.ret.front().value.low64() == expected;
  }

  static std::optional<verify::ComponentExample> testExample(const TestBatch& b, unsigned t) {
    if (t >= semantics::kBatch || !((b.care >> t) & 1)) return std::nullopt;
    return verify::ComponentExample{b.inputs[t], b.expected[t]};
  }

  const ir::Function& src_;
  const ir::DataLayout& dl_;
  TestVectors tests_;
};

// How the CEGIS loop on one library ended.
enum class LibraryOutcome { Proved, NoProgram, Undecided, OutOfTime };

class Search {
public:
  Search(const ir::Function& src, const ir::DataLayout& dl, const CegisOptions& options, const CegisLimits& limits)
      : src_(src), dl_(dl), options_(options), limits_(limits), judge_(src, dl, options.seed), examples_(judge_.initialExamples()) {
    if (limits.seconds > 0) deadline_ = start_ + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds));
  }

  CegisResult run() {
    std::clock_t cpuStart = std::clock();
    CegisResult result;
    unsigned width = src_.returnType().bits(), args = unsigned(src_.arguments().size());
    std::vector<SearchTier> tiers = searchTiers(options_, src_);
    bool outOfTime = false, decided = true;
    for (size_t t = 0; t < tiers.size() && !best_ && !outOfTime; ++t) {
      decided = true;
      for (unsigned length = 0; length <= limits_.maxLength && !best_ && !outOfTime; ++length) {
        LibraryOutcome outcome = options_.components ? searchLibrary(exactLibrary(options_, tiers[t].constants, width, args))
                                                     : searchLength(librariesOfLength(tiers[t], width, args, length));
        decided = decided && (outcome == LibraryOutcome::Proved || outcome == LibraryOutcome::NoProgram);
        outOfTime = outcome == LibraryOutcome::OutOfTime;
        if (options_.components) break;
      }
      result.optimal = decided && t + 1 == tiers.size() && !options_.components;
    }
    if (best_ && countInstructions(*best_) <= limits_.maxLength) {
      result.length = countInstructions(*best_);
      result.best = std::move(best_);
    }
    stats_.examples = examples_.size();
    stats_.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    stats_.cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    result.stats = stats_;
    return result;
  }

private:
  // The CEGIS loop on each of `libraries` until one proves a program: Proved, NoProgram when each
  // had none, else how the first undecided one ended.
  LibraryOutcome searchLength(const std::vector<verify::ComponentLibrary>& libraries) {
    LibraryOutcome outcome = LibraryOutcome::NoProgram;
    for (const verify::ComponentLibrary& library : libraries) {
      LibraryOutcome one = searchLibrary(library);
      if (one == LibraryOutcome::Proved || one == LibraryOutcome::OutOfTime) return one;
      if (one == LibraryOutcome::Undecided) outcome = one;
    }
    return outcome;
  }

  // The CEGIS loop of Algorithm 13.3.6 on `library`, with the examples found so far.
  LibraryOutcome searchLibrary(const verify::ComponentLibrary& library) {
    queries_.reset(library);
    for (const verify::ComponentExample& e : examples_) queries_.addExample(e);
    stats_.lines = library.components.size();
    for (;;) {
      std::optional<unsigned> ms = timeLeftMs();
      if (!ms) return outOfTime();
      ++stats_.iterations, ++stats_.smtQueries;
      verify::ComponentAnswer answer = queries_.solve(*ms);
      stats_.synthesisSeconds += answer.seconds;
      if (answer.status == verify::ComponentStatus::NoProgram) return ++stats_.noProgram, LibraryOutcome::NoProgram;
      if (answer.status == verify::ComponentStatus::Unknown) return undecided();
      ++stats_.candidates;
      std::unique_ptr<ir::Function> candidate = lowerProgram(src_, library, answer.program);
      if (std::optional<verify::ComponentExample> failed = judge_.failingTest(*candidate)) {
        ++stats_.testRefuted;
        learn(*failed);
        continue;
      }
      std::optional<LibraryOutcome> proved = prove(std::move(candidate));
      if (proved) return *proved;
    }
  }

  // Proves `candidate`: Proved (it becomes the best), a counterexample that joins the examples
  // (nullopt: the loop goes on), or Undecided / OutOfTime.
  std::optional<LibraryOutcome> prove(std::unique_ptr<ir::Function> candidate) {
    std::optional<unsigned> ms = timeLeftMs();
    if (!ms) return outOfTime();
    verify::Options vo;
    vo.timeoutMs = *ms;
    ++stats_.proofs, ++stats_.smtQueries;
    verify::Result r = verify::checkRefinement(src_, *candidate, dl_, vo);
    stats_.proofSeconds += r.seconds;
    if (r.verdict == verify::Verdict::Correct) {
      best_ = std::move(candidate);
      return LibraryOutcome::Proved;
    }
    if (r.verdict != verify::Verdict::Incorrect || !r.counterexample) return undecided();
    ++stats_.counterexamples;
    std::optional<verify::ComponentExample> e = judge_.exampleAt(testInputFromCounterexample(src_, *r.counterexample));
    if (!e || judge_.passes(*candidate, *e)) return undecided();
    learn(*e);
    return std::nullopt;
  }

  void learn(const verify::ComponentExample& e) {
    examples_.push_back(e);
    queries_.addExample(e);
  }

  // A query that proved nothing: counted; out of time when the deadline has passed.
  LibraryOutcome undecided() {
    ++stats_.unknowns;
    return timeLeftMs() ? LibraryOutcome::Undecided : outOfTime();
  }

  LibraryOutcome outOfTime() {
    stats_.timedOut = true;
    return LibraryOutcome::OutOfTime;
  }

  // The per-query timeout, cut to the time left before the deadline; nullopt once it has passed.
  std::optional<unsigned> timeLeftMs() const {
    if (!deadline_) return limits_.queryTimeoutMs;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline_ - Clock::now()).count();
    if (left <= 0) return std::nullopt;
    return unsigned(std::min<long long>(limits_.queryTimeoutMs, left));
  }

  const ir::Function& src_;
  const ir::DataLayout& dl_;
  const CegisOptions& options_;
  const CegisLimits& limits_;
  Clock::time_point start_ = Clock::now();
  std::optional<Clock::time_point> deadline_;
  Judge judge_;
  std::vector<verify::ComponentExample> examples_;
  verify::ComponentQueries queries_;
  CegisStats stats_;
  std::unique_ptr<ir::Function> best_;
};

} // namespace

CegisResult search(const ir::Function& src, const ir::DataLayout& dl, const CegisOptions& options, const CegisLimits& limits) {
  CegisResult result;
  result.unsupported = integerFragmentUnsupportedReason(src);
  if (!result.unsupported.empty()) return result;
  try {
    return Search(src, dl, options, limits).run();
  } catch (const semantics::UnsupportedConstruct& e) {
    result.unsupported = e.what();
    return result;
  }
}

} // namespace theseus::synth::cegis
