#include "verify/memory/LoadMerging.h"

#include "verify/ArrayReads.h"
#include "verify/Encoding.h"
#include "verify/SolverLimits.h"
#include "verify/Watchdog.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <unordered_set>

namespace theseus::verify {

namespace {

using Clock = std::chrono::steady_clock;

// The most if-then-else nodes resolving one lemma's array reads may add (as Refinement.cpp's).
constexpr unsigned kMaxArrayReadNodes = 200000;

// `e` with its array reads resolved (verify/ArrayReads.h), or `e` when that grows too large.
z3::expr resolved(const z3::expr& e, const Deadline& deadline) {
  std::optional<z3::expr> out = expandArrayReads(e, &deadline, kMaxArrayReadNodes);
  return out ? *out : e;
}

// Whether every byte of `a` equals the byte at its position in `b` (as many bytes).
z3::expr sameBytes(const std::vector<z3::expr>& a, const std::vector<z3::expr>& b) {
  z3::expr out = a.front().ctx().bool_val(true);
  for (size_t k = 0; k < a.size(); ++k) out = out && a[k] == b[k];
  return out;
}

bool identical(const std::vector<z3::expr>& a, const std::vector<z3::expr>& b) {
  for (size_t k = 0; k < a.size(); ++k)
    if (a[k].id() != b[k].id()) return false;
  return true;
}

// A formula, asked whether it forces pairs of byte terms equal: each pair by a fresh solver of the
// qfaufbv tactic (what is left once the array reads are resolved; Z3's incremental core, which a
// solver kept across pairs would use, is many times slower on these bit-vector queries).
class Prover {
public:
  Prover(const z3::expr& holds, const Deadline& deadline) : holds_(resolved(holds, deadline)) {}

  // unsat when the formula forces `equal`; on sat, `model` is a model of it where `equal` fails.
  z3::check_result check(const z3::expr& equal, unsigned ms, const Deadline& deadline, std::optional<z3::model>& model) {
    z3::context& c = equal.ctx();
    z3::solver solver = z3::tactic(c, "qfaufbv").mk_solver();
    z3::params params(c);
    params.set("timeout", std::max(1u, ms));
    params.set("max_memory", memoryLimitMb());
    solver.set(params);
    solver.add(holds_);
    solver.add(resolved(!equal, deadline));
    z3::check_result answer;
    {
      Watchdog watchdog(c, ms + 200);
      answer = solver.check();
    }
    if (answer == z3::sat) model = solver.get_model();
    return answer;
  }

private:
  z3::expr holds_;
};

// The pairs' proofs: first under the hypothesis (small, milliseconds a pair), then, when its
// counterexample falsifies the assumption, under the whole assumption; and the models of the
// assumption that refuted pairs so far.
class LoadMerger {
public:
  LoadMerger(const z3::expr& assumption, const z3::expr& hypothesis, const LoadMergeLimits& limits, const Deadline& deadline)
      : assumption_(assumption), hypothesis_(hypothesis), limits_(limits), deadline_(deadline),
        until_(Clock::now() + std::chrono::milliseconds(std::min(limits.totalMs, deadline.remainingMs()))) {}

  // Whether the assumption forces `tgt` equal to `src` byte by byte, proved within the limits.
  bool provedEqual(const std::vector<z3::expr>& tgt, const std::vector<z3::expr>& src, LoadMergeStats& stats) {
    z3::expr equal = sameBytes(tgt, src);
    if (!sampled_) sampleAssumption();
    if (refuted(equal) || !budgetLeft(stats)) return false;
    ++stats.tried;
    std::optional<z3::model> model;
    if (!underHypothesis_) underHypothesis_.emplace(hypothesis_, deadline_);
    z3::check_result answer = underHypothesis_->check(equal, std::min(limits_.lemmaMs, msLeft()), deadline_, model);
    if (answer != z3::sat) return answer == z3::unsat;
    if (model->eval(assumption_, true).is_true()) {
      refutations_.push_back(*model);
      return false;
    }
    if (!budgetLeft(stats)) return false;
    if (!underAssumption_) underAssumption_.emplace(assumption_, deadline_);
    model.reset();
    answer = underAssumption_->check(equal, std::min(limits_.wholeAssumptionMs, msLeft()), deadline_, model);
    if (model) refutations_.push_back(*model);
    return answer == z3::unsat;
  }

private:
  // Records a model of the assumption, if one is found within wholeAssumptionMs: it refutes at
  // once the pairs it tells apart (most pairs of reads of different places).
  void sampleAssumption() {
    sampled_ = true;
    underAssumption_.emplace(assumption_, deadline_);
    std::optional<z3::model> model;
    underAssumption_->check(assumption_.ctx().bool_val(false), std::min(limits_.wholeAssumptionMs, msLeft()), deadline_, model);
    if (model) refutations_.push_back(*model);
  }

