#pragma once
// A 512-bit unsigned integer: room for the exact intermediate results of binary128 arithmetic
// (a 226-bit product aligned with an addend, a 240-bit dividend, a 230-bit radicand).
#include <array>
#include <cstdint>

namespace theseus::semantics::fpk {

struct WideUnsigned {
  static constexpr unsigned kLimbs = 8;
  static constexpr unsigned kBits = 64 * kLimbs;
  std::array<uint64_t, kLimbs> limb{};

  // The value `v`.
  static WideUnsigned of(unsigned __int128 v) {
    WideUnsigned w;
    w.limb[0] = uint64_t(v);
    w.limb[1] = uint64_t(v >> 64);
    return w;
  }

  // The product of `a` and `b` (exact: at most 256 bits).
  static WideUnsigned product(unsigned __int128 a, unsigned __int128 b) {
    uint64_t x[2] = {uint64_t(a), uint64_t(a >> 64)}, y[2] = {uint64_t(b), uint64_t(b >> 64)};
    WideUnsigned w;
    for (unsigned i = 0; i < 2; ++i) {
      unsigned __int128 carry = 0;
      for (unsigned j = 0; j < 2; ++j) {
        unsigned __int128 t = (unsigned __int128)x[i] * y[j] + w.limb[i + j] + carry;
        w.limb[i + j] = uint64_t(t);
        carry = t >> 64;
      }
      w.limb[i + 2] = uint64_t(carry);
    }
    return w;
  }

  bool isZero() const {
    for (uint64_t l : limb)
      if (l) return false;
    return true;
  }

  // The index of the highest set bit, -1 for zero.
  int highestBit() const {
    for (unsigned i = kLimbs; i-- > 0;)
      if (limb[i]) return int(64 * i + 63 - unsigned(__builtin_clzll(limb[i])));
    return -1;
  }

  bool bit(unsigned i) const { return i < kBits && ((limb[i / 64] >> (i % 64)) & 1); }

  // The low 128 bits.
  unsigned __int128 low128() const { return (unsigned __int128)limb[1] << 64 | limb[0]; }

  // This value times 2^n (bits shifted past the top are lost; callers keep values in range).
  WideUnsigned shiftedLeft(unsigned n) const {
    WideUnsigned w;
    unsigned whole = n / 64, part = n % 64;
    for (unsigned i = kLimbs; i-- > whole;) {
      uint64_t v = limb[i - whole] << part;
      if (part && i - whole > 0) v |= limb[i - whole - 1] >> (64 - part);
      w.limb[i] = v;
    }
    return w;
  }

  // This value divided by 2^n, truncated; `sticky` is set when a dropped bit was one.
  WideUnsigned shiftedRight(unsigned n, bool& sticky) const {
    WideUnsigned w;
    for (unsigned i = 0; i < n && i < kBits; ++i)
      if (bit(i)) {
        sticky = true;
        break;
      }
    if (n >= kBits) return w;
    unsigned whole = n / 64, part = n % 64;
    for (unsigned i = 0; i + whole < kLimbs; ++i) {
      uint64_t v = limb[i + whole] >> part;
      if (part && i + whole + 1 < kLimbs) v |= limb[i + whole + 1] << (64 - part);
      w.limb[i] = v;
    }
    return w;
  }

  friend WideUnsigned operator+(const WideUnsigned& a, const WideUnsigned& b) {
    WideUnsigned w;
    unsigned __int128 carry = 0;
    for (unsigned i = 0; i < kLimbs; ++i) {
      unsigned __int128 t = (unsigned __int128)a.limb[i] + b.limb[i] + carry;
      w.limb[i] = uint64_t(t);
      carry = t >> 64;
    }
    return w;
  }

  // a - b for a >= b.
  friend WideUnsigned operator-(const WideUnsigned& a, const WideUnsigned& b) {
    WideUnsigned w;
    uint64_t borrow = 0;
    for (unsigned i = 0; i < kLimbs; ++i) {
      uint64_t t = a.limb[i] - b.limb[i] - borrow;
      borrow = (a.limb[i] < b.limb[i]) || (a.limb[i] - b.limb[i] < borrow);
      w.limb[i] = t;
    }
    return w;
  }

  // -1, 0 or 1 as a is below, equal to or above b.
  friend int compare(const WideUnsigned& a, const WideUnsigned& b) {
    for (unsigned i = kLimbs; i-- > 0;)
      if (a.limb[i] != b.limb[i]) return a.limb[i] < b.limb[i] ? -1 : 1;
    return 0;
  }
};

} // namespace theseus::semantics::fpk
