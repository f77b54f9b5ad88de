#include "cachemiss/Model.h"

#include "cachemiss/Counting.h"
#include "cachemiss/ReuseDistance.h"
#include "cachemiss/SymbolicDistance.h"

#include <isl/aff.h>
#include <isl/map.h>

namespace theseus::cachemiss {

namespace {

// { Mem[a, b] -> Line[a, floor(b / L)] }.
isl::map lineOfByte(isl::ctx ctx, uint64_t lineBytes) {
  return isl::map(ctx, "{ Mem[a, b] -> Line[a, l] : l = floor(b / " + std::to_string(lineBytes) + ") }");
}

isl::map lexGreater(const isl::space& timeSpace) { return isl::manage(isl_map_lex_gt(timeSpace.copy())); }
isl::map lexLess(const isl::space& timeSpace) { return isl::manage(isl_map_lex_lt(timeSpace.copy())); }

// Each access's lines (T -> Line) and time points.
struct AccessLines {
  std::vector<isl::map> lines;
  std::vector<isl::set> times;
};

AccessLines accessLines(const Program& program, uint64_t lineBytes) {
  isl::map toLine = lineOfByte(program.ctx.get(), lineBytes);
  AccessLines a;
  for (auto& access : program.accesses) {
    a.lines.push_back(access.timeToByte.apply_range(toLine).coalesce());
    a.times.push_back(a.lines.back().domain());
  }
  return a;
}

// { t -> u : t and u agree before dimension d and t_d > u_d }: u precedes t, first differing at d.
isl::map precedesFirstAt(const isl::space& timeSpace, unsigned d) {
  isl_map* m = isl_map_universe(isl_space_map_from_set(timeSpace.copy()));
  for (unsigned e = 0; e < d; ++e) m = isl_map_equate(m, isl_dim_in, e, isl_dim_out, e);
  return isl::manage(isl_map_order_gt(m, isl_dim_in, d, isl_dim_out, d));
}

// last(t) (previous) or next(t) for the points t of access `a`: the lexicographic maximum of the
// earlier (minimum of the later) points, over the accesses b of the same array, on t's line. A
// candidate that first differs from t at a deeper dimension is always closer to t, so the levels
// are searched from the innermost out, each only where no deeper level had a candidate.
isl::pw_multi_aff reuseNeighbour(const Program& program, const AccessLines& al, size_t a, bool previous) {
  isl::space timeSpace = al.times[a].get_space();
  isl::map sameLine;
  for (size_t b = 0; b < program.accesses.size(); ++b) {
    if (program.accesses[b].array != program.accesses[a].array) continue;
    isl::map part = al.lines[a].apply_range(al.lines[b].reverse());
    sameLine = sameLine.is_null() ? part : sameLine.unite(part);
  }
  isl::set remaining = al.times[a];
  isl_pw_multi_aff* last = nullptr;
  for (unsigned d = program.timeDims; d-- > 0 && !remaining.is_empty();) {
    isl::map order = precedesFirstAt(timeSpace, d);
    if (!previous) order = order.reverse();
    isl::map candidates = sameLine.intersect_domain(remaining).intersect(order);
    if (candidates.is_empty()) continue;
    isl_pw_multi_aff* level = previous ? isl_map_lexmax_pw_multi_aff(candidates.release()) : isl_map_lexmin_pw_multi_aff(candidates.release());
    remaining = remaining.subtract(isl::manage(isl_pw_multi_aff_domain(isl_pw_multi_aff_copy(level))));
    last = last ? isl_pw_multi_aff_union_add(last, level) : level;
  }
  if (!last) return isl::manage(isl_pw_multi_aff_empty(isl_space_map_from_set(timeSpace.copy())));
  return isl::manage(last);
}

isl::pw_multi_aff lastUse(const Program& program, const AccessLines& al, size_t a) { return reuseNeighbour(program, al, a, true); }
isl::pw_multi_aff nextUse(const Program& program, const AccessLines& al, size_t a) { return reuseNeighbour(program, al, a, false); }

} // namespace

namespace {

// The symbolic distance functions of every access; empty when one cannot be built.
std::vector<std::unique_ptr<DistanceFunction>> symbolicDistances(const Program& program, const AccessLines& al, const std::vector<isl::pw_multi_aff>& last) {
  std::vector<std::unique_ptr<DistanceFunction>> functions;
  isl::map next;
  isl::set all;
  for (size_t b = 0; b < last.size(); ++b) {
    isl::map n = isl::manage(isl_map_from_pw_multi_aff(nextUse(program, al, b).release()));
    next = next.is_null() ? n : next.unite(n);
    all = all.is_null() ? al.times[b] : all.unite(al.times[b]);
  }
  for (size_t a = 0; a < last.size(); ++a) {
    functions.push_back(DistanceFunction::build(last[a].domain(), last[a], all, next));
    if (!functions.back()) return {};
  }
  return functions;
}

// Capacity misses per access and cache size (in lines), symbolically when `functions` is set,
// else by enumeration; nullopt when counting fails.
std::optional<std::vector<std::vector<uint64_t>>> capacityMisses(const Program& program, const AccessLines& al, const std::vector<isl::pw_multi_aff>& last,
                                                                 const std::vector<uint64_t>& cacheLines, DistanceCounting counting) {
  std::vector<std::vector<uint64_t>> misses(cacheLines.size(), std::vector<uint64_t>(last.size(), 0));
  auto functions = counting == DistanceCounting::Symbolic ? symbolicDistances(program, al, last) : std::vector<std::unique_ptr<DistanceFunction>>{};
  if (!functions.empty() || last.empty()) {
    for (size_t c = 0; c < cacheLines.size(); ++c)
      for (size_t a = 0; a < last.size(); ++a) {
        auto n = functions[a]->countAtLeast(cacheLines[c]);
        if (!n) return std::nullopt;
        misses[c][a] = *n;
      }
    return misses;
  }
  auto distances = reuseDistances(al.lines, last);
  if (!distances) return std::nullopt;
  for (size_t c = 0; c < cacheLines.size(); ++c)
    for (size_t a = 0; a < last.size(); ++a) misses[c][a] = countAtLeast((*distances)[a], cacheLines[c]);
  return misses;
}

} // namespace

std::optional<std::vector<CacheResult>> predictMisses(const Program& program, uint64_t lineBytes,
                                                      const std::vector<uint64_t>& cacheBytes, std::string& error,
                                                      DistanceCounting counting) {
  CacheResult base;
  base.tool = "cachemiss";
  base.functionName = program.functionName;
  base.ops = program.ops;
  base.nests = program.nests;
  base.perOp.assign(program.ops.size(), Counts{});
  AccessLines al = accessLines(program, lineBytes);
  std::vector<isl::pw_multi_aff> last;
  for (size_t a = 0; a < program.accesses.size(); ++a) {
    last.push_back(lastUse(program, al, a));
    auto accesses = countPoints(al.times[a]);
    auto compulsory = countPoints(al.times[a].subtract(last.back().domain()));
    if (!accesses || !compulsory) {
      error = "isl failed while counting the accesses of " + program.ops[program.accesses[a].op].loc.str();
      return std::nullopt;
    }
    base.perOp[program.accesses[a].op] += Counts{*accesses, *compulsory, 0};
  }
  if (counting == DistanceCounting::Auto) {
    uint64_t total = 0;
    for (const Counts& c : base.perOp) total += c.accesses;
    counting = total > kAutoSymbolicAccesses ? DistanceCounting::Symbolic : DistanceCounting::Enumeration;
  }
  std::vector<uint64_t> cacheLines;
  for (uint64_t bytes : cacheBytes) cacheLines.push_back(CacheConfig{bytes, lineBytes}.lines());
  auto capacity = capacityMisses(program, al, last, cacheLines, counting);
  if (!capacity) {
    error = "counting the reuse distances failed";
    return std::nullopt;
  }
  std::vector<CacheResult> results;
  for (size_t c = 0; c < cacheBytes.size(); ++c) {
    CacheResult r = base;
    r.config = {cacheBytes[c], lineBytes};
    for (size_t a = 0; a < program.accesses.size(); ++a) r.perOp[program.accesses[a].op].capacity += (*capacity)[c][a];
    summarize(r);
    results.push_back(std::move(r));
  }
  return results;
}

std::optional<CacheResult> predictMisses(const Program& program, const CacheConfig& config, std::string& error,
                                         DistanceCounting counting) {
  auto results = predictMisses(program, config.lineBytes, {config.cacheBytes}, error, counting);
  if (!results) return std::nullopt;
  return results->front();
}

} // namespace theseus::cachemiss
