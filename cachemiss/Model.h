#pragma once
// The static cache model of seed 003 (§1.1, §2.4) for a fully associative LRU cache of
// config.lines() lines, on the program's global time space T (execution order = lexicographic
// order of T, which embeds loop identity and lexical position as in seed §2.4.1):
//   last(t)    = lexmax { u <lex t : line(u) = line(t) }  (the most recent access of t's line)
//   compulsory = points t without last(t)
//   dist(t)    = #{ line(u) : last(t) <lex u <lex t }     (distinct lines strictly between)
//   capacity   = points t with dist(t) >= lines
// All relations are exact (isl); counting goes through cachemiss/Counting.h.
#include "cachemiss/CacheResult.h"
#include "cachemiss/Program.h"

#include <optional>
#include <string>

namespace theseus::cachemiss {

// How dist(t) >= C is counted: by enumerating every point in execution order
// (cachemiss/ReuseDistance.h; exact, fast at small sizes, cost grows with the iteration count),
// or symbolically (parametric Barvinok, cachemiss/SymbolicDistance.h; exact, cost independent of
// the loop bounds when every piece of dist is decided without enumeration; falls back to
// enumeration when a parametric count fails). Auto: symbolic when the program makes more than
// kAutoSymbolicAccesses dynamic accesses, else enumeration.
enum class DistanceCounting { Symbolic, Enumeration, Auto };

inline constexpr uint64_t kAutoSymbolicAccesses = 100000;

// The model's counts per memory op, per nest and in total; nullopt with `error` set when isl fails.
std::optional<CacheResult> predictMisses(const Program& program, const CacheConfig& config, std::string& error,
                                         DistanceCounting counting = DistanceCounting::Enumeration);

// The same for several caches with one line size (the reuse analysis is shared); one result per
// entry of `cacheBytes`.
std::optional<std::vector<CacheResult>> predictMisses(const Program& program, uint64_t lineBytes,
                                                      const std::vector<uint64_t>& cacheBytes, std::string& error,
                                                      DistanceCounting counting = DistanceCounting::Enumeration);

} // namespace theseus::cachemiss
