#pragma once
// The symbolic constants of a candidate (a *sketch*): CEGIS (seed 002, Algorithm 13.3.6) over the
// test vectors and the solver's counterexamples, or Minotaur's one exists-forall query; constants
// of at most 4 bits in all (an <4 x i1> mask, an i4) are enumerated on the test vectors instead.
// Either way the constants are substituted and the concrete rewrite is proved by the ordinary
// refinement check. The search of one sketch runs in slices (a number of CEGIS iterations, a
// per-query timeout) and resumes where its last slice stopped, so that phase 3 can give every
// sketch a small slice first and only the survivors more.
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
  // Open: the slice ended before an answer; the sketch may be resumed with a larger slice.
  enum class Outcome { Proved, NoConstants, Unknown, Open } outcome = Outcome::Unknown;
  // The proved rewrite (when Proved).
  std::unique_ptr<ir::Function> rewrite;
  ConstantMethod method = ConstantMethod::Cegis;
};

// What one sketch's search has done, kept between its slices.
struct SketchProgress {
  bool started = false;
  // The quantified query is still to be asked (or to be asked again with a longer timeout).
  bool quantifiedPending = false;
  // CEGIS's examples and the iterations that got an answer from the solver.
  std::vector<semantics::TestInput> examples;
  unsigned iterations = 0;
};

// How much of its search a sketch may run now.
struct ConstantSlice {
  // CEGIS iterations (answered queries) at most, in this slice.
  unsigned iterations = 0;
  // Per constant query; a query that runs out of it is asked again in the next slice unless
  // this is already the full per-query timeout.
  unsigned constantTimeoutMs = 0;
};

// The constant searches of one synthesis run: the cut, its test vectors (shared by every sketch: a
// counterexample the prover returns for one sketch is an input of the cut, so it joins the test
// vectors and the first examples of every later sketch) and the queries' shared solver context.
class ConstantSolver {
public:
  // The most CEGIS iterations one sketch gets in all.
  static constexpr unsigned kMaxCegisIterations = 24;

  // Constant queries time out after at most `constantTimeoutMs`, proofs after `queryTimeoutMs`;
  // `enumerateSmall` enumerates constants of at most 4 bits. All borrowed for the solver's life.
  ConstantSolver(verify::ConstantQueries& queries, const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool,
                 Examples& examples, ConstantMethod method, bool enumerateSmall, unsigned constantTimeoutMs,
                 unsigned queryTimeoutMs, std::chrono::steady_clock::time_point deadline, SynthStats& stats);

  // Runs `slice` of the search for `candidate`'s constants, continuing from `progress`: Proved,
  // NoConstants (exact), Unknown (a query ended unknown at the full timeout, the deadline came,
  // or kMaxCegisIterations were spent: given up), or Open. Counterexamples join the examples;
  // queries, iterations and unknowns are counted in the stats (a query cut short by the slice,
  // which a later slice asks again, is not an unknown). No query runs past the deadline.
  ConstantSolution advance(const Candidate& candidate, SketchProgress& progress, const ConstantSlice& slice);

  unsigned constantTimeoutMs() const { return constantTimeoutMs_; }

  // The most bits of symbolic constants (all lanes of all constants) a sketch may have and still
  // be proved: unbounded when the constant queries can interpret the cut; otherwise (a cut that
  // reads memory) only constants small enough to be enumerated and proved by the refinement
  // checker, or none without enumeration. A sketch with more bits can only end unknown.
  unsigned solvableConstantBits() const;

private:
  ConstantSolution quantified(const Candidate& candidate, const ir::Function& symbolic, SketchProgress& progress,
                              const ConstantSlice& slice);
  ConstantSolution cegis(const Candidate& candidate, const ir::Function& symbolic, SketchProgress& progress,
                         const ConstantSlice& slice);

  verify::ConstantQueries& queries_;
  const ir::Function& cut_;
  const ir::DataLayout& dl_;
  const Pool& pool_;
  Examples& examples_;
  ConstantMethod method_;
  bool enumerateSmall_;
  unsigned constantTimeoutMs_;
  unsigned queryTimeoutMs_;
  std::chrono::steady_clock::time_point deadline_;
  SynthStats& stats_;
  bool queriesInterpretCut_;
};

// The method `choice` selects for the cut: Auto takes the quantified query when the cut's inputs
// have at most 8 bits in all (Z3 instantiates those quantifiers quickly), CEGIS otherwise.
ConstantMethod chooseConstantMethod(const ir::Function& cut, ConstantChoice choice);

// The whole search for `candidate`'s constants in one slice (kMaxCegisIterations, the full
// timeout): never Open. The arguments are those of ConstantSolver.
ConstantSolution solveConstants(verify::ConstantQueries& queries, const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool,
                                const Candidate& candidate, Examples& examples, ConstantMethod method, bool enumerateSmall,
                                unsigned constantTimeoutMs, unsigned queryTimeoutMs,
                                std::chrono::steady_clock::time_point deadline, SynthStats& stats);

} // namespace theseus::synth
