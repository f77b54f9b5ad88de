#include "poly/Count.h"
#include "poly/Polytope.h"

#include "isl/point.h"

namespace theseus::poly {

namespace {

isl_stat countOnePoint(isl_point* point, void* user) {
  isl_point_free(point);
  ++*static_cast<Integer*>(user);
  return isl_stat_ok;
}

} // namespace

Integer countByEnumeration(isl_set* set) {
  if (isl_set_dim(set, isl_dim_param) != 0) throw CountError(CountError::Kind::BadInput, "enumeration needs a set without parameters");
  if (isl_set_is_bounded(set) != isl_bool_true) throw CountError(CountError::Kind::Unbounded, "the set is unbounded: " + toString(set));
  Integer count = 0;
  if (isl_set_foreach_point(set, countOnePoint, &count) < 0) throw CountError(CountError::Kind::Internal, "isl failed to enumerate " + toString(set));
  return count;
}

Integer enumeratePolytope(const AffineConstraints& c) {
  IslCtx ctx = makeIslCtx();
  IslSet set(isl_set_read_from_str(ctx.get(), toIslText(c).c_str()));
  if (!set) throw CountError(CountError::Kind::Internal, "cannot rebuild " + toIslText(c));
  return countByEnumeration(set.get());
}

} // namespace theseus::poly
