#pragma once
// A set of 64-bit hashes kept as a sorted vector: one allocation and one sort to build, a binary
// search to ask. The prefilters hold a few hundred hashes of a cache's keys per compile, where a
// node-based set's allocation per element costs more to build and drop than all the lookups.
#include <algorithm>
#include <cstdint>
#include <vector>

namespace theseus::driver {

class SortedHashes {
public:
  // The set of `hashes` (taken; duplicates allowed).
  explicit SortedHashes(std::vector<uint64_t> hashes) : sorted_(std::move(hashes)) { std::sort(sorted_.begin(), sorted_.end()); }

  bool contains(uint64_t hash) const { return std::binary_search(sorted_.begin(), sorted_.end(), hash); }

private:
  std::vector<uint64_t> sorted_;
};

} // namespace theseus::driver
