#pragma once
// The "cegis" engine: cegis::search (component-based synthesis, synth/cegis/Cegis.h) behind the
// Engine seam, over programs shorter than the cut and at most budget.maxInsts long, shortest
// first, until the budget's deadline; the proved program is returned only when it is cheaper
// under the request's model. It sets EngineResult::optimal (always false with `components`).
//
// Settings (synth/engine/EngineSettings.h), with massalin's meanings where massalin has them:
//   ops         words    the operations a line may perform (opcode names of the integer fragment,
//                        icmp and select for the fused comparisons); default: add sub mul and or
//                        xor shl lshr ashr
//   icmp        flag     also the fused comparisons (icmp and select)
//   consts      numbers  the constant set K: constant components take values from it (default:
//                        any value, found by the solver)
//   shortest    flag     lengths 0..budget.maxInsts whatever the cut's length, and the shortest
//                        proved program is returned even when it is not cheaper than the cut
//   components  words    an exact multiset of components (a Brahma library) instead of lines
//                        over `ops`: an op word as in `ops` (icmp and select each one component
//                        choosing among their comparisons) or `const`, a constant component;
//                        not with ops or icmp
//   narrow      number   reduced-bit-width synthesis: the width W a cut over wider integers is
//                        narrowed to (synth/cegis/Narrowing.h); each length is searched there
//                        first (at most half the time limit in all), each program found widened
//                        and proved at the cut's width; 0: none (default 8)
// Counters: iterations (synthesis queries), no-program (those that were unsat), test-refuted
// (candidates a test vector refuted before any proof), proofs, examples (at the end), lines (of
// the last library tried), narrow-proved (programs proved at the narrow width) and
// narrow-refuted (those whose widening was not proved); stats.candidates: the programs the
// synthesis queries proposed. Timings: search (the whole search), cpu (its processor time),
// synthesis and proof (the seconds in each kind of query), narrow (the narrow phase).
#include "synth/engine/Engine.h"
#include "synth/engine/EngineSettings.h"

#include <memory>
#include <string>

namespace theseus::synth {

// The engine with `settings`; null with `error` for a setting it does not read or rejects.
std::unique_ptr<Engine> createCegisEngine(const EngineSettings& settings, std::string& error);

} // namespace theseus::synth
