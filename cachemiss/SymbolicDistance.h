#pragma once
// The symbolic backend of the capacity count (seed 003 §2.4.2-2.4.3). For one access, the reuse
// distance dist(t) = #{ line(u) : last(t) <lex u <lex t } is the number of points u strictly
// between last(t) and t that are the last touch of their line before t (next(u) >=lex t, or u is
// never followed on its line): counting time points instead of lines needs no projection, so the
// counted sets have no existential line variables. That set, with t made parameters, is counted
// by poly's parametric Barvinok into a piecewise quasi-polynomial in t, per residue class of t
// where line boundaries do not align with the loops (cachemiss/Rasterize.h). Then
// #{ t : dist(t) >= C } is counted per piece by poly::countAtLeast (poly/Threshold.h): Barvinok
// where dist is affine in t and its periodic atoms, per residue class where fixing some atoms
// makes it affine, interval enclosures where they decide, enumeration only of what remains.
// No step enumerates the iterations when every piece is decided by the first three.
#include "cachemiss/IslContext.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace theseus::cachemiss {

class DistanceFunction {
public:
  ~DistanceFunction();
  // Builds dist(t) for the points of `reused` (a T set), given last(t) (on `reused`), every
  // access's time points `allTimes` and next(u) (T -> T: the next access of u's line, on the
  // points that have one). Null when the parametric count fails.
  static std::unique_ptr<DistanceFunction> build(const isl::set& reused, const isl::pw_multi_aff& last,
                                                 const isl::set& allTimes, const isl::map& next);
  // #{ t in reused : dist(t) >= threshold }; nullopt when a count fails.
  std::optional<uint64_t> countAtLeast(uint64_t threshold) const;
  // Pieces of dist whose threshold count enumerated some variables (so far).
  unsigned enumeratedPieces() const;

private:
  struct State;
  explicit DistanceFunction(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

} // namespace theseus::cachemiss
