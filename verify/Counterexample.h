#pragma once
// Reading a counterexample out of a Z3 model, and saying what it shows.
#include "verify/Encoding.h"
#include "verify/Refinement.h"

namespace theseus::verify {

// The inputs, src's and tgt's UB and return lanes under `model` (src's own choices completed
// by the model, so they show one possibility).
Counterexample readCounterexample(Encoding& enc, const z3::model& model);

// Alive2's wording of what `cex` shows: "Source is more defined than target", "Target is more
// poisonous than source", "Value mismatch" or "Target's return value is more undefined".
// `targetReadsUndef`: tgt has undef constants of its own.
std::string classifyViolation(const Counterexample& cex, bool targetReadsUndef);

} // namespace theseus::verify
