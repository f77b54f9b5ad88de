#pragma once
// The folds the DAG combiner makes from what computeKnownBits proves, with LLVM's KnownBits
// transfer functions (and, or, xor, shifts, add, mul, udiv, urem, zext, trunc, select, the
// min/max of KnownBits::umin/umax and of flipped signs for smin/smax, bit counts): a value whose
// every bit is known is that constant (a shift whose amount is known to be at least the width is
// 0; a division stays, the DAG does not replace it by its known bits), a minimum or maximum whose operands are known ordered is one of them, a compare decided by
// the known bits is a constant, an OR with a constant that covers every bit the value may have is
// the constant, an AND with such a mask (or a remainder by such a power of two) is the value.
// Only what known bits express is folded: smax(x, 4) on i4 is known to be 01xx, umax(x, 4) is
// not known to be at least 4 (LLVM does not fold `shl 3, umax(x, 4)`, so neither does isel).
// Scalars of at most 64 bits only.
#include "ir/Function.h"

#include <cstdint>

namespace theseus::cost {

// What `inst`, with operands `ops[0..n)` read through CSE, is by its operands' known bits.
struct KnownBitsFold {
  enum class Kind : unsigned char { None, Operand, Constant, Poison } kind = Kind::None;
  unsigned operand = 0; // for Operand: the operand the instruction equals
  uint64_t value = 0;   // for Constant
};

KnownBitsFold foldByKnownBits(const ir::Instruction& inst, const ir::Value* const* ops, unsigned n);

} // namespace theseus::cost
