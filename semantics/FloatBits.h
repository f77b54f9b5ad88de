#pragma once
// Floating-point lanes as IEEE bit patterns, over any Domain: classification (NaN, infinity,
// zero, subnormal, sign), the sign operations (fneg, fabs, copysign) and constants. These are
// pure bit operations, so they need no floating-point support from the domain.
#include "ir/Type.h"
#include "semantics/Lane.h"

namespace theseus::semantics::fp {

using u128 = unsigned __int128;

// The pattern sign | exponent field | fraction of format `f` as ir::Bits.
inline ir::Bits patternBits(ir::FloatFormat f, bool negative, u128 exponentField, u128 fraction) {
  u128 v = (u128(negative) << (f.width() - 1)) | (exponentField << f.fractionBits()) | fraction;
  return ir::Bits::fromWords(f.width(), {uint64_t(v), uint64_t(v >> 64)});
}

inline u128 allOnesField(unsigned bits) { return bits >= 128 ? ~u128(0) : (u128(1) << bits) - 1; }

template <class D> typename D::BV pattern(D& d, ir::FloatFormat f, bool negative, u128 exponentField, u128 fraction) {
  return d.constant(patternBits(f, negative, exponentField, fraction));
}

// The sign bit, as a 1-bit value.
template <class D> typename D::BV signOf(D& d, ir::FloatFormat f, const typename D::BV& a) { return d.extract(a, f.width() - 1, f.width() - 1); }
template <class D> typename D::BV exponentOf(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return d.extract(a, f.width() - 2, f.fractionBits());
}
template <class D> typename D::BV fractionOf(D& d, ir::FloatFormat f, const typename D::BV& a) { return d.extract(a, f.fractionBits() - 1, 0); }

template <class D> typename D::Bool isNegative(D& d, ir::FloatFormat f, const typename D::BV& a) { return d.toBool(signOf(d, f, a)); }
template <class D> typename D::Bool exponentAllOnes(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return d.eq(exponentOf(d, f, a), allOnes(d, f.exponentBits));
}
template <class D> typename D::Bool isNaN(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return d.bAnd(exponentAllOnes(d, f, a), d.bNot(isZero(d, fractionOf(d, f, a))));
}
template <class D> typename D::Bool isInfinity(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return d.bAnd(exponentAllOnes(d, f, a), isZero(d, fractionOf(d, f, a)));
}
// +0 or -0.
template <class D> typename D::Bool isZeroValue(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return isZero(d, d.extract(a, f.width() - 2, 0));
}
template <class D> typename D::Bool isSubnormal(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return d.bAnd(isZero(d, exponentOf(d, f, a)), d.bNot(isZero(d, fractionOf(d, f, a))));
}
template <class D> typename D::Bool isNormal(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return d.bAnd(d.bNot(isZero(d, exponentOf(d, f, a))), d.bNot(exponentAllOnes(d, f, a)));
}
// A NaN whose quiet bit (the top fraction bit) is clear.
template <class D> typename D::Bool isSignalingNaN(D& d, ir::FloatFormat f, const typename D::BV& a) {
  unsigned q = f.fractionBits() - 1;
  return d.bAnd(isNaN(d, f, a), isZero(d, d.extract(a, q, q)));
}

// `a` with its sign bit replaced by the 1-bit `sign`.
template <class D> typename D::BV withSign(D& d, ir::FloatFormat f, const typename D::BV& a, const typename D::BV& sign) {
  return d.concat(sign, d.extract(a, f.width() - 2, 0));
}
// fneg: the sign bit flipped.
template <class D> typename D::BV negate(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return withSign(d, f, a, d.bvNot(signOf(d, f, a)));
}
// fabs: the sign bit cleared.
template <class D> typename D::BV absolute(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return withSign(d, f, a, d.constantU(1, 0));
}
// `a` with its quiet bit set.
template <class D> typename D::BV quieted(D& d, ir::FloatFormat f, const typename D::BV& a) {
  return d.bvOr(a, d.constant(patternBits(f, false, 0, u128(1) << (f.fractionBits() - 1))));
}

// The value 2^k, or infinity where 2^k exceeds the format (k >= 0), negated when `negative`.
inline ir::Bits powerOfTwoBits(ir::FloatFormat f, unsigned k, bool negative) {
  u128 field = u128(k) + u128(f.bias());
  if (field >= allOnesField(f.exponentBits)) field = allOnesField(f.exponentBits);
  return patternBits(f, negative, field, 0);
}

} // namespace theseus::semantics::fp
