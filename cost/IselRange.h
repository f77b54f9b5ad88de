#pragma once
// The folds the DAG combiner makes from what computeKnownBits proves about a value, in the
// form of unsigned ranges: a minimum or maximum whose operands' ranges do not overlap is one of
// them, a shift whose amount is at least the width is undef, an unsigned division of a smaller
// value is 0 (its remainder the value), a compare decided by the ranges is a constant, an OR with a
// constant covering every bit the value can have is the constant, an AND with such a mask is
// the value, and a value whose range is one number is that constant. Only scalars of at most 64
// bits are ranged; others are unknown.
#include "ir/Function.h"

#include <cstdint>

namespace theseus::cost {

// What `inst`, with operands `ops[0..n)` read through CSE, is by its operands' ranges.
struct RangeFold {
  enum class Kind : unsigned char { None, Operand, Constant, Poison } kind = Kind::None;
  unsigned operand = 0; // for Operand: the operand the instruction equals
  uint64_t value = 0;   // for Constant
};

RangeFold foldByRange(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n);

} // namespace theseus::cost
