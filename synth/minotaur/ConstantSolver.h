#pragma once
// The symbolic constants of a candidate: CEGIS (seed 002, Algorithm 13.3.6) over the test vectors
// and the solver's counterexamples, or Minotaur's one exists-forall query; constants of at most 4
// bits in all (an <4 x i1> mask, an i4) are enumerated on the test vectors instead. Either way
// the constants are substituted and the concrete rewrite is proved by the ordinary refinement
// check.
#include "synth/minotaur/Candidate.h"
#include "synth/minotaur/Examples.h"
#include "synth/minotaur/Synth.h"

#include <chrono>
#include <memory>

namespace theseus::verify {
class ConstantQueries;
}

namespace theseus::synth {

struct ConstantSolution {
  enum class Outcome { Proved, NoConstants, Unknown } outcome = Outcome::Unknown;
  // The proved rewrite (when Proved).
  std::unique_ptr<ir::Function> rewrite;
  ConstantMethod method = ConstantMethod::Cegis;
};

// The method `choice` selects for the cut: Auto takes the quantified query when the cut's inputs
// have at most 8 bits in all (Z3 instantiates those quantifiers quickly), CEGIS otherwise.
ConstantMethod chooseConstantMethod(const ir::Function& cut, ConstantChoice choice);

// Finds constants for `candidate` that make it a proved refinement of `cut` with `method`, or, when
// `enumerateSmall` and the constants have at most 4 bits in all, by enumerating them. Constant
// queries time out after `constantTimeoutMs`, proofs after `queryTimeoutMs`. Counter-
// examples join `examples`; queries and CEGIS iterations are counted in `stats`. No query runs
// past `deadline`.
ConstantSolution solveConstants(verify::ConstantQueries& queries, const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool,
                                const Candidate& candidate, Examples& examples, ConstantMethod method, bool enumerateSmall,
                                unsigned constantTimeoutMs, unsigned queryTimeoutMs,
                                std::chrono::steady_clock::time_point deadline, SynthStats& stats);

} // namespace theseus::synth
