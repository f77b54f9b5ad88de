#include "synth/cegis/Cegis.h"

#include "synth/cegis/Judge.h"
#include "synth/cegis/Lowering.h"
#include "synth/cegis/Narrowing.h"
#include "synth/engine/Engine.h"
#include "synth/engine/IntegerFragment.h"
#include "verify/Refinement.h"

#include <chrono>
#include <functional>
#include <ctime>
#include <optional>

namespace theseus::synth::cegis {

namespace {

using Clock = std::chrono::steady_clock;

// How the CEGIS loop on one library ended.
enum class LibraryOutcome { Proved, NoProgram, Undecided, OutOfTime };

// What a program proved on a narrowed source must also pass to count: true when its widening is
// proved at the source's width (the callback keeps it), false to rule it out and search on.
using WideningCheck = std::function<bool(const verify::ComponentLibrary&, const verify::ComponentProgram&)>;

// `options` for the search of the narrowed source: K mapped to `width` (a value without an
// image is dropped).
CegisOptions narrowOptions(const CegisOptions& options, unsigned wide, unsigned width) {
  CegisOptions out = options;
  if (!options.constants) return out;
  out.constants->clear();
  for (int64_t k : *options.constants)
    if (std::optional<uint64_t> v = mapConstant(uint64_t(k), wide, width)) out.constants->push_back(int64_t(*v));
  return out;
}

class Search {
public:
  Search(const ir::Function& src, const ir::DataLayout& dl, const CegisOptions& options, const CegisLimits& limits)
      : src_(src), dl_(dl), options_(options), limits_(limits), judge_(src, dl, options.seed), examples_(judge_.initialExamples()),
        tiers_(searchTiers(options, src)) {
    if (limits.seconds > 0) deadline_ = start_ + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds));
  }

  // Reduced-bit-width synthesis: before each length of each tier, the same tier and length are
  // searched on `narrow` (src narrowed to options.narrowWidth) for at most options.narrowShare of
  // the time limit in all, each program proved there widened and proved at src's width.
  void searchNarrowFirst(const ir::Function& narrow) {
    narrowOptions_ = narrowOptions(options_, src_.returnType().bits(), options_.narrowWidth);
    narrow_ = std::make_unique<Search>(narrow, dl_, narrowOptions_, limits_);
    narrow_->widening_ = [this](const verify::ComponentLibrary& l, const verify::ComponentProgram& p) { return provedWide(l, p); };
    if (limits_.seconds > 0) narrow_->capSeconds_ = limits_.seconds * options_.narrowShare;
  }

  CegisResult run() {
    std::clock_t cpuStart = std::clock();
    CegisResult result;
    bool outOfTime = false, decided = true;
    for (size_t t = 0; t < tiers_.size() && !best_ && !outOfTime; ++t) {
      decided = true;
      for (unsigned length = 0; length <= limits_.maxLength && !best_ && !outOfTime; ++length) {
        LibraryOutcome outcome = foundNarrow(t, length) ? LibraryOutcome::Proved : searchAt(t, length);
        decided = decided && (outcome == LibraryOutcome::Proved || outcome == LibraryOutcome::NoProgram);
        outOfTime = outcome == LibraryOutcome::OutOfTime;
        if (options_.components) break;
      }
      result.optimal = decided && t + 1 == tiers_.size() && !options_.components;
    }
    if (best_ && countInstructions(*best_) <= limits_.maxLength) {
      result.length = countInstructions(*best_);
      result.best = std::move(best_);
    }
    stats_.examples = examples_.size();
    stats_.seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    stats_.cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    if (narrow_) addNarrowStats(narrow_->stats_);
    result.stats = stats_;
    return result;
  }

private:
  // The libraries of tier `t` at `length` (the exact library with `components`) searched in turn.
  LibraryOutcome searchAt(size_t t, unsigned length) {
    unsigned width = src_.returnType().bits(), args = unsigned(src_.arguments().size());
    if (options_.components) return searchLibrary(exactLibrary(options_, tiers_[t].constants, width, args));
    return searchLength(librariesOfLength(tiers_[t], width, args, length));
  }

  // Whether the narrow search of tier `t` at `length` gave a program proved at src's width (then
  // best_); a narrow search out of its share of time is not asked again.
  bool foundNarrow(size_t t, unsigned length) {
    if (!narrow_ || narrow_->outOfShare_ || t >= narrow_->tiers_.size()) return false;
    auto begin = Clock::now();
    narrow_->shareEnd_ = narrow_->capSeconds_ > 0 ? std::optional(begin + seconds(narrow_->capSeconds_ - narrow_->spentSeconds_)) : std::nullopt;
    LibraryOutcome outcome = narrow_->searchAt(t, length);
    narrow_->spentSeconds_ += std::chrono::duration<double>(Clock::now() - begin).count();
    if (outcome == LibraryOutcome::OutOfTime) narrow_->outOfShare_ = true;
    return best_ != nullptr;
  }

