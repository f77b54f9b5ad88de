#include "synth/minotaur/ConstantSolver.h"

#include "synth/minotaur/Reducible.h"
#include "verify/ConstantQuery.h"
#include "verify/Refinement.h"

#include <algorithm>
#include <limits>

namespace theseus::synth {

namespace {

using Clock = std::chrono::steady_clock;
using Outcome = ConstantSolution::Outcome;

// The examples CEGIS starts from.
constexpr size_t kInitialExamples = 6;
// Constants of at most this many bits in all are enumerated instead of solved for.
constexpr unsigned kMaxEnumeratedBits = 4;

// The timeout of the next query: the per-query timeout, at most the time left.
unsigned budgetMs(unsigned queryTimeoutMs, Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return unsigned(std::clamp<long long>(left, 0, queryTimeoutMs));
}

bool sameInput(const semantics::TestInput& a, const semantics::TestInput& b) {
  return std::equal(a.args.begin(), a.args.end(), b.args.begin(), b.args.end());
}

// Whether an `unknown` answer came from the query's timeout (or the watchdog's interrupt), so
// that a longer timeout may still answer it.
bool ranOutOfTime(const verify::ConstantAnswer& a) {
  return a.reason.find("timeout") != std::string::npos || a.reason.find("canceled") != std::string::npos;
}

ConstantSolution outcome(Outcome o, ConstantMethod method) {
  ConstantSolution out;
  out.outcome = o;
  out.method = method;
  return out;
}

// Substitutes `values`, filters the rewrite on the test vectors, then proves it. On a failing
// test or a counterexample, the distinguishing input is returned in `witness`. A reducible
// rewrite (equal to a smaller candidate) is not proved: NoConstants without a witness, counted
// as a duplicate.
class Checker {
public:
  Checker(const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool, const Candidate& c, Examples& examples,
          unsigned timeoutMs, Clock::time_point deadline, SynthStats& stats)
      : cut_(cut), dl_(dl), pool_(pool), c_(c), examples_(examples), timeoutMs_(timeoutMs), deadline_(deadline), stats_(stats) {}

