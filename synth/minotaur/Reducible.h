#pragma once
// Rewrites that equal a smaller candidate: one with an identity instruction (x + 0, x * 1, a shift
// by 0, ...) or an idempotent or self-cancelling one applied to one value twice (x & x, x ^ x, ...).
// The smaller candidate is enumerated at a lower level, so phase 3 neither proves nor returns them.
#include "ir/Function.h"

namespace theseus::synth {

// Whether `f`, a concrete rewrite, has an identity or self-applied instruction.
bool reducible(const ir::Function& f);

} // namespace theseus::synth
