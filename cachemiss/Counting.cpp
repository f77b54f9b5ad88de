#include "cachemiss/Counting.h"

#include <isl/point.h>
#include <isl/set.h>
#include <isl/val.h>

#include <string>
#include <unordered_map>

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

namespace {

struct ImageTally {
  unsigned domainDims = 0;
  std::unordered_map<std::string, uint64_t> sizes;
};

// The first `dims` coordinates of `point`, as a hashable key.
std::string domainKey(isl_point* point, unsigned dims) {
  std::string key;
  for (unsigned d = 0; d < dims; ++d) {
    isl_val* v = isl_point_get_coordinate_val(point, isl_dim_set, d);
    long x = isl_val_get_num_si(v);
    isl_val_free(v);
    key.append(reinterpret_cast<const char*>(&x), sizeof x);
  }
  return key;
}

isl_stat tallyPoint(isl_point* point, void* user) {
  auto* tally = static_cast<ImageTally*>(user);
  ++tally->sizes[domainKey(point, tally->domainDims)];
  isl_point_free(point);
  return isl_stat_ok;
}

} // namespace

std::optional<uint64_t> countImagesAtLeast(const isl::map& rel, uint64_t threshold) {
  if (rel.is_null()) return std::nullopt;
  ImageTally tally;
  tally.domainDims = unsigned(rel.domain_tuple_dim().release());
  isl::set pairs = rel.wrap();
  if (isl_set_foreach_point(pairs.get(), tallyPoint, &tally) != isl_stat_ok) return std::nullopt;
  uint64_t n = 0;
  for (auto& [key, size] : tally.sizes) n += size >= threshold;
  return n;
}

} // namespace theseus::cachemiss
