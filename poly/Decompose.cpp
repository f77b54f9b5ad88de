#include "poly/Decompose.h"

#include "poly/CountError.h"

namespace theseus::poly {

namespace {

isl_stat collectLifted(isl_basic_set* bset, void* user) {
  auto* out = static_cast<std::vector<IslBasicSet>*>(user);
  isl_basic_set* lifted = isl_basic_set_lift(bset);
  if (!lifted) return isl_stat_error;
  out->emplace_back(lifted);
  return isl_stat_ok;
}

} // namespace

std::vector<IslBasicSet> disjointLiftedPieces(isl_set* set) {
  isl_ctx* ctx = isl_set_get_ctx(set);
  IslSet explicitDivs = checked(isl_set_compute_divs(isl_set_copy(set)), ctx, "making divisions explicit");
  IslSet disjoint = checked(isl_set_make_disjoint(explicitDivs.release()), ctx, "making the union disjoint");
  IslSet known = checked(isl_set_compute_divs(disjoint.release()), ctx, "making divisions explicit");
  IslSet again = checked(isl_set_make_disjoint(known.release()), ctx, "making the union disjoint");
  std::vector<IslBasicSet> pieces;
  if (isl_set_foreach_basic_set(again.get(), collectLifted, &pieces) < 0)
    throw CountError(CountError::Kind::Internal, "isl failed while lifting divisions: " + lastIslError(ctx));
  return pieces;
}

} // namespace theseus::poly
