#pragma once
// The poison and UB rules of the x86 intrinsics, in one place; every family applies them:
//   1. No x86 intrinsic has UB.
//   2. A result lane is poison when any input lane its value is computed from is poison
//      (element-wise families: the lanes at the same position; horizontal and widening
//      families: the lanes of the group it sums or packs).
//   3. A control operand that selects or counts for many lanes — a shift count vector or
//      immediate, a shuffle/permute index, a ternary-logic immediate — poisons every result lane
//      it controls when it is poison (a poison index lane poisons its own result lane).
// Undef inputs are resolved per use by the interpreter before a family sees them.
#include "semantics/Lane.h"

namespace theseus::semantics::x86 {

// Whether any of `lanes` is poison.
template <class D> typename D::Bool anyPoison(D& d, const Lanes<D>& lanes) {
  typename D::Bool p = d.boolConst(false);
  for (auto& l : lanes) p = d.bOr(p, l.poison);
  return p;
}

// Whether any of `lanes[first, first + count)` is poison.
template <class D> typename D::Bool anyPoison(D& d, const Lanes<D>& lanes, size_t first, size_t count) {
  typename D::Bool p = d.boolConst(false);
  for (size_t i = first; i < first + count; ++i) p = d.bOr(p, lanes[i].poison);
  return p;
}

// `lanes` with every lane also poison when `p`.
template <class D> Lanes<D> poisonAllWhen(D& d, Lanes<D> lanes, const typename D::Bool& p) {
  for (auto& l : lanes) l.poison = d.bOr(l.poison, p);
  return lanes;
}

} // namespace theseus::semantics::x86
