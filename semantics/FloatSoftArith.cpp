#include "semantics/FloatSoftArith.h"

#include "semantics/WideUnsigned.h"

#include <algorithm>
#include <utility>

namespace theseus::semantics::fpk::soft {

namespace {

using Wide = WideUnsigned;
using Kind = Unpacked::Kind;

// A finite value (-1)^negative * mantissa * 2^exponent, plus something positive below its lowest
// bit when `sticky`.
struct Exact {
  bool negative = false;
  Wide mantissa;
  int exponent = 0;
  bool sticky = false;
};

Exact exactOf(const Unpacked& u) { return {u.negative, Wide::of(u.mantissa), u.exponent, false}; }

// `x` (not zero) correctly rounded into `f`: its mantissa brought to 126 bits (the dropped bits
// joining the sticky bit), then packed.
u128 rounded(ir::FloatFormat f, Rounding rm, Exact x) {
  int top = x.mantissa.highestBit();
  if (top > 125) {
    x.mantissa = x.mantissa.shiftedRight(unsigned(top - 125), x.sticky);
    x.exponent += top - 125;
  } else if (x.sticky) {
    x.mantissa = x.mantissa.shiftedLeft(unsigned(125 - top));
    x.exponent -= 125 - top;
  }
  return pack(f, x.negative, x.mantissa.low128(), x.exponent, rm, x.sticky);
}

// The zero an exact cancellation gives: -0 rounding down, else +0.
u128 cancelledZero(ir::FloatFormat f, Rounding rm) { return signBit(f, rm == Rounding::Down); }

// The position of the leading bit of nonzero `x`'s value.
int leadingPosition(const Exact& x) { return x.exponent + x.mantissa.highestBit(); }

// x + y for nonzero x and y, exact (nullopt-like: mantissa zero when they cancel). An operand whose
// leading bit lies more than 228 places below the other's is below both the other's lowest bit
// and half its rounding quantum: it is replaced by a smaller one of the same sign, which falls in
// the same rounding interval.
Exact exactSum(Exact x, Exact y) {
  if (leadingPosition(x) < leadingPosition(y)) std::swap(x, y);
  int tx = leadingPosition(x);
  if (tx - leadingPosition(y) > 228) y = {y.negative, Wide::of(1), std::min(x.exponent, tx - 115) - 2, false};
  int e = std::min(x.exponent, y.exponent);
  Wide a = x.mantissa.shiftedLeft(unsigned(x.exponent - e)), b = y.mantissa.shiftedLeft(unsigned(y.exponent - e));
  if (x.negative == y.negative) return {x.negative, a + b, e, false};
  int order = compare(a, b);
  if (order == 0) return {false, Wide(), e, false};
  return order > 0 ? Exact{x.negative, a - b, e, false} : Exact{y.negative, b - a, e, false};
}

bool isZero(const Unpacked& u) { return u.kind == Kind::Finite && u.mantissa == 0; }
bool isNaN(const Unpacked& u) { return u.kind == Kind::NaN; }
bool isInfinite(const Unpacked& u) { return u.kind == Kind::Infinity; }

// x + y of finite or infinite x and y (not NaN).
u128 sum(ir::FloatFormat f, Rounding rm, const Unpacked& x, const Unpacked& y) {
  if (isInfinite(x) && isInfinite(y) && x.negative != y.negative) return quietNaN(f);
  if (isInfinite(x) || isInfinite(y)) return infinity(f, isInfinite(x) ? x.negative : y.negative);
  if (isZero(x) && isZero(y)) return x.negative == y.negative ? signBit(f, x.negative) : cancelledZero(f, rm);
  if (isZero(x) || isZero(y)) return rounded(f, rm, exactOf(isZero(x) ? y : x));
  Exact s = exactSum(exactOf(x), exactOf(y));
  return s.mantissa.isZero() ? cancelledZero(f, rm) : rounded(f, rm, s);
}

u128 product(ir::FloatFormat f, Rounding rm, const Unpacked& x, const Unpacked& y) {
  bool negative = x.negative != y.negative;
  if ((isInfinite(x) && isZero(y)) || (isZero(x) && isInfinite(y))) return quietNaN(f);
  if (isInfinite(x) || isInfinite(y)) return infinity(f, negative);
  if (isZero(x) || isZero(y)) return signBit(f, negative);
  return rounded(f, rm, {negative, Wide::product(x.mantissa, y.mantissa), x.exponent + y.exponent, false});
}

// The quotient of `dividend` by `divisor` (the quotient below 2^128) and whether a remainder is left.
std::pair<u128, bool> divide(const Wide& dividend, u128 divisor) {
  u128 quotient = 0, remainder = 0;
  for (int i = dividend.highestBit(); i >= 0; --i) {
    remainder = (remainder << 1) | u128(dividend.bit(unsigned(i)));
    quotient <<= 1;
    if (remainder >= divisor) {
      remainder -= divisor;
      quotient |= 1;
    }
  }
  return {quotient, remainder != 0};
}

// x / y: the dividend's mantissa brought to 240 bits and the divisor's to 113, so the quotient has
// 127 or 128 bits; the remainder becomes the sticky bit.
u128 quotient(ir::FloatFormat f, Rounding rm, const Unpacked& x, const Unpacked& y) {
  bool negative = x.negative != y.negative;
  if ((isInfinite(x) && isInfinite(y)) || (isZero(x) && isZero(y))) return quietNaN(f);
  if (isInfinite(x) || isZero(y)) return infinity(f, negative);
  if (isInfinite(y) || isZero(x)) return signBit(f, negative);
  unsigned xShift = 239 - highestBit(x.mantissa), yShift = 112 - highestBit(y.mantissa);
  auto [q, inexact] = divide(Wide::of(x.mantissa).shiftedLeft(xShift), y.mantissa << yShift);
  return rounded(f, rm, {negative, Wide::of(q), x.exponent - int(xShift) - (y.exponent - int(yShift)), inexact});
}

// fmod(x, y): x - trunc(x / y) * y, exact, with x's sign.
u128 remainderOf(ir::FloatFormat f, Rounding rm, const Unpacked& x, const Unpacked& y, u128 xBits) {
  if (isInfinite(x) || isZero(y)) return quietNaN(f);
  if (isInfinite(y) || isZero(x)) return xBits;
  u128 r;
  int exponent;
  if (x.exponent >= y.exponent) {
    r = x.mantissa % y.mantissa;
    for (int left = x.exponent - y.exponent; left > 0;) {
      int step = std::min(left, 14);
      r = (r << step) % y.mantissa;
      left -= step;
    }
    exponent = y.exponent;
  } else {
    int apart = y.exponent - x.exponent;
    if (int(highestBit(y.mantissa)) + apart > 126) return xBits;
    r = x.mantissa % (y.mantissa << apart);
    exponent = x.exponent;
  }
  if (r == 0) return signBit(f, x.negative);
  return pack(f, x.negative, r, exponent, rm);
}

// The integer square root of `v` (below 2^232) and whether a remainder is left.
std::pair<u128, bool> integerSqrt(const Wide& v) {
  u128 root = 0, remainder = 0;
  for (int i = 230; i >= 0; i -= 2) {
    remainder = (remainder << 2) | (u128(v.bit(unsigned(i) + 1)) << 1) | u128(v.bit(unsigned(i)));
    u128 trial = (root << 2) | 1;
    root <<= 1;
    if (remainder >= trial) {
      remainder -= trial;
      root |= 1;
    }
  }
  return {root, remainder != 0};
}

} // namespace

u128 arith(FloatArith op, ir::FloatFormat f, Rounding rm, u128 a, u128 b) {
  Unpacked x = unpack(f, a), y = unpack(f, b);
  if (isNaN(x) || isNaN(y)) return quietNaN(f);
  switch (op) {
  case FloatArith::Add: return sum(f, rm, x, y);
  case FloatArith::Sub: y.negative = !y.negative; return sum(f, rm, x, y);
  case FloatArith::Mul: return product(f, rm, x, y);
  case FloatArith::Div: return quotient(f, rm, x, y);
  default: return remainderOf(f, rm, x, y, a);
  }
}

u128 fma(ir::FloatFormat f, Rounding rm, u128 a, u128 b, u128 c) {
  Unpacked x = unpack(f, a), y = unpack(f, b), z = unpack(f, c);
  if (isNaN(x) || isNaN(y) || isNaN(z)) return quietNaN(f);
  bool negative = x.negative != y.negative;
  if ((isInfinite(x) && isZero(y)) || (isZero(x) && isInfinite(y))) return quietNaN(f);
  if (isInfinite(x) || isInfinite(y)) {
    Unpacked p;
    p.kind = Kind::Infinity;
    p.negative = negative;
    return sum(f, rm, p, z);
  }
  if (isInfinite(z)) return c;
  if (isZero(x) || isZero(y)) {
    Unpacked p;
    p.negative = negative;
    return sum(f, rm, p, z);
  }
  Exact p{negative, Wide::product(x.mantissa, y.mantissa), x.exponent + y.exponent, false};
  if (isZero(z)) return rounded(f, rm, p);
  Exact s = exactSum(p, exactOf(z));
  return s.mantissa.isZero() ? cancelledZero(f, rm) : rounded(f, rm, s);
}

u128 sqrt(ir::FloatFormat f, Rounding rm, u128 a) {
  Unpacked x = unpack(f, a);
  if (isNaN(x) || (x.negative && !isZero(x))) return quietNaN(f);
  if (isZero(x) || isInfinite(x)) return a;
  u128 m = x.mantissa;
  int exponent = x.exponent;
  if (exponent % 2 != 0) {
    m <<= 1;
    --exponent;
  }
  unsigned shift = 228 - highestBit(m);
  shift -= shift % 2;
  auto [root, inexact] = integerSqrt(Wide::of(m).shiftedLeft(shift));
  return rounded(f, rm, {false, Wide::of(root), (exponent - int(shift)) / 2, inexact});
}

} // namespace theseus::semantics::fpk::soft
