#pragma once
// What harvest measures after synthesis (issue 24): each proved rewrite priced where it occurs,
// as a compile would meet it (a cache-only driver with objective machine over each module, which
// stores every machine verdict in the cache for later compiles), and each rewrite's other
// column, the ir model's price of cut and rewrite.
#include "driver/Driver.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

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

// The ir model's price of a cut's canonical module text and of a rewrite text; nullopt when either
// does not import.
std::optional<std::pair<double, double>> irPrices(const std::string& cutText, const std::string& rewriteText);

} // namespace theseus::driver
