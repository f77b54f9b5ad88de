#pragma once
// OverflowFacts: the overflow predicates of `add`, `sub` and `mul` with nsw or nuw an encoding
// built, by expression, with their operands. A predicate's formula (a one-bit-wider sum, or
// verify/ProductOverflow's circuit) does not say which operation it guards once it is built; a
// later attempt (verify/WideProducts.h) reads each recorded one as the statement about exact
// integers it is. Each record keeps its expressions alive, so their ids stay valid. Z3 flattens
// disjunctions as it builds them, so a product's circuit (a disjunction) may occur in a formula
// only as some of the arguments of a larger disjunction.
#include <z3++.h>

#include <unordered_map>

namespace theseus::verify {

enum class OverflowKind { SignedAdd, SignedSub, SignedMul, UnsignedAdd, UnsignedSub, UnsignedMul };

// `predicate` holds exactly when the `kind` of the w-bit `a` and `b` leaves [-2^(w-1), 2^(w-1))
// (signed kinds) or [0, 2^w) (unsigned kinds).
struct OverflowPredicate {
  OverflowKind kind;
  z3::expr a, b, predicate;
};

class OverflowFacts {
public:
  // Records `predicate` as the overflow of the `kind` of `a` and `b`; returns `predicate`.
  z3::expr record(OverflowKind kind, const z3::expr& a, const z3::expr& b, const z3::expr& predicate) {
    if (!byId_.count(predicate.id())) byId_.emplace(predicate.id(), OverflowPredicate{kind, a, b, predicate});
    bool product = kind == OverflowKind::SignedMul || kind == OverflowKind::UnsignedMul;
    if (product && !a.is_numeral() && !b.is_numeral()) productOfVariables_ = true;
    return predicate;
  }
  // The predicate recorded as the expression `e`, or null.
  const OverflowPredicate* find(const z3::expr& e) const {
    auto found = byId_.find(e.id());
    return found == byId_.end() ? nullptr : &found->second;
  }
  // Every recorded predicate, by the id of its expression.
  const std::unordered_map<unsigned, OverflowPredicate>& all() const { return byId_; }
  // Whether a recorded product's operands are both non-numerals.
  bool hasProductOfVariables() const { return productOfVariables_; }

private:
  std::unordered_map<unsigned, OverflowPredicate> byId_;
  bool productOfVariables_ = false;
};

}  // namespace theseus::verify
