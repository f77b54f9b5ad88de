#pragma once
// The folds SelectionDAG makes while it builds the DAG, before any pattern is tried
// (SelectionDAG::getNode and FoldConstantArithmetic): an operation of constant operands is a
// constant; a shift by the width or more, a division by zero and most operations on poison are
// undef (the model keeps them as poison), a shift by a poison amount some constant; an operation that reads poison and cannot stay
// undef (and, or, mul, min/max, compare) is some constant, taken as 0 here: the value does not
// change what it costs to materialize it. Also x - x, x ^ x, x -sat x -> 0, complementary
// compares and-ed (false) or or-ed (true), x & ~x -> 0, x | ~x, x ^ ~x, x + ~x, uadd.sat(x, ~x)
// -> all-ones, and a lane index beyond the vector -> poison.
#include "ir/Function.h"

#include <cstdint>

namespace theseus::cost {

struct Folded {
  enum class Kind : unsigned char { None, Constant, Poison } kind = Kind::None;
  uint64_t value = 0; // for Constant: every lane's bits, truncated to the result's element width
};

// What `inst`, whose operands read through CSE are `ops[0..n)`, folds to.
Folded foldInstruction(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n);

// Whether `v` is a constant whose every lane is poison or undef.
bool isPoisonConstant(const ir::Value* v);

} // namespace theseus::cost
