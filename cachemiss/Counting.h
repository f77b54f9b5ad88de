#pragma once
// Counting integer points: the one place the model counts whole sets, with the Barvinok engine of
// poly/Count.h (its cost does not grow with the number of points).
#include "cachemiss/IslContext.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace theseus::cachemiss {

// The number of integer points of the bounded, parameter-free `set`; nullopt when isl fails.
std::optional<uint64_t> countPoints(const isl::set& set);

} // namespace theseus::cachemiss
