#include "verify/EquivalenceSweep.h"

#include "verify/EqualityProver.h"
#include "verify/SolverLimits.h"
#include "verify/Watchdog.h"
#include "verify/TermValues.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <set>
#include <random>
#include <unordered_map>
#include <unordered_set>

namespace theseus::verify {

namespace {

using Clock = std::chrono::steady_clock;

// The CPU time the calling thread (the one running Z3) has used, in milliseconds.
unsigned threadCpuMs() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return unsigned(now.tv_sec * 1000 + now.tv_nsec / 1000000);
}

// The free constants of `order` that have a value (bit-vectors up to 128 bits, Booleans).
std::vector<z3::expr> freeInputs(const std::vector<z3::expr>& order) {
  std::vector<z3::expr> inputs;
  for (const z3::expr& e : order)
    if (e.is_app() && e.num_args() == 0 && !e.is_numeral() && e.decl().decl_kind() == Z3_OP_UNINTERPRETED && valueWidth(e))
      inputs.push_back(e);
  return inputs;
}

// A random value of `w` bits, biased towards the values programs' edge cases use: small
// numbers of either sign, powers of two and their neighbours, and numbers of every magnitude.
TermValue biasedValue(std::mt19937_64& rng, unsigned w) {
  TermValue mask = w >= 128 ? ~TermValue(0) : (TermValue(1) << w) - 1;
  TermValue v;
  switch (rng() % 4) {
  case 0: v = TermValue(int64_t(rng() % 9) - 4); break;
  case 1: v = (TermValue(1) << (rng() % w)) + TermValue(int64_t(rng() % 3) - 1); break;
  default: v = (TermValue(rng()) << 64 | rng()) >> (128 - 1 - rng() % w); break;
  }
  if (rng() % 4 == 0) v = -v;
  return v & mask;
}

// Each kept sample's value of every term known in all of them, by term id.
using Signatures = std::unordered_map<unsigned, std::vector<TermValue>>;

// Appends the values of one sample to `signatures` (the first sample when `first`); a term
// without a value in this sample loses its signature.
void addSample(Signatures& signatures, const std::vector<z3::expr>& order, const std::unordered_map<unsigned, TermValue>& values,
               bool first) {
  for (const z3::expr& e : order) {
    auto v = values.find(e.id());
    auto sig = signatures.find(e.id());
    if (first && v != values.end()) signatures[e.id()].push_back(v->second);
    else if (sig != signatures.end() && v != values.end()) sig->second.push_back(v->second);
    else if (sig != signatures.end()) signatures.erase(sig);
  }
}

// The values `model` gives the free constants `inputs`.
std::unordered_map<unsigned, TermValue> assignmentOf(const z3::model& model, const std::vector<z3::expr>& inputs) {
  std::unordered_map<unsigned, TermValue> assignment;
  for (const z3::expr& in : inputs) {
    z3::expr v = model.eval(in, true);
    if (v.is_numeral()) assignment.emplace(in.id(), numeralValue(v));
    else if (v.is_true() || v.is_false()) assignment.emplace(in.id(), v.is_true() ? 1 : 0);
  }
  return assignment;
}

// The numeral with the value `v` of the sort of `like`.
z3::expr numeralLike(const z3::expr& like, TermValue v) {
  if (like.is_bool()) return like.ctx().bool_val(v != 0);
  unsigned w = like.get_sort().bv_size();
  std::string digits;
  do {
    digits.insert(digits.begin(), char('0' + unsigned(v % 10)));
    v /= 10;
  } while (v);
  return like.ctx().bv_val(digits.c_str(), w);
}

// Adds the sample `assignment` when `assumption` holds under it; whether it was added.
bool keepIfDefined(Signatures& signatures, const std::vector<z3::expr>& order, const z3::expr& assumption,
                   const std::unordered_map<unsigned, TermValue>& assignment, unsigned& kept) {
  std::unordered_map<unsigned, TermValue> values = evaluateTerms(order, assignment);
  auto holds = values.find(assumption.id());
  if (holds == values.end() || holds->second != 1) return false;
  addSample(signatures, order, values, kept++ == 0);
  return true;
}

// Budget of one solver-completed sample, in milliseconds (verify/SolverLimits.h).
constexpr unsigned kCompletionMs = 40;

// Assignments satisfying `assumption` found by the solver from partial random ones: about half of
// the inputs fixed to biased random values, the rest completed by the solver (`assumption` rarely
// holds on wholly random inputs when it forbids a product of products from overflowing), until
// `kept` reaches the limit, `attempts` are used or `until` passes.
void addCompletedSamples(Signatures& signatures, const std::vector<z3::expr>& order, const z3::expr& assumption,
                         const std::vector<z3::expr>& inputs, std::mt19937_64& rng, unsigned attempts, unsigned wanted,
                         Clock::time_point until, unsigned& kept) {
  z3::solver solver(assumption.ctx());
  solver.add(assumption);
  limitByResources(solver, kCompletionMs);
  for (unsigned attempt = 0; attempt < attempts && kept < wanted && Clock::now() < until; ++attempt) {
    solver.push();
    for (const z3::expr& in : inputs)
      if (rng() % 2) solver.add(in == numeralLike(in, biasedValue(rng, valueWidth(in))));
    z3::check_result answer;
    {
      Watchdog watchdog(assumption.ctx(), kCompletionMs * kWallPerMs + 200);
      answer = solver.check();
    }
    if (answer == z3::sat) keepIfDefined(signatures, order, assumption, assignmentOf(solver.get_model(), inputs), kept);
    solver.pop();
  }
}

// Whether the evaluator (TermValues.h) gives `assumption` a value under an assignment of its free
// constants: whether a term has a value depends only on its form (its sorts and operators), not on
// the values, so one assignment (all zero) answers for every sample. An assumption that reads a
// memory array has none, and no sample of it can ever be kept.
bool assumptionEvaluable(const std::vector<z3::expr>& order, const z3::expr& assumption) {
  std::unordered_map<unsigned, TermValue> zeros;
  for (const z3::expr& in : freeInputs(order)) zeros.emplace(in.id(), 0);
  return evaluateTerms(order, zeros).count(assumption.id()) != 0;
}

// Samples assignments satisfying `assumption` and the values of every term under them: random
// ones first, then, when too few of them satisfy it, ones the solver completes (for at most a
// quarter of the sweep's budget). None when the evaluator cannot give `assumption` a value.
Signatures sampleSignatures(const std::vector<z3::expr>& order, const z3::expr& assumption, const SweepLimits& limits,
                            Clock::time_point until, unsigned& kept) {
  std::vector<z3::expr> inputs = freeInputs(order);
  std::mt19937_64 rng(0x5eed);
  Signatures signatures;
  kept = 0;
  if (!assumptionEvaluable(order, assumption)) return signatures;
  for (unsigned draw = 0; draw < limits.draws && kept < limits.samples && Clock::now() < until; ++draw) {
    std::unordered_map<unsigned, TermValue> assignment;
    for (const z3::expr& in : inputs) assignment.emplace(in.id(), biasedValue(rng, valueWidth(in)));
    keepIfDefined(signatures, order, assumption, assignment, kept);
  }
  Clock::time_point completionsUntil = std::min(until, Clock::now() + std::chrono::milliseconds(limits.totalMs / 4));
  if (kept < limits.samples)
    addCompletedSamples(signatures, order, assumption, inputs, rng, limits.completions, limits.samples, completionsUntil, kept);
  return signatures;
}

// A key grouping terms of one sort whose sampled values agree.
struct ClassKey {
  bool isBool;
  unsigned width;
  std::vector<TermValue> values;
  bool operator<(const ClassKey& o) const {
    return std::tie(isBool, width, values) < std::tie(o.isBool, o.width, o.values);
  }
};

// `e` with its arguments replaced by their rebuilt forms (the same expression when none changed).
z3::expr rebuilt(const z3::expr& e, const std::unordered_map<unsigned, z3::expr>& now) {
  if (!e.is_app() || e.num_args() == 0) return e;
  z3::expr_vector args(e.ctx());
  bool changed = false;
  for (unsigned i = 0; i < e.num_args(); ++i) {
    auto r = now.find(e.arg(i).id());
    z3::expr a = r == now.end() ? e.arg(i) : r->second;
    changed = changed || a.id() != e.arg(i).id();
    args.push_back(a);
  }
  return changed ? e.decl()(args) : e;
}


bool allEqual(const std::vector<TermValue>& values) {
  return std::all_of(values.begin(), values.end(), [&](TermValue v) { return v == values.front(); });
}

// Whether `e` is a word-level term: a bit-vector operation of at least 2 bits or a comparison of
// such. The bits and connectives inside a circuit (as verify/ProductOverflow builds) are many and
// follow once their words are merged, so they are not tried on their own.
bool isWordLevel(const z3::expr& e) {
  if (e.is_numeral() || !e.is_app() || e.num_args() == 0) return false;
  if (e.is_bv()) return e.get_sort().bv_size() >= 2;
  switch (e.decl().decl_kind()) {
  case Z3_OP_EQ: case Z3_OP_DISTINCT: case Z3_OP_ULEQ: case Z3_OP_UGEQ: case Z3_OP_ULT: case Z3_OP_UGT:
  case Z3_OP_SLEQ: case Z3_OP_SGEQ: case Z3_OP_SLT: case Z3_OP_SGT:
    return e.arg(0).is_bv() && e.arg(0).get_sort().bv_size() >= 2;
  default: return false;
  }
}

// A value a candidate may be merged into: an earlier subterm (as built now) or a constant.
struct Representative {
  z3::expr current;
  std::optional<unsigned> originalId;
  std::optional<TermValue> constant;
  bool negated = false;  // the negation of the Boolean term `originalId`
};

// The sampled values of a Boolean with values `sig`, negated.
std::vector<TermValue> negatedValues(const std::vector<TermValue>& sig) {
  std::vector<TermValue> out;
  for (TermValue v : sig) out.push_back(v ? 0 : 1);
  return out;
}

// One sweep over the subterms of `assumption && rest`, bottom-up (sweptQuery's contract).
class Sweeper {
public:
  Sweeper(z3::context& c, const z3::expr& assumption, const SweepLimits& limits, const Deadline& deadline,
          Clock::time_point until, unsigned cpuBudgetMs)
      : prover_(c, assumption), limits_(limits), deadline_(deadline), until_(until), cpuEnd_(threadCpuMs() + cpuBudgetMs) {}

