#pragma once
// EqualityProver: proves one candidate equality t = r under a fixed assumption A (src is
// defined), for the equivalence sweep (verify/EquivalenceSweep.h). A candidate is cheap to prove
// in one of several forms and expensive in the others, so the prover tries a ladder of cheap,
// sound attempts before the one exact check:
//   1. by cases: both sides normalized (sums of monomials, sorted associative-commutative
//      arguments) are one term, or are after fixing the conditions of their `ite`s (≤ 3);
//   2. over shared operands: the largest subterms both sides share become fresh constants, first
//      with the products of the result abstracted (verify/ProductAbstraction.h), then exactly;
//   3. as an identity, without A, in a fresh solver;
//   4. as an identity with its products abstracted (verify/ProductAbstraction.h);
//   5. under A weakened: with products (if any) as constants, its small conjuncts over only the
//      inputs and products of t and r; then its small conjuncts that mention an operation of t or r,
//      products as fresh constants; then the whole of A with its products abstracted;
//   6. under the whole of A, in one incremental solver (A bit-blasted once for all candidates).
// Steps 1-5 only ever answer "proved": each checks a formula whose unsatisfiability implies that
// A ∧ t ≠ r is unsatisfiable (a weakening, an instance or a case split; see each function).
// Step 6 is exact and its model, on sat, tells t and r apart under A.
// Budgets are Z3 resource units (about one millisecond of CPU time per millisecond asked for), with
// wall time only as a backstop, so a loaded machine gets the same answers, later.
#include <z3++.h>

#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace theseus::verify {

// Whether `t` = `r` is proved by cases (step 1), each case's solver check within its share of `ms`.
bool equalByCases(const z3::expr& t, const z3::expr& r, unsigned ms);

// `t` != `r` with the largest subterms both share replaced by fresh constants (step 2).
z3::expr differenceOverShared(const z3::expr& t, const z3::expr& r);

class EqualityProver {
public:
  // A prover under `assumption` (borrowed for the prover's life; quantifier-free).
  EqualityProver(z3::context& c, const z3::expr& assumption);

  // unsat when `t` = `r` is proved under the assumption within about 2 × `ms` of budget; sat, with
  // `refutation` set to a model of the assumption where they differ; unknown otherwise.
  z3::check_result prove(const z3::expr& t, const z3::expr& r, unsigned ms, std::optional<z3::model>& refutation);

private:
  bool provedOverProductsAsConstants(const z3::expr& t, const z3::expr& r, unsigned ms);
  bool provedUnderWeakenedAssumption(const z3::expr& t, const z3::expr& r, unsigned ms);
  // `e`, a term of the prover's own context, with its products of variables replaced by their
  // constants (new ones for products the prover has not seen), memoized across candidates.
  z3::expr overProductConstants(const z3::expr& e);
  // `e` (of the caller's context) translated into the prover's own context.
  z3::expr inAbstractContext(const z3::expr& e);
  z3::check_result underWholeAssumption(const z3::expr& differ, unsigned ms, std::optional<z3::model>& refutation);

  z3::expr assumption_;
  z3::solver incremental_;
  std::vector<z3::expr> conjuncts_;
  std::vector<std::unordered_set<unsigned>> conjunctOperations_;
  z3::context abstractContext_;  // the products-as-constants step's terms (declared before them)
  // Every term translated into it, kept alive so that the ids the maps below are keyed by stay
  // theirs (Z3 reuses the id of a freed term).
  std::vector<z3::expr> translated_;
  std::unordered_map<unsigned, z3::expr> productConstants_, abstractMemo_;
  std::vector<z3::expr> abstractConjuncts_;  // the small ones, products as constants
  std::vector<std::unordered_set<unsigned>> abstractConjunctSupports_;
  std::vector<size_t> abstractConjunctSizes_;  // their numbers of operations
};

}  // namespace theseus::verify
