#pragma once
// theseus harvest's cache helpers and its peephole table in front of the workers
// (driver/HarvestTable.h; docs/peephole.md, "In front of harvest").
#include "driver/CutCollector.h"
#include "driver/Driver.h"
#include "store/RewriteCache.h"
#include "tools/theseus/CommandLine.h"

#include <functional>
#include <string>
#include <vector>

namespace theseus::tools {

// The cache key of `c` under options' cost model and CPU.
store::RewriteKey keyOf(const driver::HarvestedCut& c, const driver::DriverOptions& options);

// The cache budget of `options`.
store::Budget budgetOf(const driver::DriverOptions& options);

// The options a cut of block share `share` is synthesized with: the time limit scaled by the
// share below 10% (so that a block running a tenth of its function gets the whole limit), never
// below a quarter of it.
driver::DriverOptions optionsForShare(driver::DriverOptions options, double share);

// Fills `r` from the cache's entry for the cut under options' budget; false when the cache has none.
bool fillFromCache(store::RewriteStore& cache, const driver::HarvestedCut& c, const driver::DriverOptions& options, driver::CutRecord& r);

// The file the canonical text of cut `index` is written to (every cut to synthesize has one).
std::string cutPath(const std::string& reportDir, size_t index);

// What the table in front did.
struct TableFront {
  // Cuts taken off the workers' list by the table (proved, or answered as final or skipped).
  size_t answered = 0;
  // Minimal cuts the cache answered under their reduced budget.
  size_t cacheHits = 0;
  size_t proved = 0, minimal = 0;
};

// Asks the table (--peephole-db FILE, default reportDir/peephole.db built when absent, `none`:
// nothing is asked) for each of `pending` (record indices) in this process and prints its line: a
// proved hit is recorded from the cache; a cut the table shows minimal keeps --minimal-share of its
// time limit in `scale` (dropped at 0) and is answered by the cache when an earlier harvest
// searched it with that budget; under --engine peephole-db every cut is answered here. `pending`
// keeps the cuts left for the workers; `finished` is called for each cut answered here. False with
// `error` when the table cannot be built or opened or --minimal-share is bad.
bool askTableFirst(const CommandLine& cl, const std::string& reportDir, const driver::CutCollector& collector, store::RewriteStore& cache,
                   const driver::DriverOptions& options, std::vector<driver::CutRecord>& records, std::vector<double>& scale,
                   std::vector<size_t>& pending, const std::function<void(const driver::CutRecord&)>& finished, TableFront& front,
                   std::string& error);

} // namespace theseus::tools
