#include "verify/EqualityProver.h"

#include "verify/ProductAbstraction.h"
#include "verify/SolverLimits.h"
#include "verify/TermValues.h"
#include "verify/Watchdog.h"

#include <algorithm>
#include <unordered_map>

namespace theseus::verify {

namespace {

// The answer of a fresh solver on `query` within `ms` of budget; on sat, `model` is its model.
z3::check_result checkWithin(const z3::expr& query, unsigned ms, std::optional<z3::model>* model) {
  z3::solver solver(query.ctx());
  limitByResources(solver, ms);
  solver.add(query);
  z3::check_result answer;
  {
    Watchdog watchdog(query.ctx(), std::max(1u, ms) * kWallPerMs + 200);
    answer = solver.check();
  }
  if (answer == z3::sat && model) *model = solver.get_model();
  return answer;
}

// The largest subterms of `r` that `t` also has (operations, not constants), outermost first.
std::vector<z3::expr> sharedSubterms(const z3::expr& t, const z3::expr& r) {
  std::unordered_set<unsigned> inT;
  for (const z3::expr& e : subtermsBottomUp(t)) inT.insert(e.id());
  std::vector<z3::expr> shared, pending{r};
  std::unordered_set<unsigned> seen;
  while (!pending.empty()) {
    z3::expr e = pending.back();
    pending.pop_back();
    if (!e.is_app() || e.num_args() == 0 || !seen.insert(e.id()).second) continue;
    if (inT.count(e.id()) && e.id() != r.id()) {
      shared.push_back(e);
      continue;
    }
    for (unsigned i = 0; i < e.num_args(); ++i) pending.push_back(e.arg(i));
  }
  return shared;
}

// `e` with each subterm that `fresh` maps (by id) replaced by its fresh constant, outermost
// occurrences first.
z3::expr replacedOutermost(const z3::expr& e, const std::unordered_map<unsigned, z3::expr>& fresh,
                           std::unordered_map<unsigned, z3::expr>& memo) {
  if (auto f = fresh.find(e.id()); f != fresh.end()) return f->second;
  if (!e.is_app() || e.num_args() == 0) return e;
  if (auto m = memo.find(e.id()); m != memo.end()) return m->second;
  z3::expr_vector args(e.ctx());
  for (unsigned i = 0; i < e.num_args(); ++i) args.push_back(replacedOutermost(e.arg(i), fresh, memo));
  z3::expr out = e.decl()(args);
  memo.emplace(e.id(), out);
  return out;
}


// `e` simplified with sums of monomials and the arguments of associative-commutative operations
// sorted, so that sums and bitwise terms built in different orders become one term.
z3::expr normalized(const z3::expr& e) {
  z3::params p(e.ctx());
  p.set("som", true);
  p.set("flat", true);
  p.set("bv_sort_ac", true);
  return e.simplify(p);
}

// The distinct conditions of the `ite`s in `e`, at most `limit` (nullopt when there are more).
std::optional<std::vector<z3::expr>> iteConditions(const z3::expr& e, size_t limit) {
  std::vector<z3::expr> out;
  std::unordered_set<unsigned> seen;
  for (const z3::expr& s : subtermsBottomUp(e)) {
    if (!s.is_app() || s.decl().decl_kind() != Z3_OP_ITE || !seen.insert(s.arg(0).id()).second) continue;
    if (out.size() == limit) return std::nullopt;
    out.push_back(s.arg(0));
  }
  return out;
}


// The one argument of the conjunction `e` that is not `true`, if there is exactly one.
std::optional<z3::expr> onlyNonTrueArgument(const z3::expr& e) {
  std::optional<z3::expr> only;
  for (unsigned i = 0; i < e.num_args(); ++i) {
    if (e.arg(i).is_true()) continue;
    if (only) return std::nullopt;
    only = e.arg(i);
  }
  return only;
}

// The conjuncts of `e`, with negated disjunctions, double negations and negated `true ∧ x`
// pushed through.
std::vector<z3::expr> conjunctsOf(const z3::expr& e) {
  std::vector<z3::expr> out, pending{e};
  while (!pending.empty()) {
    z3::expr x = pending.back();
    pending.pop_back();
    Z3_decl_kind kind = x.is_app() ? x.decl().decl_kind() : Z3_OP_UNINTERPRETED;
    if (kind == Z3_OP_AND) {
      for (unsigned i = 0; i < x.num_args(); ++i) pending.push_back(x.arg(i));
    } else if (kind == Z3_OP_NOT && x.arg(0).is_app() && x.arg(0).decl().decl_kind() == Z3_OP_OR) {
      for (unsigned i = 0; i < x.arg(0).num_args(); ++i) pending.push_back(!x.arg(0).arg(i));
    } else if (kind == Z3_OP_NOT && x.arg(0).is_app() && x.arg(0).decl().decl_kind() == Z3_OP_NOT) {
      pending.push_back(x.arg(0).arg(0));
    } else if (kind == Z3_OP_NOT && x.arg(0).is_app() && x.arg(0).decl().decl_kind() == Z3_OP_AND && onlyNonTrueArgument(x.arg(0))) {
      pending.push_back(!*onlyNonTrueArgument(x.arg(0)));
    } else if (!x.is_true()) {
      out.push_back(x);
    }
  }
  return out;
}

// The ids of the operations (applications with arguments) among the subterms of `e`.
std::unordered_set<unsigned> operationsOf(const z3::expr& e) {
  std::unordered_set<unsigned> out;
  for (const z3::expr& s : subtermsBottomUp(e))
    if (s.is_app() && s.num_args() > 0) out.insert(s.id());
  return out;
}

// Whether `s` multiplies two or more non-numeral factors.
bool isProductOfVariables(const z3::expr& s) {
  if (!s.is_app() || s.decl().decl_kind() != Z3_OP_BMUL) return false;
  unsigned variables = 0;
  for (unsigned i = 0; i < s.num_args(); ++i) variables += s.arg(i).is_numeral() ? 0 : 1;
  return variables >= 2;
}

// Gives each product of variables among the subterms of `e` that `fresh` has no constant for yet
// a fresh constant of its sort.
void addProductConstants(const z3::expr& e, std::unordered_map<unsigned, z3::expr>& fresh) {
  for (const z3::expr& s : subtermsBottomUp(e))
    if (isProductOfVariables(s) && !fresh.count(s.id()))
      fresh.emplace(s.id(), z3::expr(e.ctx(), Z3_mk_fresh_const(e.ctx(), "product", s.get_sort())));
}

// `e` with each product of two or more non-numeral factors replaced by a fresh constant (the same
// product by the same constant): a weakening, which keeps the facts about a product that only
// mention it whole (`sext(x * y) - sext(a)` against `sext(x * y - a)`).
z3::expr productsAsConstants(const z3::expr& e) {
  std::unordered_map<unsigned, z3::expr> fresh, memo;
  addProductConstants(e, fresh);
  return replacedOutermost(e, fresh, memo);
}

// The most operations a conjunct of the assumption may have to join a slice.
constexpr size_t kSliceConjunctOperations = 64;
// The most operations (summed over its conjuncts) of the first, smallest slice over products as
// constants: the wrap facts of a few subtractions, not the overflow circuits of the products'
// operands, which Z3 must bit-blast (10 times slower on seed 32's `f5` of clang_pairs.py).
constexpr size_t kSmallSliceOperations = 48;

}  // namespace

// Whether `t` = `r` is proved by cases on the conditions of their `ite`s (at most three): in each
// case both sides, with the conditions replaced by the case's values, are normalized and must be
// one term or proved equal within their share of `ms`. Sound because every assignment gives the
// conditions the values of some case, under which each side equals its replaced form.
bool equalByCases(const z3::expr& t, const z3::expr& r, unsigned ms) {
  z3::expr nt = normalized(t), nr = normalized(r);
  if (nt.id() == nr.id()) return true;
  std::optional<std::vector<z3::expr>> conds = iteConditions(nt == nr, 3);
  if (!conds || conds->empty()) return false;
  unsigned cases = 1u << conds->size();
  for (unsigned mask = 0; mask < cases; ++mask) {
    z3::expr_vector from(t.ctx()), to(t.ctx());
    for (size_t i = 0; i < conds->size(); ++i) {
      from.push_back((*conds)[i]);
      to.push_back(t.ctx().bool_val((mask >> i) & 1));
    }
    z3::expr ct = normalized(z3::expr(nt).substitute(from, to)), cr = normalized(z3::expr(nr).substitute(from, to));
    if (ct.id() == cr.id()) continue;
    unsigned share = std::max(1u, ms / cases);
    if (checkWithin(differenceOverShared(ct, cr), share / 2, nullptr) != z3::unsat && checkWithin(ct != cr, share / 2, nullptr) != z3::unsat)
      return false;
  }
  return true;
}

// `t` != `r` with the largest subterms they share replaced by fresh constants: a weakening (every
// assignment of the original is one of the fresh constants' values), so its unsatisfiability
// proves `t` = `r`. After earlier merges the two sides of a candidate often differ only in a
// thin top over one large shared operand (`(X ^ a) == -1` against `X == -1 - a`).
z3::expr differenceOverShared(const z3::expr& t, const z3::expr& r) {
  std::unordered_map<unsigned, z3::expr> fresh, memo;
  for (const z3::expr& s : sharedSubterms(t, r))
    fresh.emplace(s.id(), z3::expr(t.ctx(), Z3_mk_fresh_const(t.ctx(), "shared", s.get_sort())));
  return replacedOutermost(t, fresh, memo) != replacedOutermost(r, fresh, memo);
}

// The ids of the free constants of `e` (inputs, and product constants once products are
// replaced by them).
std::unordered_set<unsigned> supportOf(const z3::expr& e) {
  std::unordered_set<unsigned> out;
  for (const z3::expr& s : subtermsBottomUp(e))
    if (s.is_app() && s.num_args() == 0 && !s.is_numeral() && s.decl().decl_kind() == Z3_OP_UNINTERPRETED) out.insert(s.id());
  return out;
}

EqualityProver::EqualityProver(z3::context& c, const z3::expr& assumption)
    : assumption_(assumption), incremental_(c), conjuncts_(conjunctsOf(assumption)) {
  incremental_.add(assumption);
  for (const z3::expr& conjunct : conjuncts_) conjunctOperations_.push_back(operationsOf(conjunct));
  for (const z3::expr& conjunct : conjuncts_) addProductConstants(inAbstractContext(conjunct), productConstants_);
  for (size_t i = 0; i < conjuncts_.size(); ++i) {
    z3::expr abstract = overProductConstants(translated_[i]);
    size_t operations = operationsOf(abstract).size();
    if (operations > kSliceConjunctOperations) continue;
    abstractConjuncts_.push_back(abstract);
    abstractConjunctSizes_.push_back(operations);
    abstractConjunctSupports_.push_back(supportOf(abstract));
  }
}

z3::expr EqualityProver::overProductConstants(const z3::expr& e) {
  addProductConstants(e, productConstants_);
  return replacedOutermost(e, productConstants_, abstractMemo_);
}

z3::expr EqualityProver::inAbstractContext(const z3::expr& e) {
  translated_.push_back(z3::expr(abstractContext_, Z3_translate(e.ctx(), e, abstractContext_)));
  return translated_.back();
}

z3::check_result EqualityProver::prove(const z3::expr& t, const z3::expr& r, unsigned ms, std::optional<z3::model>& refutation) {
  unsigned quarter = std::max(1u, ms / 4);
  z3::expr differ = t != r;
  if (equalByCases(t, r, quarter)) return z3::unsat;
  z3::expr overShared = differenceOverShared(t, r);
  if (multipliesVariables(overShared) && checkWithin(productsAbstracted(overShared), std::max(1u, quarter / 4), nullptr) == z3::unsat)
    return z3::unsat;
  if (checkWithin(overShared, quarter, nullptr) == z3::unsat) return z3::unsat;
  if (checkWithin(differ, quarter, nullptr) == z3::unsat) return z3::unsat;
  if (multipliesVariables(differ) && checkWithin(productsAbstracted(differ), quarter, nullptr) == z3::unsat) return z3::unsat;
  if (provedOverProductsAsConstants(t, r, std::max(1u, ms / 2))) return z3::unsat;
  if (provedUnderWeakenedAssumption(t, r, quarter)) return z3::unsat;
  return underWholeAssumption(differ, ms, refutation);
}

// Whether `t` ≠ `r` is unsatisfiable within `ms` with every product of variables a constant (one
// per product, shared with the assumption's) and the assumption cut down to its small conjuncts
// that, so abstracted, speak only of the free constants of `t` and `r` (inputs and products).
// Where the slice of provedUnderWeakenedAssumption also takes the overflow circuits of the
// products inside `t` (they mention operations of the products' operands), this one keeps a
// product whole: `x*y*b - a <s c - a` against `x*y*b <s c` needs only the two subtractions' nsw
// facts, over {x*y*b, a} and {c, a}. Without products it still differs from that slice: the wrap
// fact of `c + 1` is written over sign extensions and shares no operation with `c <s 5a` against
// `!(5a <s c + 1)`, but it speaks only of c. The smallest such conjuncts are tried first, within `ms`
// (those two facts and the comparisons take Z3 about 65 ms: the wrap facts are bit-blasted), then
// all of them within a quarter of it. Sound for the same reasons: the conjuncts are implied by the
// assumption, and making the products constants is a weakening (every assignment gives each
// constant its product's value). All of it is built in the prover's own context, so that the
// terms and constants it makes leave the caller's context (and so the later queries' term order
// and the product abstraction's operand order) as they would be without this step.
bool EqualityProver::provedOverProductsAsConstants(const z3::expr& t, const z3::expr& r, unsigned ms) {
  z3::expr tt = inAbstractContext(t), tr = inAbstractContext(r);
  z3::expr at = overProductConstants(tt), ar = overProductConstants(tr);
  std::unordered_set<unsigned> support = supportOf(at);
  for (unsigned id : supportOf(ar)) support.insert(id);
  std::vector<size_t> within;
  for (size_t i = 0; i < abstractConjuncts_.size(); ++i) {
    const std::unordered_set<unsigned>& own = abstractConjunctSupports_[i];
    if (!own.empty() && std::all_of(own.begin(), own.end(), [&](unsigned id) { return support.count(id) > 0; })) within.push_back(i);
  }
  std::stable_sort(within.begin(), within.end(), [&](size_t a, size_t b) { return abstractConjunctSizes_[a] < abstractConjunctSizes_[b]; });
  z3::expr smallest = abstractContext_.bool_val(true), all = smallest;
  size_t operations = 0;
  for (size_t i : within) {
    if ((operations += abstractConjunctSizes_[i]) <= kSmallSliceOperations) smallest = smallest && abstractConjuncts_[i];
    all = all && abstractConjuncts_[i];
  }
  if (checkWithin(smallest && at != ar, ms, nullptr) == z3::unsat) return true;
  return operations > kSmallSliceOperations && checkWithin(all && at != ar, std::max(1u, ms / 4), nullptr) == z3::unsat;
}

// Whether `t` ≠ `r` is unsatisfiable together with the assumption weakened, each within half of
// `ms`: first only its small conjuncts that share an operation with `t` or `r` (the nsw fact of
// the very subtraction a candidate rewrites; not the overflow circuits of products, hundreds of
// bit operations each) with each product a fresh constant, then the whole assumption with its
// products abstracted. Conjuncts of the assumption are implied by it, and both product treatments
// are weakenings, so either answer unsat proves the candidate.
bool EqualityProver::provedUnderWeakenedAssumption(const z3::expr& t, const z3::expr& r, unsigned ms) {
  std::unordered_set<unsigned> ops = operationsOf(t);
  for (unsigned id : operationsOf(r)) ops.insert(id);
  z3::expr slice = t.ctx().bool_val(true);
  bool any = false;
  for (size_t i = 0; i < conjuncts_.size(); ++i) {
    const std::unordered_set<unsigned>& own = conjunctOperations_[i];
    if (own.size() > kSliceConjunctOperations) continue;
    if (!std::any_of(own.begin(), own.end(), [&](unsigned id) { return ops.count(id) > 0; })) continue;
    slice = slice && conjuncts_[i];
    any = true;
  }
  unsigned half = std::max(1u, ms / 2);
  if (any && checkWithin(productsAsConstants(slice && t != r), half, nullptr) == z3::unsat) return true;
  return multipliesVariables(assumption_) && checkWithin(productsAbstracted(assumption_ && t != r), half, nullptr) == z3::unsat;
}

// The exact check of `differ` under the whole assumption, incrementally, within `ms`.
z3::check_result EqualityProver::underWholeAssumption(const z3::expr& differ, unsigned ms, std::optional<z3::model>& refutation) {
  incremental_.push();
  incremental_.add(differ);
  limitByResources(incremental_, ms);
  z3::check_result answer;
  {
    Watchdog watchdog(differ.ctx(), std::max(1u, ms) * kWallPerMs + 200);
    answer = incremental_.check();
  }
  if (answer == z3::sat) refutation = incremental_.get_model();
  incremental_.pop();
  return answer;
}

}  // namespace theseus::verify
