#include "cachemiss/Model.h"

#include "cachemiss/Counting.h"

#include <isl/map.h>

namespace theseus::cachemiss {

namespace {

// { Mem[a, b] -> Line[a, floor(b / L)] }.
isl::map lineOfByte(isl::ctx ctx, uint64_t lineBytes) {
  return isl::map(ctx, "{ Mem[a, b] -> Line[a, l] : l = floor(b / " + std::to_string(lineBytes) + ") }");
}

// The relations every access shares: the line of each time point, its last use and what lies between.
struct Relations {
  isl::map lineOf;   // T -> Line
  isl::set all;      // every time point
  isl::map last;     // T -> T, the most recent earlier access of the same line
  isl::map between;  // T -> Line, the lines touched strictly between last(t) and t
};

isl::map lexGreater(const isl::space& timeSpace) { return isl::manage(isl_map_lex_gt(timeSpace.copy())); }
isl::map lexLess(const isl::space& timeSpace) { return isl::manage(isl_map_lex_lt(timeSpace.copy())); }

Relations buildRelations(const Program& program, const std::vector<isl::map>& lineMaps) {
  Relations r;
  r.lineOf = lineMaps.front();
  for (size_t i = 1; i < lineMaps.size(); ++i) r.lineOf = r.lineOf.unite(lineMaps[i]);
  r.lineOf = r.lineOf.coalesce();
  r.all = r.lineOf.domain();
  isl::space timeSpace = r.all.get_space();
  isl::map sameLine = r.lineOf.apply_range(r.lineOf.reverse());
  r.last = sameLine.intersect(lexGreater(timeSpace)).lexmax().coalesce();
  isl::map after = r.last.apply_range(lexLess(timeSpace));
  isl::map strictlyBetween = after.intersect(lexGreater(timeSpace)).intersect_range(r.all);
  r.between = strictlyBetween.apply_range(r.lineOf).coalesce();
  return r;
}

} // namespace

std::optional<CacheResult> predictMisses(const Program& program, const CacheConfig& config, std::string& error) {
  CacheResult result;
  result.tool = "cachemiss";
  result.functionName = program.functionName;
  result.config = config;
  result.ops = program.ops;
  result.nests = program.nests;
  result.perOp.assign(program.ops.size(), Counts{});
  if (program.accesses.empty()) {
    summarize(result);
    return result;
  }
  isl::map toLine = lineOfByte(program.ctx.get(), config.lineBytes);
  std::vector<isl::map> lineMaps;
  for (auto& a : program.accesses) lineMaps.push_back(a.timeToByte.apply_range(toLine));
  Relations r = buildRelations(program, lineMaps);
  isl::set reused = r.last.domain();
  for (size_t i = 0; i < program.accesses.size(); ++i) {
    isl::set times = lineMaps[i].domain();
    auto accesses = countPoints(times);
    auto compulsory = countPoints(times.subtract(reused));
    auto capacity = countImagesAtLeast(r.between.intersect_domain(times.intersect(reused)), config.lines());
    if (!accesses || !compulsory || !capacity) {
      error = "isl failed while counting the accesses of " + program.ops[program.accesses[i].op].loc.str();
      return std::nullopt;
    }
    result.perOp[program.accesses[i].op] += Counts{*accesses, *compulsory, *capacity};
  }
  summarize(result);
  return result;
}

} // namespace theseus::cachemiss
