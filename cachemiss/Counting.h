#pragma once
// Counting integer points: the one place the model counts, so that switching from isl's own
// enumeration to the Barvinok engine of poly/Count.h is a change here only.
#include "cachemiss/Isl.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace theseus::cachemiss {

// The number of integer points of the bounded, parameter-free `set`; nullopt when isl fails.
std::optional<uint64_t> countPoints(const isl::set& set);

// For the bounded, parameter-free relation `rel` (T -> [U -> X]), the number of points t of its
// domain whose image holds at least `threshold` distinct points x (threshold >= 1; the witnesses
// u are ignored); nullopt when isl fails.
std::optional<uint64_t> countImagesAtLeast(const isl::map& rel, uint64_t threshold);

} // namespace theseus::cachemiss
