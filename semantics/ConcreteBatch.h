#pragma once
// ConcreteBatch<W>: the Domain of 64 concrete test inputs evaluated at once. A BV is 64 values of
// one width held in words of type W (uint64_t for widths up to 64, unsigned __int128 up to 128);
// a Bool is a 64-bit mask, bit t for test t. Undef and choices are 0: one allowed value of many.
#include "semantics/Domain.h"
#include "semantics/FloatKernels.h"
#include "semantics/WordOps.h"

#include <array>
#include <cassert>

namespace theseus::semantics {

inline constexpr unsigned kBatch = 64;

template <class W> class ConcreteBatch {
public:
  struct BV {
    unsigned width = 0;
    std::array<W, kBatch> v{};
  };
  using Bool = uint64_t;
  static constexpr unsigned kMaxWidth = word::kBits<W>;

  unsigned width(const BV& a) const { return a.width; }

  BV constant(const ir::Bits& bits) {
    W value = W(bits.words()[0]);
    if constexpr (sizeof(W) > 8)
      if (bits.words().size() > 1) value |= W(bits.words()[1]) << 64;
    return splat(bits.width(), value);
  }
  BV constantU(unsigned w, uint64_t value) { return splat(w, W(value) & word::lowMask<W>(w)); }
  Bool boolConst(bool b) { return b ? ~Bool(0) : 0; }

  BV add(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned) { return x + y; }); }
  BV sub(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned) { return x - y; }); }
  BV mul(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned) { return x * y; }); }
  BV udiv(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned) { return y ? x / y : W(0); }); }
  BV urem(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned) { return y ? x % y : W(0); }); }
  BV sdiv(const BV& a, const BV& b) { return map(a, b, signedDivide<false>); }
  BV srem(const BV& a, const BV& b) { return map(a, b, signedDivide<true>); }
  BV shl(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned w) { return y >= w ? W(0) : x << unsigned(y); }); }
  BV lshr(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned w) { return y >= w ? W(0) : x >> unsigned(y); }); }
  BV ashr(const BV& a, const BV& b) {
    return map(a, b, [](W x, W y, unsigned w) {
      unsigned s = y >= w ? w - 1 : unsigned(y);
      return W(std::make_signed_t<W>(word::signExtend(x, w)) >> s);
    });
  }
  BV bvAnd(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned) { return x & y; }); }
  BV bvOr(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned) { return x | y; }); }
  BV bvXor(const BV& a, const BV& b) { return map(a, b, [](W x, W y, unsigned) { return x ^ y; }); }
  BV bvNot(const BV& a) { return map1(a, [](W x, unsigned) { return ~x; }); }

  Bool uaddOverflow(const BV& a, const BV& b) { return test(a, b, [](W x, W y, unsigned w) { W s = (x + y) & word::lowMask<W>(w); return s < x; }); }
  Bool usubOverflow(const BV& a, const BV& b) { return test(a, b, [](W x, W y, unsigned) { return x < y; }); }
  Bool saddOverflow(const BV& a, const BV& b) {
    return test(a, b, [](W x, W y, unsigned w) { W s = (x + y) & word::lowMask<W>(w); return word::signBit<W>((s ^ x) & (s ^ y), w); });
  }
  Bool ssubOverflow(const BV& a, const BV& b) {
    return test(a, b, [](W x, W y, unsigned w) { W s = (x - y) & word::lowMask<W>(w); return word::signBit<W>((x ^ y) & (s ^ x), w); });
  }
  Bool umulOverflow(const BV& a, const BV& b) { return test(a, b, word::umulOverflows<W>); }
  Bool smulOverflow(const BV& a, const BV& b) { return test(a, b, word::smulOverflows<W>); }

  BV popcount(const BV& a) { return map1(a, [](W x, unsigned) { return W(word::popcount(x)); }); }
  BV countLeadingZeros(const BV& a) { return map1(a, [](W x, unsigned w) { return W(x ? w - 1 - word::highestBit(x) : w); }); }
  BV countTrailingZeros(const BV& a) { return map1(a, [](W x, unsigned w) { return W(word::trailingZeros(x, w)); }); }
  BV byteSwap(const BV& a) { return map1(a, [](W x, unsigned w) { return word::reverseBytes(x) >> (kMaxWidth - w); }); }
  BV bitReverse(const BV& a) { return map1(a, [](W x, unsigned w) { return word::reverseBits(x) >> (kMaxWidth - w); }); }

  Bool eq(const BV& a, const BV& b) { return test(a, b, [](W x, W y, unsigned) { return x == y; }); }
  Bool ult(const BV& a, const BV& b) { return test(a, b, [](W x, W y, unsigned) { return x < y; }); }
  Bool slt(const BV& a, const BV& b) {
    return test(a, b, [](W x, W y, unsigned w) {
      using S = std::make_signed_t<W>;
      return S(word::signExtend(x, w)) < S(word::signExtend(y, w));
    });
  }

  BV ite(Bool c, const BV& a, const BV& b) {
    BV r;
    r.width = a.width;
    for (unsigned t = 0; t < kBatch; ++t) r.v[t] = ((c >> t) & 1) ? a.v[t] : b.v[t];
    return r;
  }
  Bool iteBool(Bool c, Bool a, Bool b) { return (c & a) | (~c & b); }
  Bool bAnd(Bool a, Bool b) { return a & b; }
  Bool bOr(Bool a, Bool b) { return a | b; }
  Bool bNot(Bool a) { return ~a; }

  BV zext(const BV& a, unsigned by) {
    assert(a.width + by <= kMaxWidth);
    BV r = a;
    r.width = a.width + by;
    return r;
  }
  BV sext(const BV& a, unsigned by) {
    assert(a.width + by <= kMaxWidth);
    BV r;
    r.width = a.width + by;
    W m = word::lowMask<W>(r.width);
    for (unsigned t = 0; t < kBatch; ++t) r.v[t] = word::signExtend(a.v[t], a.width) & m;
    return r;
  }
  BV extract(const BV& a, unsigned hi, unsigned lo) {
    BV r;
    r.width = hi - lo + 1;
    W m = word::lowMask<W>(r.width);
    for (unsigned t = 0; t < kBatch; ++t) r.v[t] = (a.v[t] >> lo) & m;
    return r;
  }
  BV concat(const BV& hi, const BV& lo) {
    assert(hi.width + lo.width <= kMaxWidth);
    BV r;
    r.width = hi.width + lo.width;
    for (unsigned t = 0; t < kBatch; ++t) r.v[t] = (hi.v[t] << lo.width) | lo.v[t];
    return r;
  }

  Bool toBool(const BV& a) {
    Bool m = 0;
    for (unsigned t = 0; t < kBatch; ++t) m |= Bool(a.v[t] & 1) << t;
    return m;
  }
  BV fromBool(Bool b) {
    BV r;
    r.width = 1;
    for (unsigned t = 0; t < kBatch; ++t) r.v[t] = (b >> t) & 1;
    return r;
  }

  // Floating point (semantics/FloatDomain.h), lane by lane through the exact kernels.
  BV fpArith(FloatArith op, ir::FloatFormat f, Rounding rm, const BV& a, const BV& b) {
    return mapFloat(f.width(), [&](unsigned t) { return fpk::arith(op, f, rm, a.v[t], b.v[t]); });
  }
  BV fpFma(ir::FloatFormat f, Rounding rm, const BV& a, const BV& b, const BV& c) {
    return mapFloat(f.width(), [&](unsigned t) { return fpk::fma(f, rm, a.v[t], b.v[t], c.v[t]); });
  }
  BV fpSqrt(ir::FloatFormat f, Rounding rm, const BV& a) { return mapFloat(f.width(), [&](unsigned t) { return fpk::sqrt(f, rm, a.v[t]); }); }
  BV fpRoundToIntegral(ir::FloatFormat f, Rounding rm, const BV& a) {
    return mapFloat(f.width(), [&](unsigned t) { return fpk::roundToIntegral(f, rm, a.v[t]); });
  }
  BV fpConvert(ir::FloatFormat from, ir::FloatFormat to, Rounding rm, const BV& a) {
    return mapFloat(to.width(), [&](unsigned t) { return fpk::convert(from, to, rm, a.v[t]); });
  }
  BV fpFromInt(const BV& a, bool isSigned, ir::FloatFormat f, Rounding rm) {
    return mapFloat(f.width(), [&](unsigned t) { return fpk::fromInt(a.v[t], a.width, isSigned, f, rm); });
  }
  BV fpToInt(ir::FloatFormat f, const BV& a, unsigned w, bool isSigned) {
    return mapFloat(w, [&](unsigned t) { return fpk::toInt(f, a.v[t], w, isSigned); });
  }
  Bool fpLess(ir::FloatFormat f, const BV& a, const BV& b) { return test(a, b, [&](W x, W y, unsigned) { return fpk::less(f, x, y); }); }
  Bool fpEqual(ir::FloatFormat f, const BV& a, const BV& b) { return test(a, b, [&](W x, W y, unsigned) { return fpk::equal(f, x, y); }); }
  // The default environment: round to nearest even; the preferred NaN for canonicalize.
  BV environmentRounding() { return splat(3, 0); }
  BV environmentValue(const std::string&, unsigned w) { return splat(w, 0); }
  BV environmentFunction(const std::string&, const BV&, unsigned w) { return splat(w, 0); }
  BV sameNumberAs(const BV& a, const BV&) { return a; }

  BV undefValue(unsigned w, unsigned) { return splat(w, 0); }
  BV choice(unsigned w) { return splat(w, 0); }
  BV freezeValue(const BV& a) { return a; }
  Bool mayVary(const BV&) { return 0; }

