#pragma once
// The memory part of a concrete test input (docs/memory.md, "The concrete memory model"): the
// non-local blocks a function's pointer arguments may point into, with their sizes, addresses,
// alignments, writability and initial bytes, as the refinement checker's SharedMemory has them
// as solver inputs. Block k of the image is block id k of a pointer word (id 0 is null: size 0,
// address 0); a pointer argument of the test is a word naming one of these blocks.
#include <cstdint>
#include <optional>
#include <vector>

namespace theseus::semantics {

// One block's bytes: value bits and poison bits (bit i set when value bit i is poison).
struct BlockBytes {
  std::vector<uint8_t> value, poison;
  bool operator==(const BlockBytes&) const = default;
};

struct MemoryBlockImage {
  uint64_t size = 0;
  uint64_t address = 0;
  // log2 of the block's alignment.
  unsigned alignLog = 0;
  bool writable = true;
  // `size` bytes (the block's bytes outside [0, size) are never read without UB).
  BlockBytes bytes;
  bool operator==(const MemoryBlockImage&) const = default;
};

struct MemoryImage {
  // blocks[0] is the null block (size 0, address 0; only its alignment is read); blocks 1..K are
  // the non-local blocks.
  std::vector<MemoryBlockImage> blocks;
  // The addresses of the run's local blocks (allocas) in the order they are allocated; the
  // evaluator chooses addresses past the non-local blocks for those not listed.
  std::vector<uint64_t> localAddresses;
  bool operator==(const MemoryImage&) const = default;
};

} // namespace theseus::semantics
