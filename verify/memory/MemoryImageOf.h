#pragma once
// Concrete memories read off a solver model (docs/memory.md, "The concrete memory model"): the
// non-local blocks of SharedMemory in a model as a semantics::MemoryImage the evaluator runs on,
// and a run's final non-local bytes, so that a counterexample with memory becomes a test input
// and the evaluator can be checked against the Z3 encoding.
#include "semantics/MemoryImage.h"
#include "verify/memory/Z3Memory.h"

#include <optional>

namespace theseus::verify {

// The image of the non-local blocks 0..K in `model` (completed: every block has a size, address,
// alignment, writability and bytes), the addresses of the first `locals` local blocks of a run
// (ids K+1...), or nullopt when some block is larger than `maxBytes`.
std::optional<semantics::MemoryImage> memoryImageOf(const z3::model& model, const SharedMemory& shared, unsigned locals,
                                                    uint64_t maxBytes = 4096);

// The non-local bytes of `run` after it in `model`, block by block over `image`'s sizes (index 0
// empty), as the evaluator's TestOutput::memory.
std::vector<semantics::BlockBytes> finalBytesOf(const z3::model& model, const Z3Memory& run, const semantics::MemoryImage& image);

// A pointer word of block `bid` at `offset`.
z3::expr pointerWord(z3::context& c, unsigned bid, uint64_t offset);

} // namespace theseus::verify
