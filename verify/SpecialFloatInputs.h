// A quick search for counterexamples among special floating-point inputs.
#pragma once

#include <z3++.h>

namespace theseus::verify {

// `query` with each bit-vector constant that it reads as a floating-point number (the operand
// of a `to_fp` of its width) restricted to special values: both zeros, both infinities, the
// preferred quiet NaN, a quiet and a signaling NaN with other payloads of either sign, ±1, the
// smallest subnormal and the largest finite number. The result implies `query`, so one of its
// models is a model of `query` (a real counterexample); its unsatisfiability says nothing. It
// equals `query` when no constant is read as a floating-point number.
z3::expr withSpecialFloatInputs(z3::context& c, const z3::expr& query);

} // namespace theseus::verify
