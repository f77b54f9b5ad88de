#pragma once
// Width-aware arithmetic on one machine word (uint64_t or unsigned __int128) holding an iN value
// in its low N bits with the rest zero: the scalar kernels of the concrete domain.
#include <cstdint>
#include <type_traits>

namespace theseus::semantics::word {

using u128 = unsigned __int128;

template <class W> constexpr unsigned kBits = sizeof(W) * 8;

// The mask of the low `w` bits (1 <= w <= bits of W): ir::lowMask (ir/Bits.h) for any word W.
template <class W> inline W lowMask(unsigned w) { return w >= kBits<W> ? ~W(0) : (W(1) << w) - 1; }

template <class W> inline bool signBit(W v, unsigned w) { return (v >> (w - 1)) & 1; }

// `v` (w bits) sign-extended to the whole word.
template <class W> inline W signExtend(W v, unsigned w) { return signBit(v, w) ? (v | ~lowMask<W>(w)) : v; }

// The full 2W-bit product of a and b as (hi, lo).
inline void mulFull(uint64_t a, uint64_t b, uint64_t& hi, uint64_t& lo) {
  u128 p = u128(a) * b;
  hi = uint64_t(p >> 64);
  lo = uint64_t(p);
}

inline void mulFull(u128 a, u128 b, u128& hi, u128& lo) {
  uint64_t a0 = uint64_t(a), a1 = uint64_t(a >> 64), b0 = uint64_t(b), b1 = uint64_t(b >> 64);
  u128 p00 = u128(a0) * b0, p01 = u128(a0) * b1, p10 = u128(a1) * b0, p11 = u128(a1) * b1;
  u128 mid = (p00 >> 64) + uint64_t(p01) + uint64_t(p10);
  lo = (mid << 64) | uint64_t(p00);
  hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
}

// Whether a*b (unsigned, w bits) leaves w bits.
template <class W> inline bool umulOverflows(W a, W b, unsigned w) {
  W hi, lo;
  mulFull(a, b, hi, lo);
  return hi != 0 || (lo & ~lowMask<W>(w)) != 0;
}

// Whether a*b (signed, w bits) leaves the signed range of w bits.
template <class W> inline bool smulOverflows(W a, W b, unsigned w) {
  bool na = signBit(a, w), nb = signBit(b, w);
  W ma = na ? (W(0) - signExtend(a, w)) : a, mb = nb ? (W(0) - signExtend(b, w)) : b;
  W hi, lo;
  mulFull(ma, mb, hi, lo);
  if (hi != 0) return true;
  W limit = W(1) << (w - 1);
  return (na != nb) ? lo > limit : lo >= limit;
}

template <class W> inline unsigned popcount(W v) {
  if constexpr (sizeof(W) == 8) return unsigned(__builtin_popcountll(v));
  else return unsigned(__builtin_popcountll(uint64_t(v)) + __builtin_popcountll(uint64_t(v >> 64)));
}

// The index of the highest set bit of a nonzero v.
template <class W> inline unsigned highestBit(W v) {
  if constexpr (sizeof(W) == 8) return 63 - unsigned(__builtin_clzll(v));
  else return uint64_t(v >> 64) ? 127 - unsigned(__builtin_clzll(uint64_t(v >> 64))) : 63 - unsigned(__builtin_clzll(uint64_t(v)));
}

template <class W> inline unsigned trailingZeros(W v, unsigned w) {
  if (v == 0) return w;
  if constexpr (sizeof(W) == 8) return unsigned(__builtin_ctzll(v));
  else return uint64_t(v) ? unsigned(__builtin_ctzll(uint64_t(v))) : 64 + unsigned(__builtin_ctzll(uint64_t(v >> 64)));
}

template <class W> inline W reverseBytes(W v) {
  if constexpr (sizeof(W) == 8) return __builtin_bswap64(v);
  else return (u128(__builtin_bswap64(uint64_t(v))) << 64) | __builtin_bswap64(uint64_t(v >> 64));
}

inline uint64_t reverseBits64(uint64_t v) {
  v = ((v >> 1) & 0x5555555555555555ull) | ((v & 0x5555555555555555ull) << 1);
  v = ((v >> 2) & 0x3333333333333333ull) | ((v & 0x3333333333333333ull) << 2);
  v = ((v >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((v & 0x0F0F0F0F0F0F0F0Full) << 4);
  return __builtin_bswap64(v);
}

template <class W> inline W reverseBits(W v) {
  if constexpr (sizeof(W) == 8) return reverseBits64(v);
  else return (u128(reverseBits64(uint64_t(v))) << 64) | reverseBits64(uint64_t(v >> 64));
}

} // namespace theseus::semantics::word
