#pragma once
// Floating-point bit patterns the synthesizer needs: exact small values (test vectors, cost
// placeholders), the special values of a format (test vector edges), and NaN recognition (a NaN
// result of the cut allows any NaN of a candidate on a test vector; the proof decides the rest).
#include "ir/Bits.h"
#include "ir/Type.h"

namespace theseus::synth {

// The pattern of the integer `n` (exact when n fits the precision), negated when `negative`,
// in format `kind` (not None).
ir::Bits floatOfInteger(ir::FloatKind kind, uint64_t n, bool negative);

// Special value number `which` (mod kFloatEdgeValues) of `kind`: +0, -0, 1, -1, 0.5, +inf, -inf,
// a quiet NaN, the smallest subnormal, the largest finite value, -2, 3.
inline constexpr unsigned kFloatEdgeValues = 12;
ir::Bits floatEdgeValue(ir::FloatKind kind, unsigned which);

// Whether `bits` is a NaN of format `kind`.
bool isFloatNaN(ir::FloatKind kind, const ir::Bits& bits);

} // namespace theseus::synth
