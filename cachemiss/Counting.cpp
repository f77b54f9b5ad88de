#include "cachemiss/Counting.h"

#include "poly/Count.h"

namespace theseus::cachemiss {

std::optional<uint64_t> countPoints(const isl::set& set) {
  if (set.is_null()) return std::nullopt;
  try {
    poly::Integer n = poly::countPoints(set.get());
    if (n < 0 || !n.fits_ulong_p()) return std::nullopt;
    return (uint64_t)n.get_ui();
  } catch (const poly::CountError&) {
    return std::nullopt;
  }
}

} // namespace theseus::cachemiss
