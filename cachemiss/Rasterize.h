#pragma once
// Residue classes of the time dimensions ("rasterization", seed 003 §2.4.4's trouble with cache
// lines of several elements). Where a line boundary does not align with a loop (a row of N
// elements with N not a multiple of the line's element count), the reuse-distance relation
// t -> u holds integer divisions of t alone (floor((j + 4k) / 8)); counted with t as parameters,
// each one splits the chambers into many pieces whose quasi-polynomials are large and not affine.
// Substituting t = P s + r for each residue vector r (0 <= r < P) makes those divisions affine in
// s, so each class counts to small affine pieces, and the number of classes does not depend on
// the loop bounds.
#include "cachemiss/IslContext.h"

#include <vector>

namespace theseus::cachemiss {

// The period of each input dimension of `relation` (t -> u): the lcm of the denominators of t's
// coefficients in the divisions that do not involve u, repeated on a substituted class until
// none remain (at most three rounds). A division that would need a period above 16 in some
// dimension, or more than `maxClasses` classes in all, is left to the counting (any periods
// give an exact count; these only decide how clean the pieces are). All 1 when none applies.
std::vector<unsigned> rasterPeriods(const isl::map& relation, unsigned maxClasses);

// One substitution { S[s] -> T[P s + r] } per residue vector r of `periods`, for the tuple of
// `timeSpace` (a set space).
std::vector<isl::multi_aff> residueClasses(const isl::space& timeSpace, const std::vector<unsigned>& periods);

} // namespace theseus::cachemiss