  // `rest` rebuilt with every proved merge, given the subterms in `order` and their signatures.
  // The candidates are the subterms only `rest` has (tgt's own terms): a subterm the assumption
  // shares is the same term on both sides.
  z3::expr sweep(const z3::expr& assumption, const z3::expr& rest, const std::vector<z3::expr>& order,
                 const Signatures& signatures, SweepStats& stats) {
    order_ = &order;
    std::unordered_set<unsigned> inRest;
    for (const z3::expr& e : subtermsBottomUp(rest)) inRest.insert(e.id());
    for (const z3::expr& e : subtermsBottomUp(assumption)) inRest.erase(e.id());
    for (const z3::expr& e : order) {
      z3::expr current = rebuilt(e, now_);
      auto sig = signatures.find(e.id());
      if (sig != signatures.end()) current = visit(e, current, sig->second, inRest.count(e.id()) > 0, stats);
      if (current.id() != e.id()) now_.emplace(e.id(), current);
    }
    auto r = now_.find(rest.id());
    return r == now_.end() ? rest : r->second;
  }

private:
  // `e` (built now as `current`) merged into a representative when that is proved: the constant
  // its samples agree on, then its class's earlier members and (a Boolean) the negations of the
  // members of the class of its negated values, smallest first, each unless a refuting assignment already told
  // them apart (at most `kTriesPerTerm` proofs). Every term joins its class's members.
  z3::expr visit(const z3::expr& e, const z3::expr& current, const std::vector<TermValue>& sig, bool inRest, SweepStats& stats) {
    ClassKey key{e.is_bool(), valueWidth(e), sig};
    z3::expr merged = inRest && isWordLevel(e) ? mergedIntoClass(e, current, representatives(e, key), stats) : current;
    if (merged.id() == current.id()) membersOf_[key].push_back(Representative{current, e.id(), std::nullopt});
    return merged;
  }

