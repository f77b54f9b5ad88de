#include "synth/minotaur/ConstantSolver.h"

#include "verify/ConstantQuery.h"
#include "verify/Refinement.h"

#include <algorithm>

namespace theseus::synth {

namespace {

using Clock = std::chrono::steady_clock;
using Outcome = ConstantSolution::Outcome;

// The longest CEGIS may run on one candidate, in iterations.
constexpr unsigned kMaxCegisIterations = 24;
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

// Substitutes `values`, filters the rewrite on the test vectors, then proves it. On a failing
// test or a counterexample, the distinguishing input is returned in `witness`.
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

// CEGIS: constants from the examples, checked on the test vectors and by the prover; each failure
// adds its input to the examples.
ConstantSolution cegis(verify::ConstantQueries& queries, const ir::Function& cut, const ir::DataLayout& dl, const ir::Function& symbolic, Checker& checker,
                       Examples& examples, unsigned queryTimeoutMs, Clock::time_point deadline, SynthStats& stats) {
  ConstantSolution out;
  out.method = ConstantMethod::Cegis;
  std::vector<semantics::TestInput> e = examples.informative(kInitialExamples);
  for (unsigned i = 0; i < kMaxCegisIterations; ++i) {
    unsigned ms = budgetMs(queryTimeoutMs, deadline);
    if (ms == 0) return out;
    ++stats.smtQueries;
    ++stats.cegisIterations;
    verify::ConstantAnswer a = queries.forExamples(cut, symbolic, dl, e, ms);
    stats.constantSeconds += a.seconds;
    if (a.status == verify::ConstantStatus::NoConstants) {
      out.outcome = Outcome::NoConstants;
      return out;
    }
    if (a.status == verify::ConstantStatus::Unknown) {
      ++stats.unknowns;
      return out;
    }
    std::optional<semantics::TestInput> witness;
    Outcome o = checker.check(a.values, out.rewrite, witness);
    if (o == Outcome::Proved || o == Outcome::Unknown) {
      out.outcome = o;
      return out;
    }
    if (!witness || std::any_of(e.begin(), e.end(), [&](const auto& x) { return sameInput(x, *witness); })) return out;
    e.push_back(*witness);
  }
  return out;
}

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

// The bits of all symbolic constants of `c`.
unsigned constantBits(const Candidate& c) {
  unsigned bits = 0;
  for (int n : c.constantNodes()) bits += c.nodes()[n].type.totalBits();
  return bits;
}

} // namespace

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
  Checker checker(cut, dl, pool, candidate, examples, queryTimeoutMs, deadline, stats);
  unsigned bits = constantBits(candidate);
  if (enumerateSmall && bits <= kMaxEnumeratedBits) return enumerateConstants(candidate, bits, checker, deadline);
  auto symbolic = buildCandidate(cut, pool, candidate, BuildMode::Symbolic);
  if (method == ConstantMethod::Quantified) {
    unsigned ms = budgetMs(constantTimeoutMs, deadline);
    if (ms == 0) return {};
    ++stats.smtQueries;
    ++stats.quantifiedQueries;
    verify::ConstantAnswer a = queries.forAllInputs(cut, *symbolic, dl, ms);
    stats.constantSeconds += a.seconds;
    ConstantSolution out;
    out.method = ConstantMethod::Quantified;
    if (a.status == verify::ConstantStatus::NoConstants) {
      out.outcome = Outcome::NoConstants;
      return out;
    }
    if (a.status == verify::ConstantStatus::Found) {
      std::optional<semantics::TestInput> witness;
      out.outcome = checker.check(a.values, out.rewrite, witness);
      if (out.outcome == Outcome::Proved) return out;
    } else {
      ++stats.unknowns;
    }
  }
  return cegis(queries, cut, dl, *symbolic, checker, examples, constantTimeoutMs, deadline, stats);
}

} // namespace theseus::synth
