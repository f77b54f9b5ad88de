#pragma once
// `theseus cachesim`: the ground truth for the model. The function is instrumented (a call before
// every load and store passes its address), JIT-compiled with ORC for this machine and run once;
// each address is mapped to its global array and byte offset, and the line (array, offset / L)
// is fed to an exact LRU cache (cachemiss/Lru.h) per configuration. Arrays are taken to start on
// a line boundary, as in the model. It runs what the model reads (the cleaned-up IR), but shares
// nothing else with it: no Polly, no isl.
#include "cachemiss/CacheResult.h"
#include "cachemiss/Input.h"

#include <optional>
#include <vector>

namespace theseus::cachemiss {

// Runs @`functionName` (a `void ()` function; globals only) of `loaded` once and simulates each
// configuration. Stops with a failure (exit 2) after `maxAccesses` accesses when that is non-zero.
// Consumes the module.
std::optional<std::vector<CacheResult>> simulateMisses(LoadedModule loaded, const std::string& functionName,
                                                       const std::vector<CacheConfig>& configs, uint64_t maxAccesses,
                                                       Failure& failure);

} // namespace theseus::cachemiss
