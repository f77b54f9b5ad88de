#include "poly/Decompose.h"

namespace theseus::poly {

namespace {

isl_stat collectLifted(isl_basic_set* bset, void* user) {
  auto* out = static_cast<std::vector<IslBasicSet>*>(user);
  out->emplace_back(isl_basic_set_lift(bset));
  return out->back() ? isl_stat_ok : isl_stat_error;
}

} // namespace

std::vector<IslBasicSet> disjointLiftedPieces(isl_set* set) {
  IslSet explicitDivs(isl_set_compute_divs(isl_set_copy(set)));
  IslSet disjoint(isl_set_make_disjoint(explicitDivs.release()));
  IslSet known(isl_set_compute_divs(disjoint.release()));
  IslSet again(isl_set_make_disjoint(known.release()));
  std::vector<IslBasicSet> pieces;
  if (!again || isl_set_foreach_basic_set(again.get(), collectLifted, &pieces) < 0) pieces.clear();
  return pieces;
}

} // namespace theseus::poly
