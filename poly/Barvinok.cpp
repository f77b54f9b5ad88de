#include "poly/Polytope.h"

namespace theseus::poly {

Integer countPolytope(const AffineConstraints& c) { return enumeratePolytope(c); }

} // namespace theseus::poly
