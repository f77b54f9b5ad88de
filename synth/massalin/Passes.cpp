#include "synth/massalin/Passes.h"

#include <algorithm>
#include <chrono>

namespace theseus::synth::massalin {

namespace {

using Clock = std::chrono::steady_clock;

// The share of the time limit the first pass over the whole set gets, and the least time it gets
// (all of a shorter limit: a short search is spent on the whole set alone).
constexpr double kWholeSetFirstShare = 1.0 / 4;
constexpr double kWholeSetFirstSeconds = 2;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Whether `op` is a binary operator the source applies to values of its return type.
bool sourceApplies(const ir::Function& src, ir::Opcode op) {
  for (auto& inst : src.entry()->instructions())
    if (inst->opcode() == op && inst->type() == src.returnType()) return true;
  return false;
}

// Adds the figures of pass `later` to `into`, and its counterexamples.
void addPass(SearchResult& into, SearchResult& later) {
  SearchStats& s = into.stats;
  const SearchStats& l = later.stats;
  s.add(l);
  s.timedOut = l.timedOut;
  s.enumerated += l.enumerated;
  s.survivors += l.survivors;
  s.prunedByClass += l.prunedByClass;
  s.prunedDuplicates += l.prunedDuplicates;
  s.passedLanes += l.passedLanes;
  s.restarts += l.restarts;
  s.cpuSeconds += l.cpuSeconds;
  into.counterexamples.insert(into.counterexamples.end(), later.counterexamples.begin(), later.counterexamples.end());
}

// `options` limited to `seconds`, its seed tests with the counterexamples `found` so far.
SearchOptions withinSeconds(SearchOptions options, double seconds, const std::vector<semantics::TestInput>& found) {
  options.timeLimitSeconds = std::max(seconds, 1e-3);
  options.seedTests.insert(options.seedTests.end(), found.begin(), found.end());
  return options;
}

} // namespace

std::optional<SearchOptions> sourceOperationsPass(const ir::Function& src, const SearchOptions& options) {
  SearchOptions pass = options;
  pass.ops.clear();
  for (ir::Opcode op : options.ops)
    if (sourceApplies(src, op)) pass.ops.push_back(op);
  pass.constants = std::vector<int64_t>{};
  pass.comparisons = pass.minMaxSelects = false;
  pass.classes = true;
  bool noConstants = options.constants && options.constants->empty();
  bool whole = pass.ops.size() == options.ops.size() && noConstants && !options.comparisons && !options.minMaxSelects;
  if (pass.ops.empty() || whole) return std::nullopt;
  return pass;
}

SearchResult searchInPasses(const ir::Function& src, const ir::DataLayout& dl, const SearchOptions& options) {
  std::optional<SearchOptions> own = sourceOperationsPass(src, options);
  if (options.timeLimitSeconds <= 0 || !own) return search(src, dl, options);
  auto start = Clock::now();
  double limit = options.timeLimitSeconds;
  double first = std::min(limit, std::max(limit * kWholeSetFirstShare, kWholeSetFirstSeconds));
  SearchResult result = search(src, dl, withinSeconds(options, first, {}));
  if (result.best || !result.stats.timedOut || !result.unsupported.empty()) {
    result.stats.seconds = secondsSince(start);
    return result;
  }
  SearchResult second = search(src, dl, withinSeconds(*own, limit - secondsSince(start), result.counterexamples));
  addPass(result, second);
  result.optimal = false;
  if (second.best) result.best = std::move(second.best), result.length = second.length, result.foundSeconds = secondsSince(start);
  double left = limit - secondsSince(start);
  if (left > 0 && (!result.best || result.length > 0)) {
    SearchOptions shorter = withinSeconds(options, left, result.counterexamples);
    if (result.best) shorter.maxLength = std::min(shorter.maxLength, result.length - 1);
    SearchResult third = search(src, dl, shorter);
    addPass(result, third);
    result.optimal = third.optimal;
    if (third.best) result.best = std::move(third.best), result.length = third.length, result.foundSeconds = secondsSince(start);
  }
  result.stats.seconds = secondsSince(start);
  return result;
}

} // namespace theseus::synth::massalin
