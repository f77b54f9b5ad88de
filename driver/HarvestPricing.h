#pragma once
// What harvest measures after synthesis (issue 24): each proved rewrite priced where it occurs,
// as a compile would meet it (a cache-only driver with objective machine over each module, which
// stores every machine verdict in the cache for later compiles), each rewrite's other
// column, the ir model's price of cut and rewrite, and the source price of each cut whose search
// met unknowns and so left nothing in the cache.
#include "driver/CutCollector.h"
#include "driver/Driver.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace theseus::cost {
class CostModel;
}
namespace theseus::store {
class RewriteStore;
}

namespace theseus::driver {

// The machine verdicts of one distinct cut over the places it occurs.
struct MachineTally {
  unsigned gains = 0;
  unsigned noGains = 0;
  unsigned notPriced = 0;
  // Summed over the places priced.
  double before = 0;
  double after = 0;
  std::string firstWhyNot;
};

// Runs a cache-only driver (objective machine, `options`' CPU and budget, `store` borrowed) over
// each module of `modulePaths`, applying what gains and judging every hit where it is; the tally
// of each cut's key hash. nullopt with `error` when a module cannot be read or the cost model
// created.
std::optional<std::map<uint64_t, MachineTally>> measureMachineGains(const std::vector<std::string>& modulePaths, DriverOptions options,
                                                                    store::RewriteStore& store, std::string& error);

// `model`'s price of the one function `text` defines; nullopt when it does not import or is not
// priced.
std::optional<double> priceOfText(cost::CostModel& model, const std::string& text);

// Prices the source of each record in `which` (indices into `records` and into `collector`'s cuts)
// with `options`' cost model and CPU, as a harvest worker prices it: for the
// cuts whose search proved nothing and cached nothing (it ended with solver unknowns), whose
// record has no cost from the cache. A cut that cannot be priced keeps its cost and says so in its
// detail. False with `error` when the cost model cannot be created (harvest then warns and
// reports those sources at 0).
bool addSourcePrices(const CutCollector& collector, const DriverOptions& options, std::vector<CutRecord>& records,
                     const std::vector<size_t>& which, std::string& error);

// The ir model's price of a cut's canonical module text and of a rewrite text; nullopt when either
// does not import.
std::optional<std::pair<double, double>> irPrices(const std::string& cutText, const std::string& rewriteText);

} // namespace theseus::driver
