#pragma once
// Checking a pair whose only memory accesses are loads from its pointer arguments without memory:
// each loaded location becomes an argument of its own, and the pair of functions left, which
// touches no memory, is checked instead. Cuts of real programs are mostly of this shape (a SIMD
// kernel's row loads feeding arithmetic), and the memory encoding of a 32-byte load costs several
// times what the arithmetic does.
//
// Why a `correct` of the lifted pair is a `correct` of the original one. The conditions
// (liftLeafLoads) are: every use of a pointer argument, in src and in tgt, is a simple load from
// it (no other use: no store, no getelementptr, no comparison, no return); src's loads are in its
// entry block, one per (argument, type); tgt loads only (argument, type) pairs src loads, each at
// most once, with an alignment no larger than src's and with no `!range`/`!noundef` src's load
// lacks; neither function has any other memory operation, global or pointer value; tgt's pointer
// parameters have exactly src's attributes and neither forbids reading (readnone, writeonly,
// memory effects); both agree on null_pointer_is_valid. Then:
// - Nothing writes memory, so every load of a location in either function reads the same bytes,
//   and the value read is some value of the loaded type, or poison (this memory model has no
//   undef bytes; a multi-byte integer with a poison byte is poison, a vector lane likewise). A
//   free argument of that type ranges over all of those, so checking every argument value covers
//   every memory (aliasing pointers only restrict which tuples occur).
// - The loads' UB: src's loads run on every execution (entry block, before any branch), so every
//   memory where one of tgt's loads is UB (poison or misaligned pointer, bytes out of bounds, the
//   parameter's attributes violated) makes src's load of the same location, at an alignment at
//   least as strict, UB too. Dropping src's load UB only makes the lifted src more defined, and so
//   the check stricter.
// - `!range` and `!noundef` of src's load become the new argument's `range` and `noundef` on both
//   sides: for src the same meaning; tgt's lifted view is then at most as defined as tgt itself,
//   and refinement is monotone in the inputs.
// The lifted check gives arguments poison always and undef only where an original argument that
// is kept may be undef (loaded bytes never are), and never runs under --disallow-ub-exploitation.
// A lifted `incorrect` or `unknown` proves nothing here: the caller checks the original pair.
#include "ir/Function.h"
#include "verify/Refinement.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::verify {

// One location a function loads: a pointer argument and the type read from its address, with
// what src's loads of it say (the strictest alignment, their `!range`/`!noundef`).
struct LoadedLocation {
  unsigned argument = 0;
  ir::Type type;
  uint64_t align = 0;
  ir::ValueAttrs attrs;
};

// A function with its loads lifted into arguments (the src side of the pair above).
struct LiftedFunction {
  std::unique_ptr<ir::Function> function;
  std::vector<LoadedLocation> locations;
};

// The pair with its loads lifted into arguments, and the options to check it under.
struct LiftedPair {
  std::unique_ptr<ir::Function> src;
  std::unique_ptr<ir::Function> tgt;
  // The locations (pointer argument, loaded type) that became arguments.
  unsigned locations = 0;
  Options options;
};

// The lifted pair when `src` and `tgt` (of the same signature) meet the conditions above and read
// memory at all; nullopt otherwise. The lifted functions keep the original non-pointer arguments
// first, in order, then one argument per location in the order of src's loads.
std::optional<LiftedPair> liftLeafLoads(const ir::Function& src, const ir::Function& tgt, const Options& options);

// `src` lifted as liftLeafLoads lifts the src of a pair (its pointer arguments only loaded, in its
// entry block), when it reads memory at all and each location once; nullopt otherwise. A search
// can then run on the lifted function, which touches no memory. (A location loaded twice is left
// to a search with memory: the lifted function would read one argument twice, and the search
// could not see, or price, the load a rewrite saves.)
std::optional<LiftedFunction> liftSourceLoads(const ir::Function& src);

// A function with `src`'s signature and attributes that computes what `lifted` (over the lifted
// signature of `locations`) computes: each location `lifted` reads loaded once at the start of its
// entry block, with the location's alignment and `!range`/`!noundef`, and named `name`. With
// `src` it is a pair liftLeafLoads lifts back to `lifted`'s.
std::unique_ptr<ir::Function> withLoadsRestored(const ir::Function& lifted, const ir::Function& src,
                                                const std::vector<LoadedLocation>& locations, const std::string& name);

} // namespace theseus::verify
