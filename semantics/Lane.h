#pragma once
// A lane of a value in some domain: its bits and whether it is poison. Scalars have one lane,
// vectors one per element, structs their fields' lanes in order.
#include "semantics/Domain.h"

#include <vector>

namespace theseus::semantics {

template <class D> struct Lane {
  typename D::BV value;
  typename D::Bool poison;
};

template <class D> using Lanes = std::vector<Lane<D>>;

// What an operation does besides its result: the condition under which it is UB.
template <class D> struct Effects {
  typename D::Bool ub;
};

// The poison lane of width `w`: poison, with all-zero bits.
template <class D> Lane<D> poisonLane(D& d, unsigned w) { return {d.constantU(w, 0), d.boolConst(true)}; }

// A lane that is poison when `a` or `b` is.
template <class D> Lane<D> lanePoisonIfEither(D& d, typename D::BV value, const Lane<D>& a, const Lane<D>& b) {
  return {std::move(value), d.bOr(a.poison, b.poison)};
}

// `lane` with `extra` added to its poison condition.
template <class D> Lane<D> withPoison(D& d, Lane<D> lane, const typename D::Bool& extra) {
  lane.poison = d.bOr(lane.poison, extra);
  return lane;
}

// The constant `v` of width `w`.
template <class D> typename D::BV constantOf(D& d, unsigned w, uint64_t v) { return d.constantU(w, v); }

// The all-ones pattern of width `w`.
template <class D> typename D::BV allOnes(D& d, unsigned w) { return d.bvNot(d.constantU(w, 0)); }

// The signed minimum of width `w`: 100...0.
template <class D> typename D::BV signedMin(D& d, unsigned w) {
  return d.shl(d.constantU(w, 1), d.constantU(w, w - 1));
}

// The disjunction of `xs` (false when empty) as a balanced tree: a chain as deep as a wide
// vector's lane count is slow for a solver to build, rewrite and free.
template <class D> typename D::Bool anyOf(D& d, std::vector<typename D::Bool> xs) {
  if (xs.empty()) return d.boolConst(false);
  while (xs.size() > 1) {
    std::vector<typename D::Bool> next;
    for (size_t i = 0; i + 1 < xs.size(); i += 2) next.push_back(d.bOr(xs[i], xs[i + 1]));
    if (xs.size() % 2) next.push_back(xs.back());
    xs = std::move(next);
  }
  return xs.front();
}

template <class D> typename D::Bool ne(D& d, const typename D::BV& a, const typename D::BV& b) { return d.bNot(d.eq(a, b)); }
template <class D> typename D::Bool isZero(D& d, const typename D::BV& a) { return d.eq(a, d.constantU(d.width(a), 0)); }

} // namespace theseus::semantics
