#include "cachemiss/SymbolicDistance.h"

#include "cachemiss/Rasterize.h"
#include "poly/Count.h"
#include "poly/Threshold.h"

#include <isl/map.h>
#include <isl/set.h>

#include <deque>

namespace theseus::cachemiss {

namespace {

// More residue classes than this per access are not worth it: the relation is counted whole.
constexpr unsigned kMaxClasses = 256;

isl::map lexOrder(const isl::space& timeSpace, bool greater) {
  return isl::manage(greater ? isl_map_lex_gt(timeSpace.copy()) : isl_map_lex_lt(timeSpace.copy()));
}

// Names the n parameters t0..t(n-1) so that sets made from different relations line up.
isl_set* nameParams(isl_set* s, unsigned n) {
  for (unsigned d = 0; d < n; ++d) s = isl_set_set_dim_name(s, isl_dim_param, d, ("t" + std::to_string(d)).c_str());
  return s;
}

// A set as a parameter set (its dimensions become the parameters t0..).
isl_set* asParams(const isl::set& times) {
  unsigned n = unsigned(times.tuple_dim().release());
  return nameParams(isl_set_move_dims(times.copy(), isl_dim_param, 0, isl_dim_set, 0, n), n);
}

// { t -> u : last(t) <lex u <lex t, and no access of u's line in (u, t) }: the last touch,
// before t, of each line touched strictly between last(t) and t; one u per distinct line.
isl::map lastTouchesBetween(const isl::pw_multi_aff& last, const isl::set& allTimes, const isl::map& next) {
  isl::space timeSpace = allTimes.get_space();
  isl::map afterLast = isl::manage(isl_map_from_pw_multi_aff(last.copy())).apply_range(lexOrder(timeSpace, false)).intersect(lexOrder(timeSpace, true));
  isl::map nextAtOrAfter = next.apply_range(isl::manage(isl_map_lex_ge(timeSpace.copy())));
  isl::set neverAgain = allTimes.subtract(next.domain());
  nextAtOrAfter = nextAtOrAfter.unite(isl::map::from_domain_and_range(neverAgain, isl::set::universe(timeSpace)));
  return afterLast.intersect_range(allTimes).intersect(nextAtOrAfter.reverse()).coalesce();
}

} // namespace

struct DistanceFunction::State {
  struct ResidueClass {
    isl::set reused;                         // the class's points, in the class's coordinates s
    poly::PiecewiseQuasiPolynomial distance; // dist as a function of s (parameters t0..)
  };
  unsigned dims = 0;
  std::deque<ResidueClass> classes; // a deque: a class is moved never (its pieces cannot be copied)
  mutable unsigned enumerated = 0;
};

DistanceFunction::DistanceFunction(std::unique_ptr<State> state) : state_(std::move(state)) {}
DistanceFunction::~DistanceFunction() = default;

std::unique_ptr<DistanceFunction> DistanceFunction::build(const isl::set& reused, const isl::pw_multi_aff& last,
                                                          const isl::set& allTimes, const isl::map& next) {
  auto state = std::make_unique<State>();
  state->dims = unsigned(reused.tuple_dim().release());
  isl::map between = lastTouchesBetween(last, allTimes, next).intersect_domain(reused);
  std::vector<unsigned> periods = rasterPeriods(between, kMaxClasses);
  for (const isl::multi_aff& substitution : residueClasses(reused.get_space(), periods)) {
    isl::set classPoints = reused.preimage(substitution);
    if (classPoints.is_empty()) continue;
    isl::map classBetween = isl::manage(isl_map_preimage_domain_multi_aff(between.copy(), substitution.copy())).coalesce();
    isl_set* touched = nameParams(isl_map_range(isl_map_move_dims(classBetween.release(), isl_dim_param, 0, isl_dim_in, 0, state->dims)), state->dims);
    try {
      state->classes.emplace_back();
      state->classes.back().reused = classPoints;
      state->classes.back().distance = poly::countParametric(touched);
    } catch (const poly::CountError&) {
      isl_set_free(touched);
      return nullptr;
    }
    isl_set_free(touched);
  }
  return std::unique_ptr<DistanceFunction>(new DistanceFunction(std::move(state)));
}

unsigned DistanceFunction::enumeratedPieces() const { return state_->enumerated; }

std::optional<uint64_t> DistanceFunction::countAtLeast(uint64_t threshold) const {
  unsigned n = state_->dims;
  uint64_t total = 0;
  for (const State::ResidueClass& c : state_->classes) {
    isl::set reused = isl::manage(asParams(c.reused));
    for (const poly::QuasiPolynomialPiece& piece : c.distance.pieces) {
      isl_set* domain = isl_set_copy(piece.domain.get());
      if (isl_set_is_params(domain) == isl_bool_true) domain = isl_set_from_params(domain);
      isl_set* region = isl_set_intersect(reused.copy(), domain);
      poly::IslSet points(isl_set_move_dims(region, isl_dim_set, 0, isl_dim_param, 0, n));
      try {
        poly::ThresholdCount count = poly::countAtLeast(points.get(), piece.value, poly::Rational(threshold));
        state_->enumerated += count.enumeratedDims != 0;
        if (!count.count.fits_ulong_p()) return std::nullopt;
        total += count.count.get_ui();
      } catch (const poly::CountError&) {
        return std::nullopt;
      }
    }
  }
  return total;
}

} // namespace theseus::cachemiss
