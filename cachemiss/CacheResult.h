#pragma once
// What the model and the simulator both print: per memory op (with its source location), per loop
// nest and in total, the accesses, compulsory misses, capacity misses (every non-compulsory miss
// of the fully associative LRU cache) and misses. Text, or one JSON object whose member `total`
// holds accesses, compulsory, capacity and misses.
#include "cachemiss/Program.h"

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace theseus::cachemiss {

struct CacheConfig {
  uint64_t cacheBytes = 32 * 1024;
  uint64_t lineBytes = 64;
  uint64_t lines() const { return cacheBytes / lineBytes; }
};

struct Counts {
  uint64_t accesses = 0, compulsory = 0, capacity = 0;
  uint64_t misses() const { return compulsory + capacity; }
  Counts& operator+=(const Counts& o) {
    accesses += o.accesses;
    compulsory += o.compulsory;
    capacity += o.capacity;
    return *this;
  }
  bool operator==(const Counts&) const = default;
};

struct CacheResult {
  std::string tool; // "cachemiss" (the model) or "cachesim" (the simulator)
  std::string functionName;
  CacheConfig config;
  std::vector<MemoryOpInfo> ops;
  std::vector<NestInfo> nests;
  std::vector<Counts> perOp;   // parallel to ops
  std::vector<Counts> perNest; // parallel to nests
  Counts outsideLoops;
  Counts total;
};

// Fills perNest, outsideLoops and total from perOp.
void summarize(CacheResult& result);

void printText(std::ostream& os, const CacheResult& result);
void printJson(std::ostream& os, const CacheResult& result);

} // namespace theseus::cachemiss

namespace theseus::cachemiss {

// A cache of `cacheBytes` with `lineBytes` lines; nullopt with `error` unless the line size is
// positive and the cache holds a whole number (>= 1) of lines.
std::optional<CacheConfig> makeCacheConfig(uint64_t cacheBytes, uint64_t lineBytes, std::string& error);

} // namespace theseus::cachemiss
