#pragma once
// The "window" engine: Bansal and Aiken's peephole search over the windows of the cut itself
// (synth/window/Search.h). A window is a root and up to two more instructions only it uses; its
// replacements are programs of fewer binary operations over the values the function already has
// and a few constants, filtered by whole-function tests and proved against the cut; proved
// replacements are applied greedily until none improves. It returns every proved step of that
// fixpoint (each a complete function with the cut's signature), cheapest first, or shortest first
// under `shortest`; it never claims `optimal`.
//
// A replacement has at most budget.maxInsts instructions (and at most two).
//
// Scope: the integer fragment (synth/engine/IntegerFragment.h: one block returning an iN,
// N <= 64, of 1 to 16 iN arguments) without memory; instructions other than binary operations
// (intrinsics, compares, selects, casts, llvm.assume) may appear in the cut and in windows. A call
// of llvm.assume is a window of its own (with its condition when only it reads it) whose
// replacement is the empty program: the proofs are against the cut, which keeps it.
//
// Settings (synth/engine/EngineSettings.h):
//   ops       words    the replacements' operations among add sub mul udiv sdiv urem srem shl
//                      lshr ashr and or xor (default: all thirteen); `icmp` and `select` (the
//                      fused compares of massalin and cegis) are accepted and add nothing
//   icmp      flag     accepted and adds nothing (the fused compares are not replacements here),
//                      so that the operation sets of massalin and cegis apply unchanged
//   consts    numbers  the operand pool's constants (default: 0, 1, 2, -1, width-1 and the cut's
//                      own constants of the root's width)
//   shortest  flag     improvement is fewer instructions (the objective of `theseus superopt`),
//                      priced all the same; only rewrites of at most budget.maxInsts instructions
//                      are returned. Otherwise improvement is cheaper under request.cost.
// Counters: windows (windows tried, over all rounds), passed-tests (candidates that passed the
// tests), tests (test inputs at the end). Timings: search, cpu.
#include "synth/engine/Engine.h"
#include "synth/engine/EngineSettings.h"

#include <memory>
#include <string>

namespace theseus::synth {

// The engine with `settings`; null with `error` for a setting it does not read or rejects.
std::unique_ptr<Engine> createWindowEngine(const EngineSettings& settings, std::string& error);

} // namespace theseus::synth
