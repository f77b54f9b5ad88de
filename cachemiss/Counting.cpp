#include "cachemiss/Counting.h"

#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>


namespace theseus::cachemiss {

std::optional<uint64_t> countPoints(const isl::set& set) {
  if (set.is_null()) return std::nullopt;
  isl_val* v = isl_set_count_val(set.get());
  if (!v) return std::nullopt;
  long n = isl_val_get_num_si(v);
  bool integral = isl_val_is_int(v) == isl_bool_true;
  isl_val_free(v);
  if (!integral || n < 0) return std::nullopt;
  return (uint64_t)n;
}

} // namespace theseus::cachemiss
