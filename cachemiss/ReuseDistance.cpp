#include "cachemiss/ReuseDistance.h"

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/val.h>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace theseus::cachemiss {

namespace {

using Coordinates = std::vector<long>;

struct CoordinatesHash {
  size_t operator()(const Coordinates& c) const {
    size_t h = 0;
    for (long x : c) h = h * 1000003u ^ std::hash<long>()(x);
    return h;
  }
};

// The integer coordinates of `point`.
Coordinates coordinatesOf(isl_point* point, unsigned dims) {
  Coordinates c(dims);
  for (unsigned d = 0; d < dims; ++d) {
    isl_val* v = isl_point_get_coordinate_val(point, isl_dim_set, d);
    c[d] = isl_val_get_num_si(v);
    isl_val_free(v);
  }
  return c;
}

// Calls `fn` with the coordinates of every point of the wrapped relation `rel`.
template <typename Fn>
bool forEachPair(const isl::map& rel, Fn fn) {
  struct Visit {
    unsigned dims;
    Fn* fn;
  } visit{unsigned(rel.domain_tuple_dim().release() + rel.range_tuple_dim().release()), &fn};
  isl::set pairs = rel.wrap();
  auto callback = [](isl_point* point, void* user) {
    auto* v = static_cast<Visit*>(user);
    (*v->fn)(coordinatesOf(point, v->dims));
    isl_point_free(point);
    return isl_stat_ok;
  };
  return isl_set_foreach_point(pairs.get(), callback, &visit) == isl_stat_ok;
}

struct Access {
  Coordinates time;
  Coordinates line;
};

class Fenwick {
public:
  explicit Fenwick(size_t n) : tree_(n + 1, 0) {}
  void add(size_t i, long delta) {
    for (++i; i < tree_.size(); i += i & -i) tree_[i] += delta;
  }
  long prefix(size_t i) const {
    long s = 0;
    for (; i > 0; i -= i & -i) s += tree_[i];
    return s;
  }

private:
  std::vector<long> tree_;
};

struct Query {
  size_t from, to; // the open interval (from, to) of trace positions
  size_t access;
};

} // namespace

uint64_t countAtLeast(const std::vector<uint64_t>& distances, uint64_t threshold) {
  return distances.end() - std::lower_bound(distances.begin(), distances.end(), threshold);
}

std::optional<std::vector<std::vector<uint64_t>>> reuseDistances(const std::vector<isl::map>& lines,
                                                                 const std::vector<isl::pw_multi_aff>& last) {
  std::vector<Access> trace;
  for (auto& rel : lines) {
    unsigned timeDims = unsigned(rel.domain_tuple_dim().release());
    bool ok = forEachPair(rel, [&](const Coordinates& c) {
      trace.push_back({Coordinates(c.begin(), c.begin() + timeDims), Coordinates(c.begin() + timeDims, c.end())});
    });
    if (!ok) return std::nullopt;
  }
  std::sort(trace.begin(), trace.end(), [](const Access& a, const Access& b) { return a.time < b.time; });
  std::unordered_map<Coordinates, size_t, CoordinatesHash> position;
  for (size_t p = 0; p < trace.size(); ++p) position[trace[p].time] = p;
  std::vector<Query> queries;
  for (size_t a = 0; a < last.size(); ++a) {
    isl::map reuse = isl::manage(isl_map_from_pw_multi_aff(last[a].copy()));
    unsigned timeDims = unsigned(reuse.domain_tuple_dim().release());
    bool missing = false;
    bool ok = forEachPair(reuse, [&](const Coordinates& c) {
      auto t = position.find(Coordinates(c.begin(), c.begin() + timeDims));
      auto l = position.find(Coordinates(c.begin() + timeDims, c.end()));
      if (t == position.end() || l == position.end()) missing = true;
      else queries.push_back({l->second, t->second, a});
    });
    if (!ok || missing) return std::nullopt;
  }
  std::sort(queries.begin(), queries.end(), [](const Query& x, const Query& y) { return x.to < y.to; });
  std::vector<std::vector<uint64_t>> distances(last.size());
  Fenwick latest(trace.size());
  std::map<Coordinates, size_t> latestOf;
  size_t next = 0;
  for (const Query& q : queries) {
    for (; next < q.to; ++next) {
      auto [it, added] = latestOf.try_emplace(trace[next].line, next);
      if (!added) {
        latest.add(it->second, -1);
        it->second = next;
      }
      latest.add(next, +1);
    }
    long distinct = latest.prefix(q.to) - latest.prefix(q.from + 1);
    distances[q.access].push_back((uint64_t)distinct);
  }
  for (auto& d : distances) std::sort(d.begin(), d.end());
  return distances;
}

} // namespace theseus::cachemiss
