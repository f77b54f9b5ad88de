#pragma once
// The cegis engine's search (seed 002, Algorithm 13.3.6 over the component libraries of
// synth/cegis/Library.h): for each tier of searchTiers in turn, and within it for each program
// length in turn, shortest first, the synthesis query
// proposes a program that is right on the examples, the concrete test vectors and then the
// refinement checker judge it, and a failing input joins the examples; "no program" moves on to
// the next length. Only a proved refinement is ever returned.
#include "ir/Function.h"
#include "synth/cegis/Library.h"
#include "synth/engine/SearchCounters.h"

#include <memory>
#include <string>

namespace theseus::synth::cegis {

struct CegisLimits {
  // The longest program tried, in IR instructions (a fused comparison counts two); with
  // `components`, the longest one returned.
  unsigned maxLength = 3;
  // Give up (timedOut) this many seconds after the call began, proofs included; each query gets at
  // most the time left. 0 = no limit.
  double seconds = 0;
  unsigned queryTimeoutMs = 10000;
};

struct CegisStats : SearchCounters {
  // Synthesis queries, and those that answered "no program".
  uint64_t iterations = 0;
  uint64_t noProgram = 0;
  // Candidates (programs the query proposed), those a concrete test vector refuted, and the
  // refinement proofs run on the others.
  uint64_t candidates = 0;
  uint64_t testRefuted = 0;
  uint64_t proofs = 0;
  // Reduced-bit-width synthesis: the programs proved at the narrow width, and those of them whose
  // widening was not proved at the source's width (no image for a constant, a test vector, a
  // counterexample or an undecided proof); the seconds of the narrow searches.
  uint64_t narrowProved = 0;
  uint64_t narrowRefuted = 0;
  double narrowSeconds = 0;
  // The examples at the end, and the lines of the last library tried.
  uint64_t examples = 0;
  uint64_t lines = 0;
  double seconds = 0;
  double cpuSeconds = 0;
  double synthesisSeconds = 0;
  double proofSeconds = 0;
};

struct CegisResult {
  // The shortest proved refinement found, named @tgt; null when none.
  std::unique_ptr<ir::Function> best;
  // Its length in IR instructions.
  unsigned length = 0;
  // Whether no shorter program is left undecided: the program was found in the last (widest) tier
  // of searchTiers after every shorter length of it was "no program" at src's width (no solver
  // `unknown`, no deadline); without a program, every length of the last tier was. Always false
  // with options.components.
  bool optimal = true;
  CegisStats stats;
  // Non-empty when the source is outside the integer fragment.
  std::string unsupported;
};

// Searches the lengths 0..limits.maxLength (or the one library of options.components) for the
// shortest program that refines `src`. With options.narrowWidth, when src narrows to it
// (synth/cegis/Narrowing.h), each tier's length is first searched on the narrowed source (for at
// most options.narrowShare of the time limit in all), each program proved there widened, run on
// src's test vectors and proved at src's width; the first one proved ends the search. A narrow
// "no program" proves nothing at src's width, so the length is then searched at src's width as
// without narrowing, and `optimal` rests on the full-width answers alone.
CegisResult search(const ir::Function& src, const ir::DataLayout& dl, const CegisOptions& options, const CegisLimits& limits);

} // namespace theseus::synth::cegis