  unsigned msLeft() const {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until_ - Clock::now()).count();
    return unsigned(std::max<long long>(1, std::min<long long>(left, deadline_.remainingMs())));
  }
  bool budgetLeft(const LoadMergeStats& stats) const {
    return stats.tried < limits_.maxLemmas && Clock::now() < until_ && !deadline_.passed();
  }
  // Whether a model of the assumption found so far makes `equal` false.
  bool refuted(const z3::expr& equal) const {
    for (const z3::model& m : refutations_)
      if (m.eval(equal, true).is_false()) return true;
    return false;
  }

  z3::expr assumption_, hypothesis_;
  const LoadMergeLimits& limits_;
  const Deadline& deadline_;
  Clock::time_point until_;
  std::optional<Prover> underHypothesis_, underAssumption_;
  bool sampled_ = false;
  std::vector<z3::model> refutations_;
};

} // namespace

z3::expr mergedLoads(const z3::expr& assumption, const z3::expr& hypothesis, const z3::expr& rest,
                     const std::vector<std::vector<z3::expr>>& srcReads, const std::vector<std::vector<z3::expr>>& tgtReads,
                     const LoadMergeLimits& limits, const Deadline& deadline, LoadMergeStats* stats) {
  LoadMergeStats local;
  z3::context& c = assumption.ctx();
  z3::expr_vector from(c), to(c);
  std::unordered_set<unsigned> replaced;
  if (!srcReads.empty() && !tgtReads.empty()) {
    LoadMerger merger(assumption, hypothesis, limits, deadline);
    for (const auto& tgt : tgtReads) {
      if (tgt.empty() || replaced.count(tgt.front().id())) continue;
      for (const auto& src : srcReads) {
        if (src.size() != tgt.size() || identical(src, tgt) || !merger.provedEqual(tgt, src, local)) continue;
        ++local.merged;
        for (size_t k = 0; k < tgt.size(); ++k)
          if (tgt[k].id() != src[k].id() && replaced.insert(tgt[k].id()).second) {
            from.push_back(tgt[k]);
            to.push_back(src[k]);
          }
        break;
      }
    }
  }
  if (stats) *stats = local;
  z3::expr out = rest;
  if (!from.empty()) out = out.substitute(from, to);
  return assumption && out;
}

z3::expr violationWithMergedLoads(const Encoding& enc, const z3::expr& violation, const Deadline& deadline, LoadMergeStats* stats) {
  if (!enc.sourceMemory() || !enc.targetMemory()) return violation;
  if (!violation.is_app() || violation.decl().decl_kind() != Z3_OP_AND || violation.num_args() < 2) return violation;
  if (violation.arg(0).id() != (!enc.source().ub).id()) return violation;
  const auto& srcReads = enc.sourceMemory()->reads();
  const auto& tgtReads = enc.targetMemory()->reads();
  if (srcReads.empty() || tgtReads.empty()) return violation;
  z3::expr_vector rest(violation.ctx());
  for (unsigned i = 1; i < violation.num_args(); ++i) rest.push_back(violation.arg(i));
  LoadMergeLimits limits;
  limits.totalMs = std::min(limits.totalMs, deadline.remainingMs() / 4);
  return mergedLoads(violation.arg(0), enc.memoryAssumptions(), z3::mk_and(rest), srcReads, tgtReads, limits, deadline, stats);
}

} // namespace theseus::verify
