#pragma once
// The symbolic backend of the capacity count (seed 003 §2.4.2-2.4.3): for one access, the reuse
// distance dist(t) = #{ line(u) : last(t) <lex u <lex t } as a piecewise quasi-polynomial in t
// (poly's parametric Barvinok count, t made parameters), then the number of points t with
// dist(t) >= C: on a piece whose quasi-polynomial has degree <= 1 (in t and its periodic atoms)
// that set is quasi-affine and is counted with Barvinok again; other pieces are enumerated.
// Neither step depends on the number of iterations, except the enumerated pieces.
#include "cachemiss/Isl.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace theseus::cachemiss {

class DistanceFunction {
public:
  ~DistanceFunction();
  // Builds dist(t) for the points of `reused` (a T set), given last(t) and every access's lines
  // (T -> Line). Null when the parametric count fails.
  static std::unique_ptr<DistanceFunction> build(const isl::set& reused, const isl::pw_multi_aff& last,
                                                 const std::vector<isl::map>& lines);
  // #{ t in reused : dist(t) >= threshold }; nullopt when a count fails.
  std::optional<uint64_t> countAtLeast(uint64_t threshold) const;
  // Pieces of dist counted by enumerating their points (non-linear quasi-polynomials).
  unsigned enumeratedPieces() const;

private:
  struct State;
  explicit DistanceFunction(std::unique_ptr<State> state);
  std::unique_ptr<State> state_;
};

} // namespace theseus::cachemiss