  Outcome check(const ConstantValues& values, std::unique_ptr<ir::Function>& proved, std::optional<semantics::TestInput>& witness) {
    auto concrete = buildCandidate(cut_, pool_, c_, BuildMode::Concrete, &values);
    if (auto failed = examples_.firstFailure(*concrete)) {
      witness = examples_.inputs()[*failed];
      return Outcome::NoConstants;
    }
    if (reducible(*concrete)) {
      ++stats_.duplicates;
      return Outcome::NoConstants;
    }
    unsigned ms = budgetMs(timeoutMs_, deadline_);
    if (ms == 0) return Outcome::Unknown;
    verify::Options vo;
    vo.timeoutMs = ms;
    ++stats_.smtQueries;
    verify::Result r = verify::checkRefinement(cut_, *concrete, dl_, vo);
    stats_.proofSeconds += r.seconds;
    if (r.verdict == verify::Verdict::Correct) {
      proved = std::move(concrete);
      return Outcome::Proved;
    }
    if (r.verdict == verify::Verdict::Incorrect && r.counterexample && examples_.addCounterexample(*r.counterexample)) {
      ++stats_.counterexamples;
      witness = examples_.inputs().front();
      return Outcome::NoConstants;
    }
    ++stats_.unknowns;
    return Outcome::Unknown;
  }

private:
  const ir::Function& cut_;
  const ir::DataLayout& dl_;
  const Pool& pool_;
  const Candidate& c_;
  Examples& examples_;
  unsigned timeoutMs_;
  Clock::time_point deadline_;
  SynthStats& stats_;
};

// The constants of `c` as one bit string: value `v` split over the constant nodes' lanes.
ConstantValues splitConstants(const Candidate& c, uint64_t v) {
  ConstantValues out;
  for (int n : c.constantNodes()) {
    const ir::Type& t = c.nodes()[n].type;
    std::vector<ir::Bits> lanes;
    for (unsigned l = 0; l < t.lanes(); ++l) {
      lanes.push_back(ir::Bits(t.bits(), v & ((uint64_t(1) << t.bits()) - 1)));
      v >>= t.bits();
    }
    out.push_back(std::move(lanes));
  }
  return out;
}

// Every value of constants of at most kMaxEnumeratedBits bits in all: each runs on the test
// vectors, those that pass are proved. Exact: when no value passes, no constants exist.
ConstantSolution enumerateConstants(const Candidate& c, unsigned bits, Checker& checker, Clock::time_point deadline) {
  ConstantSolution out;
  out.method = ConstantMethod::Enumerated;
  bool unknown = false;
  for (uint64_t v = 0; v < (uint64_t(1) << bits); ++v) {
    if (Clock::now() >= deadline) return out;
    std::optional<semantics::TestInput> witness;
    Outcome o = checker.check(splitConstants(c, v), out.rewrite, witness);
    if (o == Outcome::Proved) {
      out.outcome = o;
      return out;
    }
    unknown = unknown || o == Outcome::Unknown;
  }
  out.outcome = unknown ? Outcome::Unknown : Outcome::NoConstants;
  return out;
}

} // namespace

ConstantSolver::ConstantSolver(verify::ConstantQueries& queries, const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool,
                               Examples& examples, ConstantMethod method, bool enumerateSmall, unsigned constantTimeoutMs,
                               unsigned queryTimeoutMs, Clock::time_point deadline, SynthStats& stats)
    : queries_(queries), cut_(cut), dl_(dl), pool_(pool), examples_(examples), method_(method), enumerateSmall_(enumerateSmall),
      constantTimeoutMs_(constantTimeoutMs), queryTimeoutMs_(queryTimeoutMs), deadline_(deadline), stats_(stats),
      queriesInterpretCut_(examples.inputs().empty() || queries.interprets(cut, dl, examples.inputs().front())) {}

unsigned ConstantSolver::solvableConstantBits() const {
  if (queriesInterpretCut_) return std::numeric_limits<unsigned>::max();
  return enumerateSmall_ ? kMaxEnumeratedBits : 0;
}

ConstantSolution ConstantSolver::advance(const Candidate& candidate, SketchProgress& progress, const ConstantSlice& slice) {
  Checker checker(cut_, dl_, pool_, candidate, examples_, queryTimeoutMs_, deadline_, stats_);
  unsigned bits = candidate.constantBits();
  if (enumerateSmall_ && bits <= kMaxEnumeratedBits) return enumerateConstants(candidate, bits, checker, deadline_);
  if (!progress.started) {
    progress.started = true;
    progress.quantifiedPending = method_ == ConstantMethod::Quantified;
    progress.examples = examples_.informative(kInitialExamples);
  }
  auto symbolic = buildCandidate(cut_, pool_, candidate, BuildMode::Symbolic);
  if (progress.quantifiedPending) {
    ConstantSolution q = quantified(candidate, *symbolic, progress, slice);
    if (q.outcome != Outcome::Open || progress.quantifiedPending) return q;
  }
  return cegis(candidate, *symbolic, progress, slice);
}

// The exists-forall query with the slice's timeout. Open with quantifiedPending still set: ask
// again with a longer timeout; Open with it cleared: go on with CEGIS.
ConstantSolution ConstantSolver::quantified(const Candidate& candidate, const ir::Function& symbolic, SketchProgress& progress,
                                            const ConstantSlice& slice) {
  unsigned ms = budgetMs(slice.constantTimeoutMs, deadline_);
  if (ms == 0) return outcome(Outcome::Unknown, ConstantMethod::Quantified);
  ++stats_.smtQueries;
  ++stats_.quantifiedQueries;
  verify::ConstantAnswer a = queries_.forAllInputs(cut_, symbolic, dl_, ms);
  stats_.constantSeconds += a.seconds;
  if (a.status == verify::ConstantStatus::NoConstants) return outcome(Outcome::NoConstants, ConstantMethod::Quantified);
  progress.quantifiedPending = false;
  if (a.status == verify::ConstantStatus::Found) {
    Checker checker(cut_, dl_, pool_, candidate, examples_, queryTimeoutMs_, deadline_, stats_);
    ConstantSolution out = outcome(Outcome::Open, ConstantMethod::Quantified);
    std::optional<semantics::TestInput> witness;
    if (checker.check(a.values, out.rewrite, witness) == Outcome::Proved) out.outcome = Outcome::Proved;
    return out;
  }
  progress.quantifiedPending = ranOutOfTime(a) && slice.constantTimeoutMs < constantTimeoutMs_;
  if (!progress.quantifiedPending) ++stats_.unknowns;
  return outcome(Outcome::Open, ConstantMethod::Quantified);
}

// CEGIS from the sketch's examples: constants from the examples, checked on the test vectors and
// by the prover; each failure adds its input to the examples.
ConstantSolution ConstantSolver::cegis(const Candidate& candidate, const ir::Function& symbolic, SketchProgress& progress,
                                       const ConstantSlice& slice) {
  Checker checker(cut_, dl_, pool_, candidate, examples_, queryTimeoutMs_, deadline_, stats_);
  ConstantSolution out = outcome(Outcome::Unknown, ConstantMethod::Cegis);
  std::vector<semantics::TestInput>& e = progress.examples;
  for (unsigned answered = 0; answered < slice.iterations && progress.iterations < kMaxCegisIterations; ++answered) {
    unsigned ms = budgetMs(slice.constantTimeoutMs, deadline_);
    if (ms == 0) return out;
    ++stats_.smtQueries;
    ++stats_.cegisIterations;
    verify::ConstantAnswer a = queries_.forExamples(cut_, symbolic, dl_, e, ms);
    stats_.constantSeconds += a.seconds;
    if (a.status == verify::ConstantStatus::NoConstants) return outcome(Outcome::NoConstants, ConstantMethod::Cegis);
    if (a.status == verify::ConstantStatus::Unknown) {
      if (ranOutOfTime(a) && slice.constantTimeoutMs < constantTimeoutMs_) out.outcome = Outcome::Open;
      else ++stats_.unknowns;
      return out;
    }
    ++progress.iterations;
    std::optional<semantics::TestInput> witness;
    Outcome o = checker.check(a.values, out.rewrite, witness);
    if (o == Outcome::Proved || o == Outcome::Unknown) {
      out.outcome = o;
      return out;
    }
    if (!witness || std::any_of(e.begin(), e.end(), [&](const auto& x) { return sameInput(x, *witness); })) return out;
    e.push_back(*witness);
  }
  if (progress.iterations >= kMaxCegisIterations) {
    ++stats_.sketchesGivenUp;
    return out;
  }
  out.outcome = Outcome::Open;
  return out;
}

ConstantMethod chooseConstantMethod(const ir::Function& cut, ConstantChoice choice) {
  if (choice == ConstantChoice::Cegis) return ConstantMethod::Cegis;
  if (choice == ConstantChoice::Quantified) return ConstantMethod::Quantified;
  unsigned bits = 0;
  for (auto& a : cut.arguments()) bits += a->type().totalBits();
  return bits <= 8 ? ConstantMethod::Quantified : ConstantMethod::Cegis;
}

ConstantSolution solveConstants(verify::ConstantQueries& queries, const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool,
                                const Candidate& candidate, Examples& examples, ConstantMethod method, bool enumerateSmall,
                                unsigned constantTimeoutMs, unsigned queryTimeoutMs, Clock::time_point deadline, SynthStats& stats) {
  ConstantSolver solver(queries, cut, dl, pool, examples, method, enumerateSmall, constantTimeoutMs, queryTimeoutMs, deadline, stats);
  SketchProgress progress;
  ConstantSolution s = solver.advance(candidate, progress, {ConstantSolver::kMaxCegisIterations, constantTimeoutMs});
  if (s.outcome == Outcome::Open) s.outcome = Outcome::Unknown;
  return s;
}

} // namespace theseus::synth
