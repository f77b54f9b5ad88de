#pragma once
// Deciding refinement by running src and tgt on every input, where there are few inputs: the
// arguments' lanes are narrow integers (two i8 arguments, with poison, are 66,049 inputs) and
// each input has exactly one behaviour on each side. Then a run of the concrete evaluator
// (semantics/Evaluator.h, the one semantics that the SMT encoding instantiates too) per input is
// the whole check, exact and often faster than the solver.
//
// The inputs are all of them when (a) neither function chooses values itself (no undef constant,
// no freeze: one run is every behaviour); (b) no argument's undef-ness needs modelling
// (verify/Encoding.h, argumentsNeedingUndef, or undef inputs are off): a lane is then any value
// or poison, unless its parameter is noundef or poison inputs are off; (c) the only observables
// are the returned lanes and UB: integer arguments and result, no memory, no floating point, no
// call other than an intrinsic that neither traps nor marks a side effect, no parameter or return
// attribute but noundef (the same on both sides), zeroext and signext; and (d) UB may be exploited
// (not --disallow-ub-exploitation).
#include "ir/Function.h"
#include "semantics/Evaluator.h"
#include "verify/Deadline.h"
#include "verify/Refinement.h"

#include <cstdint>
#include <optional>

namespace theseus::verify {

// How many inputs src and tgt have under `options`, when the conditions above hold and they are at
// most kMaxExhaustiveInputs, with at most kMaxEvaluatedOperations instructions to evaluate in
// all; nullopt otherwise.
std::optional<uint64_t> exhaustiveInputCount(const ir::Function& src, const ir::Function& tgt, const Options& options);

// About a quarter of a second of the concrete evaluator's work on this machine (making the inputs
// and running both functions costs about 1 us an input for small functions).
inline constexpr uint64_t kMaxExhaustiveInputs = uint64_t(1) << 18;
inline constexpr uint64_t kMaxEvaluatedOperations = uint64_t(1) << 24;

// Whether tgt's run `t` refines src's run `s` on one input: src has UB, or tgt has none and
// returns src's value on every lane src does not return poison.
bool refinesOnOneInput(const semantics::TestOutput& s, const semantics::TestOutput& t);

enum class ExhaustiveVerdict { NotApplicable, Refines, Violated, Undecided };

struct ExhaustiveOutcome {
  ExhaustiveVerdict verdict = ExhaustiveVerdict::NotApplicable;
  // The inputs there are (exhaustiveInputCount), when applicable.
  uint64_t inputs = 0;
};

// Runs src and tgt on every input when exhaustiveInputCount allows it (else NotApplicable):
// Refines when tgt refines src on each (refinesOnOneInput), Violated at the first input where it
// does not, Undecided when `deadline` passes first or the evaluator cannot run an input.
ExhaustiveOutcome checkOnEveryInput(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Options& options,
                                    const Deadline& deadline);

} // namespace theseus::verify
