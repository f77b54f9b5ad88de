#pragma once
// The memory side of the refinement formula (docs/memory.md): what the inputs and runs assume of
// the blocks, the final non-local bytes compared, and returned pointers made comparable.
#include "verify/memory/Z3Memory.h"

#include <vector>

namespace theseus::verify {

// Whether each pointer word in `pointers` (the pointer arguments) is null or points into a
// non-local block: the blocks a caller can hand in.
z3::expr pointerArgumentsValid(const SharedMemory& shared, const std::vector<z3::expr>& pointers);

// Whether each pointer word in `pointers` (the arguments src declares writable or byval) is null
// or points into a writable block.
z3::expr pointerArgumentsWritable(const SharedMemory& shared, const std::vector<z3::expr>& pointers);

// Whether the final non-local byte at `address` (a pointer word, constrained here to a byte inside
// a non-local block) in tgt does not refine src's: some bit that is not poison in src is poison in
// tgt or has another value.
z3::expr finalByteMismatch(const SharedMemory& shared, const Z3Memory& src, const Z3Memory& tgt, const z3::expr& address);

// `ptr` as a returned pointer is compared: a pointer into a local block of `run` (dead once the
// function returns) has its block id replaced by 255, so src's and tgt's returned stack pointers
// compare by offset.
z3::expr comparablePointer(const Z3Memory& run, const z3::expr& ptr);

} // namespace theseus::verify
