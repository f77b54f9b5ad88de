#include "synth/minotaur/Verifier.h"

#include "ir/Printer.h"
#include "verify/Refinement.h"

#include <algorithm>
#include <iostream>

namespace theseus::synth {

namespace {

using Clock = std::chrono::steady_clock;
using Outcome = ConstantSolution::Outcome;

// Round 0's slice: CEGIS iterations and per-query timeout; each round multiplies both by
// kSliceGrowth, up to the caps. A query cut short by its slice is asked again from the start in
// the next round, so a steep growth wastes less: the attempts cut short before the one that
// answers take at most a third of that one's timeout.
constexpr unsigned kFirstSliceIterations = 2;
constexpr unsigned kFirstSliceTimeoutMs = 5;
constexpr unsigned kSliceGrowth = 4;

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

uint64_t costHash(const cost::Cost& c) {
  uint64_t h = 0;
  for (double k : c.key) h = mix(h, std::hash<double>()(k));
  return h;
}

// Whether sketch `c` divides (udiv, sdiv, urem, srem): Z3 bit-blasts a divider per example and
// overshoots short timeouts (5 ms ones took about 30 ms), so such a sketch gets its first slice
// after the level's other candidates.
bool divides(const Candidate& c, const Pool& pool) {
  using ir::Opcode;
  for (const Node& n : c.nodes()) {
    if (n.kind != Node::Kind::Op) continue;
    Opcode op = pool.templates()[n.index].op;
    if (op == Opcode::UDiv || op == Opcode::SDiv || op == Opcode::URem || op == Opcode::SRem) return true;
  }
  return false;
}

} // namespace

Verifier::Verifier(const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool, const SynthOptions& options, Examples& examples,
                   Clock::time_point deadline, SynthStats& stats)
    : cut_(cut), dl_(dl), pool_(pool), options_(options), examples_(examples), deadline_(deadline), stats_(stats),
      constants_(queries_, cut, dl, pool, examples, chooseConstantMethod(cut, options.constants), options.constants == ConstantChoice::Auto,
                 std::min(options.constantTimeoutMs, options.queryTimeoutMs), options.queryTimeoutMs, deadline, stats) {}

ConstantSlice Verifier::sliceOf(unsigned round) const {
  uint64_t growth = 1;
  for (unsigned r = 0; r < round && growth < (uint64_t(1) << 32); ++r) growth *= kSliceGrowth;
  uint64_t full = constants_.constantTimeoutMs();
  uint64_t cap = ConstantSolver::kMaxCegisIterations;
  return {unsigned(std::min(cap, kFirstSliceIterations * growth)), unsigned(std::min(full, kFirstSliceTimeoutMs * growth))};
}

bool Verifier::examinable(const PricedCandidate& c, const cost::Cost& bound) const { return options_.all || c.cost < bound; }

void Verifier::trace(const PricedCandidate& c, const char* fate) const {
  if (!options_.trace) return;
  std::cerr << "; candidate cost " << c.cost.primary << ": " << fate << "\n"
            << ir::toString(*buildCandidate(cut_, pool_, c.candidate, BuildMode::Cost));
}

void Verifier::verifyLevel(const std::vector<PricedCandidate>& list, const cost::Cost& bound,
                           const std::function<void(ProvedCandidate)>& accept) {
  std::vector<Survivor> survivors;
  std::vector<size_t> dividing;
  for (size_t i = 0; i < list.size(); ++i) {
    if (Clock::now() >= deadline_) {
      stats_.timedOut = true;
      return;
    }
    if (!examinable(list[i], bound)) break;
    if (list[i].candidate.symbolicConstants() == 0) {
      verifyConcrete(list[i], accept);
    } else if (divides(list[i].candidate, pool_)) {
      dividing.push_back(i);
    } else {
      firstSlice(list, i, survivors, accept);
    }
  }
  for (size_t i : dividing) {
    if (Clock::now() >= deadline_) {
      stats_.timedOut = true;
      return;
    }
    if (examinable(list[i], bound)) firstSlice(list, i, survivors, accept);
  }
  if (list.size() > 0) stats_.constantRounds = std::max(stats_.constantRounds, 1u);
  for (unsigned round = 1; !survivors.empty(); ++round) {
    stats_.constantRounds = std::max(stats_.constantRounds, round + 1);
    std::vector<Survivor> next;
    for (Survivor& s : survivors) {
      if (Clock::now() >= deadline_) {
        stats_.timedOut = true;
        return;
      }
      if (!examinable(list[s.index], bound)) continue;
      ConstantSolution r = advanceSketch(list, s, round);
      if (r.outcome == Outcome::Open) next.push_back(std::move(s));
      else if (r.outcome == Outcome::Proved) accept({&list[s.index], std::move(r.rewrite), r.method, s.seconds});
    }
    survivors = std::move(next);
  }
}

// Round 0 of sketch `i` of `list`: a survivor joins `survivors`, a proved rewrite goes to `accept`.
void Verifier::firstSlice(const std::vector<PricedCandidate>& list, size_t i, std::vector<Survivor>& survivors,
                          const std::function<void(ProvedCandidate)>& accept) {
  Survivor s{i, {}, 0};
  ConstantSolution r = advanceSketch(list, s, 0);
  if (r.outcome == Outcome::Open) survivors.push_back(std::move(s));
  else if (r.outcome == Outcome::Proved) accept({&list[i], std::move(r.rewrite), r.method, s.seconds});
}

// Proves `c`, a candidate without constants, and passes a proved rewrite to `accept`.
void Verifier::verifyConcrete(const PricedCandidate& c, const std::function<void(ProvedCandidate)>& accept) {
  uint64_t rejectedBefore = stats_.rejectedByVectors;
  auto start = Clock::now();
  auto proved = proveConcrete(c);
  trace(c, proved ? "proved" : stats_.rejectedByVectors > rejectedBefore ? "rejected" : "not proved");
  if (proved) accept({&c, std::move(proved), ConstantMethod::None, secondsSince(start)});
}

// A slice of constant solving for survivor `s`; the fingerprint table is emptied when the test
// vectors may have changed.
ConstantSolution Verifier::advanceSketch(const std::vector<PricedCandidate>& list, Survivor& s, unsigned round) {
  auto start = Clock::now();
  ConstantSolution r = constants_.advance(list[s.index].candidate, s.progress, sliceOf(round));
  s.seconds += secondsSince(start);
  if (r.outcome == Outcome::NoConstants) ++stats_.rejectedByVectors;
  if (r.outcome == Outcome::Proved) seen_.clear();
  if (r.outcome != Outcome::Open)
    trace(list[s.index], r.outcome == Outcome::Proved ? "proved" : r.outcome == Outcome::NoConstants ? "rejected" : "not proved");
  return r;
}

// A candidate without constants: test vectors, fingerprint deduplication, one proof.
std::unique_ptr<ir::Function> Verifier::proveConcrete(const PricedCandidate& c) {
  auto tgt = buildCandidate(cut_, pool_, c.candidate, BuildMode::Concrete);
  if (examples_.firstFailure(*tgt)) {
    ++stats_.rejectedByVectors;
    return nullptr;
  }
  if (!seen_.insert(mix(examples_.fingerprint(*tgt), costHash(c.cost))).second) {
    ++stats_.duplicates;
    return nullptr;
  }
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - Clock::now()).count();
  if (ms <= 0) return nullptr;
  verify::Options vo;
  vo.timeoutMs = unsigned(std::min<long long>(ms, options_.queryTimeoutMs));
  ++stats_.smtQueries;
  verify::Result r = verify::checkRefinement(cut_, *tgt, dl_, vo);
  stats_.proofSeconds += r.seconds;
  if (r.verdict == verify::Verdict::Correct) return tgt;
  if (r.verdict == verify::Verdict::Incorrect && r.counterexample && examples_.addCounterexample(*r.counterexample)) {
    ++stats_.counterexamples;
    seen_.clear();
  } else if (r.verdict != verify::Verdict::Incorrect) {
    ++stats_.unknowns;
  }
  return nullptr;
}

} // namespace theseus::synth
