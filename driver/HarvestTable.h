#pragma once
// The peephole table in front of a harvest's worker processes (docs/peephole.md, "In front of
// harvest"): every cut to synthesize is first looked up in the table in harvest's own process,
// where a lookup costs microseconds and a hit one proof, instead of a worker process and a search.
//   - a hit cheaper than the cut, proved: the rewrite goes to the cache; no worker runs;
//   - a hit no cheaper than the cut (the cut is the cheapest program of its fingerprint class in
//     the table: no program of the table's length, operations and constants beats it): the
//     worker searches with `minimalShare` of the time limit (a search for longer programs or
//     other operations may still find one, so it is not skipped unless the share is 0);
//   - anything else (a miss, a refuted or unknown proof, a cut outside the table): the worker
//     searches as before.
#include "driver/CutCollector.h"
#include "driver/Driver.h"

#include <memory>
#include <string>

namespace theseus::cost {
class CostModel;
}
namespace theseus::store {
class RewriteStore;
}
namespace theseus::synth {
class Engine;
}

namespace theseus::driver {

struct TableAnswer {
  enum class Kind { Proved, Minimal, Unanswered } kind = Kind::Unanswered;
  // For Proved: the rewrite's text as stored; for the others, why (the engine's scope or counters).
  std::string detail;
  double seconds = 0;
};

// Counts over a harvest's cuts, for its report.
struct TableFigures {
  size_t looked = 0, proved = 0, minimal = 0, unanswered = 0, unsupported = 0;
  double seconds = 0;
};

class HarvestTable {
public:
  // The table at `path` with the pricing of `options`; null with `error` when it cannot be opened.
  static std::unique_ptr<HarvestTable> open(const std::string& path, const DriverOptions& options, std::string& error);

  // Builds the default table (synth/peephole/TableBuilder.h's default options: programs of up to
  // two instructions, untyped and typed, about 67,000 rows, a second of processor time) at `path`
  // unless a file is already there, priced by options' cost model; false with `error`.
  static bool buildDefault(const std::string& path, const DriverOptions& options, std::string& error);
  ~HarvestTable();

  // Looks `c` up and proves a cheaper hit under options' budget; a proved rewrite is stored in
  // `cache` (a store error leaves the cut Unanswered, noted in detail).
  TableAnswer answer(const HarvestedCut& c, store::RewriteStore& cache, const DriverOptions& options);

  const TableFigures& figures() const { return figures_; }

private:
  HarvestTable(std::unique_ptr<synth::Engine> engine, std::unique_ptr<cost::CostModel> pricing);
  std::unique_ptr<synth::Engine> engine_;
  std::unique_ptr<cost::CostModel> pricing_;
  TableFigures figures_;
};

} // namespace theseus::driver