private:
  static BV splat(unsigned w, W value) {
    BV r;
    r.width = w;
    r.v.fill(value);
    return r;
  }

  template <bool Remainder> static W signedDivide(W x, W y, unsigned w) {
    using S = std::make_signed_t<W>;
    if (y == 0) return 0;
    S sx = S(word::signExtend(x, w)), sy = S(word::signExtend(y, w));
    if (sy == -1) return Remainder ? W(0) : W(0) - W(sx);
    return W(Remainder ? sx % sy : sx / sy);
  }

  template <class F> static BV map(const BV& a, const BV& b, F f) {
    BV r;
    r.width = a.width;
    W m = word::lowMask<W>(a.width);
    for (unsigned t = 0; t < kBatch; ++t) r.v[t] = f(a.v[t], b.v[t], a.width) & m;
    return r;
  }
  template <class F> static BV map1(const BV& a, F f) {
    BV r;
    r.width = a.width;
    W m = word::lowMask<W>(a.width);
    for (unsigned t = 0; t < kBatch; ++t) r.v[t] = f(a.v[t], a.width) & m;
    return r;
  }
  // The lanes `kernel(t)` of width `w`, for formats up to the word's width.
  template <class F> static BV mapFloat(unsigned w, F kernel) {
    if (w > kMaxWidth) throw fpk::UnsupportedFloat("a floating-point format wider than the evaluator's word");
    BV r;
    r.width = w;
    for (unsigned t = 0; t < kBatch; ++t) r.v[t] = W(kernel(t)) & word::lowMask<W>(w);
    return r;
  }
  template <class F> static Bool test(const BV& a, const BV& b, F f) {
    Bool m = 0;
    for (unsigned t = 0; t < kBatch; ++t) m |= Bool(f(a.v[t], b.v[t], a.width)) << t;
    return m;
  }
};

static_assert(FloatDomain<ConcreteBatch<uint64_t>>);
static_assert(FloatDomain<ConcreteBatch<unsigned __int128>>);

} // namespace theseus::semantics