  // Whether `program` (proved at the narrow width) widens to a program proved at src's width,
  // which becomes the best; an input that refutes the widening joins this search's examples.
  bool provedWide(const verify::ComponentLibrary& library, const verify::ComponentProgram& program) {
    ++stats_.narrowProved;
    std::optional<verify::ComponentProgram> wide = widenProgram(program, library, src_.returnType().bits());
    std::unique_ptr<ir::Function> candidate = wide ? lowerProgram(src_, library, *wide) : nullptr;
    std::optional<verify::ComponentExample> failed = candidate ? judge_.failingTest(*candidate) : std::nullopt;
    if (failed) ++stats_.testRefuted, examples_.push_back(*failed);
    std::optional<unsigned> ms = candidate && !failed ? timeLeftMs() : std::nullopt;
    if (ms) {
      verify::Options vo;
      vo.timeoutMs = *ms;
      ++stats_.proofs, ++stats_.smtQueries;
      verify::Result r = verify::checkRefinement(src_, *candidate, dl_, vo);
      stats_.proofSeconds += r.seconds;
      if (r.verdict == verify::Verdict::Correct) return best_ = std::move(candidate), true;
      if (r.verdict == verify::Verdict::Incorrect && r.counterexample) keepCounterexample(*candidate, *r.counterexample);
    }
    ++stats_.narrowRefuted;
    return false;
  }

  // The input of `cex` (refuting `candidate`) as an example of the searches to come, when it is
  // one src defines and `candidate` fails concretely.
  void keepCounterexample(const ir::Function& candidate, const verify::Counterexample& cex) {
    ++stats_.counterexamples;
    std::optional<verify::ComponentExample> e = judge_.exampleAt(testInputFromCounterexample(src_, cex));
    if (e && !judge_.passes(candidate, *e)) examples_.push_back(*e);
  }

  // The counts of the narrow search added to these; the deadline's verdict stays this search's.
  void addNarrowStats(const CegisStats& narrow) {
    bool timedOut = stats_.timedOut;
    stats_.add(narrow);
    stats_.timedOut = timedOut;
    stats_.iterations += narrow.iterations, stats_.noProgram += narrow.noProgram, stats_.candidates += narrow.candidates;
    stats_.testRefuted += narrow.testRefuted, stats_.proofs += narrow.proofs;
    stats_.synthesisSeconds += narrow.synthesisSeconds, stats_.proofSeconds += narrow.proofSeconds;
    stats_.narrowSeconds = narrow_->spentSeconds_;
  }

  static Clock::duration seconds(double s) { return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(std::max(s, 0.0))); }

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
    uint64_t refuted = 0;
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
      if (proved == LibraryOutcome::Proved && widening_ && !widening_(library, answer.program)) {
        best_.reset();
        queries_.exclude(answer.program);
        if (++refuted == kRefutedPerLibrary) return undecided();
        continue;
      }
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
    std::optional<Clock::time_point> end = deadline_;
    if (shareEnd_ && (!end || *shareEnd_ < *end)) end = shareEnd_;
    if (!end) return limits_.queryTimeoutMs;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*end - Clock::now()).count();
    if (left <= 0) return std::nullopt;
    return unsigned(std::min<long long>(limits_.queryTimeoutMs, left));
  }

  // How many widened programs one library may have refuted before it is given up as undecided.
  static constexpr uint64_t kRefutedPerLibrary = 32;

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
  std::vector<SearchTier> tiers_;
  // The narrow search, and its options (see searchNarrowFirst).
  std::unique_ptr<Search> narrow_;
  CegisOptions narrowOptions_;
  // As the narrow search: the check of every program it proves, its share of the time limit
  // (0: none), the seconds spent, when the current turn's share ends, whether it ran out.
  WideningCheck widening_;
  double capSeconds_ = 0, spentSeconds_ = 0;
  std::optional<Clock::time_point> shareEnd_;
  bool outOfShare_ = false;
};

// The search of `src`, narrow first when options.narrowWidth is set and src narrows to it.
CegisResult searchWithNarrowing(const ir::Function& src, const ir::DataLayout& dl, const CegisOptions& options, const CegisLimits& limits) {
  std::unique_ptr<ir::Function> narrow = options.narrowWidth ? narrowSource(src, options.narrowWidth) : nullptr;
  Search search(src, dl, options, limits);
  if (narrow) search.searchNarrowFirst(*narrow);
  return search.run();
}

} // namespace

CegisResult search(const ir::Function& src, const ir::DataLayout& dl, const CegisOptions& options, const CegisLimits& limits) {
  CegisResult result;
  result.unsupported = integerFragmentUnsupportedReason(src);
  if (!result.unsupported.empty()) return result;
  try {
    return searchWithNarrowing(src, dl, options, limits);
  } catch (const semantics::UnsupportedConstruct& e) {
    result.unsupported = e.what();
    return result;
  }
}

} // namespace theseus::synth::cegis
