#include "cachemiss/Counting.h"

#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>

#include <string>
#include <unordered_map>
#include <unordered_set>

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

// Coordinates [0, head) and [skipTo, end) of `point`, as a hashable key.
std::string pointKey(isl_point* point, unsigned head, unsigned skipTo, unsigned end) {
  std::string key;
  for (unsigned d = 0; d < end; ++d) {
    if (d >= head && d < skipTo) continue;
    isl_val* v = isl_point_get_coordinate_val(point, isl_dim_set, d);
    long x = isl_val_get_num_si(v);
    isl_val_free(v);
    key.append(reinterpret_cast<const char*>(&x), sizeof x);
  }
  return key;
}

// The distinct points of a union of sets, enumerated one basic set at a time.
struct PairTally {
  unsigned domainDims = 0, skipTo = 0, allDims = 0;
  std::unordered_set<std::string> pairs;
};

isl_stat tallyPoint(isl_point* point, void* user) {
  auto* tally = static_cast<PairTally*>(user);
  tally->pairs.insert(pointKey(point, tally->domainDims, tally->skipTo, tally->allDims));
  isl_point_free(point);
  return isl_stat_ok;
}

isl_stat tallyBasicMap(isl_basic_map* piece, void* user) {
  isl_set* pairs = isl_set_from_basic_set(isl_basic_map_wrap(piece));
  isl_stat status = isl_set_foreach_point(pairs, tallyPoint, user);
  isl_set_free(pairs);
  return status;
}

} // namespace

std::optional<uint64_t> countImagesAtLeast(const isl::map& rel, uint64_t threshold) {
  if (rel.is_null()) return std::nullopt;
  PairTally tally;
  tally.domainDims = unsigned(rel.domain_tuple_dim().release());
  isl_space* witnessed = isl_space_unwrap(isl_space_range(rel.get_space().release()));
  tally.skipTo = tally.domainDims + unsigned(isl_space_dim(witnessed, isl_dim_in));
  tally.allDims = tally.skipTo + unsigned(isl_space_dim(witnessed, isl_dim_out));
  isl_space_free(witnessed);
  if (isl_map_foreach_basic_map(rel.get(), tallyBasicMap, &tally) != isl_stat_ok) return std::nullopt;
  std::unordered_map<std::string, uint64_t> sizes;
  for (auto& pair : tally.pairs) ++sizes[pair.substr(0, tally.domainDims * sizeof(long))];
  uint64_t n = 0;
  for (auto& [key, size] : sizes) n += size >= threshold;
  return n;
}

} // namespace theseus::cachemiss