  static constexpr unsigned kTriesPerTerm = 3;

  // The representatives a term of class `key` may be merged into, in the order they are tried.
  std::vector<Representative> representatives(const z3::expr& e, const ClassKey& key) {
    std::vector<Representative> reps;
    if (allEqual(key.values)) reps.push_back(Representative{numeralLike(e, key.values.front()), std::nullopt, key.values.front()});
    const std::vector<Representative>& members = membersOfClass(key);
    reps.insert(reps.end(), members.begin(), members.end());
    if (!key.isBool || allEqual(key.values)) return reps;
    for (const Representative& m : membersOfClass(ClassKey{true, key.width, negatedValues(key.values)}))
      reps.push_back(Representative{!m.current, m.originalId, std::nullopt, true});
    std::stable_sort(reps.begin(), reps.end(), [&](const Representative& a, const Representative& b) {
      return !a.constant && !b.constant ? sizeOf(a.current) < sizeOf(b.current) : a.constant && !b.constant;
    });
    return reps;
  }

  // The members class `key` has so far (none when no term of it was visited); adds no class.
  const std::vector<Representative>& membersOfClass(const ClassKey& key) const {
    static const std::vector<Representative> none;
    auto found = membersOf_.find(key);
    return found == membersOf_.end() ? none : found->second;
  }

