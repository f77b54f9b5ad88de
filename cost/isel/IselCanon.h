#pragma once
// The values the selector sees, as SelectionDAG builds them: structurally identical instructions
// are one node (CSE: same opcode, predicate, type, intrinsic, shuffle mask and canonical operands,
// either order for a commutative operation), equal constants are one constant, and the identities
// the DAG combiner applies before any pattern is tried map a value to one it already has:
// select c, x, x -> x; and/or x, x -> x; min/max x, x -> x; freeze x -> x; and DAGCombiner's
// simplifyDivRem: x / x -> 1, x % x -> 0 (a zero divisor is undefined behaviour), a constant the
// selector then materializes like any other; select of a constant condition -> its arm;
// min(x, min(x, y)) -> min(x, y) and likewise for max, and, or; trunc (zext/sext x) -> x back in
// its own type; a funnel shift by a multiple of the width -> its first (fshl) or second (fshr)
// operand (the amount is taken modulo the width); x op 0 -> x for shifts, add, sub, or, xor and x * 1, x / 1 -> x; and the constant folds of
// IselFold.h (constant operands, shifts by the width or more, operations on poison) and of
// IselKnownBits.h (what the operands' known bits decide).
#include "ir/Function.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

namespace theseus::cost {

class CanonicalValues {
public:
  explicit CanonicalValues(const ir::Function& f);
  // The node that stands for `v` (itself unless it is a duplicate or an identity).
  const ir::Value* operator()(const ir::Value* v) const {
    for (auto& [from, to] : redirected_)
      if (from == v) return to;
    return v;
  }
  // The constants the folds made, handed over (the redirections to them stay valid while the
  // returned pointers live).
  std::vector<std::unique_ptr<ir::Constant>> takeConstants() { return std::move(made_); }
  // Whether `v` stands for itself.
  bool isRepresentative(const ir::Value* v) const { return (*this)(v) == v; }

private:
  void redirect(const ir::Value* from, const ir::Value* to);
  // A constant of `type` with every lane `value`, owned here.
  const ir::Value* makeConstant(const ir::Type& type, uint64_t value);
  // A poison constant of `type`, owned here.
  const ir::Value* makePoison(const ir::Type& type);
  std::vector<std::unique_ptr<ir::Constant>> made_;
  // Few values are duplicates in a small function: a list is faster than a hash map.
  std::vector<std::pair<const ir::Value*, const ir::Value*>> redirected_;
};

} // namespace theseus::cost
