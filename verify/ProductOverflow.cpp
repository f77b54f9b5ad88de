#include "verify/ProductOverflow.h"

#include <vector>

namespace theseus::verify {

namespace {

z3::expr bitOf(const z3::expr& v, unsigned i) { return v.extract(i, i) == v.ctx().bv_val(1, 1); }

// atOrAbove[k] = whether some bit of `v` at position k or higher (below `top`) is set; k < top.
std::vector<z3::expr> setBitAtOrAbove(const z3::expr& v, unsigned top) {
  std::vector<z3::expr> atOrAbove(top, v.ctx().bool_val(false));
  z3::expr any = v.ctx().bool_val(false);
  for (unsigned k = top; k-- > 0;) {
    any = any || bitOf(v, k);
    atOrAbove[k] = any;
  }
  return atOrAbove;
}

// Whether some set bit i of `a` and set bit j of `b` (both below `top`) have i + j >= `sum`.
z3::expr highBitsMeet(const z3::expr& a, const z3::expr& b, unsigned top, unsigned sum) {
  std::vector<z3::expr> aAtOrAbove = setBitAtOrAbove(a, top);
  z3::expr meet = a.ctx().bool_val(false);
  for (unsigned j = 0; j < top; ++j) {
    if (j + (top - 1) < sum) continue;
    unsigned need = sum > j ? sum - j : 0;
    meet = meet || (bitOf(b, j) && aAtOrAbove[need]);
  }
  return meet;
}

// Whether the wrapped product `a * b` is below a non-zero factor: impossible without overflow.
z3::expr wrappedBelowAFactor(const z3::expr& a, const z3::expr& b) {
  z3::expr zero = a.ctx().bv_val(0, a.get_sort().bv_size());
  z3::expr product = a * b;
  return (b != zero && z3::ult(product, a)) || (a != zero && z3::ult(product, b));
}

// Whether the wrapped product `a * b` has another sign than the true product: impossible
// without overflow.
z3::expr wrappedSignDiffers(const z3::expr& a, const z3::expr& b) {
  z3::expr zero = a.ctx().bv_val(0, a.get_sort().bv_size());
  z3::expr trueNegative = a.id() == b.id() ? a.ctx().bool_val(false) : (a != zero && b != zero && ((a < zero) != (b < zero)));
  return (a * b < zero) != trueNegative;
}

}  // namespace

z3::expr unsignedProductOverflows(const z3::expr& a, const z3::expr& b) {
  unsigned w = a.get_sort().bv_size();
  z3::expr exact = z3::zext(a, 1) * z3::zext(b, 1);
  return highBitsMeet(a, b, w, w) || bitOf(exact, w) || wrappedBelowAFactor(a, b);
}

z3::expr signedProductOverflows(const z3::expr& a, const z3::expr& b) {
  unsigned w = a.get_sort().bv_size();
  z3::expr shift = a.ctx().bv_val(w - 1, w);
  z3::expr aMagnitude = a ^ z3::ashr(a, shift);
  z3::expr bMagnitude = b ^ z3::ashr(b, shift);
  z3::expr exact = z3::sext(a, 1) * z3::sext(b, 1);
  z3::expr topBitsDiffer = exact.extract(w, w) != exact.extract(w - 1, w - 1);
  if (w == 1) return topBitsDiffer;
  return highBitsMeet(aMagnitude, bMagnitude, w - 1, w - 1) || topBitsDiffer || wrappedSignDiffers(a, b);
}

}  // namespace theseus::verify
