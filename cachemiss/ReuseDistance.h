#pragma once
// The enumeration backend of the capacity count: dist(t) = #{ line(u) : last(t) <lex u <lex t }
// for every point t, where last(t) is the model's (symbolic) most recent use of t's line. The
// points of every access are enumerated with isl, sorted into execution order, and each
// distinct-lines-in-an-interval query is answered offline with a Fenwick tree over "latest
// occurrence" marks: O(P log P) for P dynamic accesses. The cost grows with the iteration count;
// a parametric (Barvinok) count of the same relation would not.
#include "cachemiss/IslContext.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace theseus::cachemiss {

// For each access a (lines[a]: T -> Line, a function; last[a]: T -> T on the points that reuse
// a line), the reuse distances of its reusing points, sorted; nullopt when isl fails or a time
// point is not an access.
std::optional<std::vector<std::vector<uint64_t>>> reuseDistances(const std::vector<isl::map>& lines,
                                                                 const std::vector<isl::pw_multi_aff>& last);

// How many of the sorted `distances` are at least `threshold`.
uint64_t countAtLeast(const std::vector<uint64_t>& distances, uint64_t threshold);

} // namespace theseus::cachemiss