  // The number of distinct subterms of `e` (memoized).
  size_t sizeOf(const z3::expr& e) {
    auto found = sizes_.find(e.id());
    if (found != sizes_.end()) return found->second;
    size_t n = subtermsBottomUp(e).size();
    sizes_.emplace(e.id(), n);
    return n;
  }

  // `current` replaced by the first of `reps` proved equal to it, or `current` itself; a proof
  // that ends unknown ends the search (the next would likely cost as much).
  z3::expr mergedIntoClass(const z3::expr& e, const z3::expr& current, const std::vector<Representative>& reps, SweepStats& stats) {
    unsigned tries = 0;
    for (const Representative& rep : reps) {
      if (rep.current.id() == current.id()) return current;
      if (tries == kTriesPerTerm || !budgetLeft(stats)) break;
      if (refuted(e, rep) || !triedPairs_.insert({current.id(), rep.current.id()}).second) continue;
      ++tries;
      z3::check_result answer = proofOfEqual(current, rep, stats);
      if (answer == z3::unsat) return rep.current;
      if (answer == z3::unknown) break;
    }
    return current;
  }

  // The answer of proving `current` = `rep` under the assumption; a refuting model is learned.
  z3::check_result proofOfEqual(const z3::expr& current, const Representative& rep, SweepStats& stats) {
    ++stats.tried;
    unsigned used = threadCpuMs(), left = used < cpuEnd_ ? cpuEnd_ - used : 1;
    std::optional<z3::model> refutation;
    z3::check_result answer = prover_.prove(current, rep.current, std::min(limits_.lemmaMs, std::max(1u, left)), refutation);
    if (refutation) learnRefutation(*refutation);
    if (answer == z3::unsat) ++stats.proved;
    return answer;
  }

  bool budgetLeft(const SweepStats& stats) const {
    return stats.tried < limits_.maxLemmas && threadCpuMs() < cpuEnd_ && Clock::now() < until_ && !deadline_.passed();
  }

  // Whether an assignment that satisfies the assumption already told `e` and `rep` apart.
  bool refuted(const z3::expr& e, const Representative& rep) const {
    for (const auto& values : refutations_) {
      auto ev = values.find(e.id());
      std::optional<TermValue> rv = rep.constant;
      if (rep.originalId)
        if (auto found = values.find(*rep.originalId); found != values.end()) rv = rep.negated ? TermValue(found->second ? 0 : 1) : found->second;
      if (ev != values.end() && rv && ev->second != *rv) return true;
    }
    return false;
  }

  // Records the values of every subterm under `model` (it satisfies the assumption).
  void learnRefutation(const z3::model& model) {
    refutations_.push_back(evaluateTerms(*order_, assignmentOf(model, freeInputs(*order_))));
  }

  EqualityProver prover_;
  const SweepLimits& limits_;
  const Deadline& deadline_;
  Clock::time_point until_;
  unsigned cpuEnd_;
  const std::vector<z3::expr>* order_ = nullptr;
  std::map<ClassKey, std::vector<Representative>> membersOf_;
  std::unordered_map<unsigned, size_t> sizes_;
  std::unordered_map<unsigned, z3::expr> now_;
  std::vector<std::unordered_map<unsigned, TermValue>> refutations_;
  std::set<std::pair<unsigned, unsigned>> triedPairs_;
};

}  // namespace

z3::expr sweptQuery(z3::context& c, const z3::expr& assumption, const z3::expr& rest, const SweepLimits& limits,
                    const Deadline& deadline, SweepStats* stats) {
  unsigned cpuBudgetMs = std::min(limits.totalMs, deadline.remainingMs());
  Clock::time_point until = Clock::now() + std::chrono::milliseconds(std::min(4 * limits.totalMs, deadline.remainingMs() / 2));
  z3::expr whole = assumption && rest;
  std::vector<z3::expr> order = subtermsBottomUp(whole);
  SweepStats local;
  Signatures signatures = sampleSignatures(order, assumption, limits, until, local.samples);
  if (local.samples >= 8) {
    Sweeper sweeper(c, assumption, limits, deadline, until, cpuBudgetMs);
    whole = assumption && sweeper.sweep(assumption, rest, order, signatures, local);
  }
  if (stats) *stats = local;
  return whole;
}

}  // namespace theseus::verify
