#pragma once
// A rule's instances in the Theseus IR: the form the verifier proves and the evaluator runs, and
// the concrete instances the lit tests and the precondition learner use.
#include "rules/Rule.h"

#include <memory>
#include <optional>
#include <vector>

namespace theseus::rules {

// A source and a target function of one signature, named @src and @tgt.
struct InstancePair {
  std::unique_ptr<ir::Function> src, tgt;
};

// The rule at W = `w` with its symbols as arguments: the rule's inputs, then one noundef
// argument per symbol (named C1, C2, ...), in both functions; the target's constant expressions
// are instructions over those arguments, and with `withPrecondition` the source begins with
// `llvm.assume(precondition)` (so where the precondition is false or poison the source has UB
// and any target refines it). Proving this pair proves the rule at `w` for every constant.
// nullopt when the rule is ill-typed at `w`.
std::optional<InstancePair> symbolicInstance(const Rule& rule, unsigned w, bool withPrecondition);

// The rule at W = `w` with each symbol bound to `values[i]` (of the symbol's width at `w`): the
// rule's inputs as arguments, the symbols as literals, the target's constant expressions folded.
// nullopt when ill-typed at `w`, or when a target constant expression has no value there (poison).
std::optional<InstancePair> concreteInstance(const Rule& rule, unsigned w, const std::vector<ir::Bits>& values);

// The value of `e` at W = `w` with the symbols bound to `values`; nullopt when it is poison.
// `bits` is the width of the expression at `w`.
std::optional<ir::Bits> evaluateConstExpr(const ConstExpr& e, unsigned bits, unsigned w, const std::vector<ir::Bits>& values,
                                          const std::vector<Symbol>& symbols);

// Whether the precondition holds at W = `w` for `values` (false where an argument is poison).
bool preconditionHolds(const Rule& rule, unsigned w, const std::vector<ir::Bits>& values);

} // namespace theseus::rules
