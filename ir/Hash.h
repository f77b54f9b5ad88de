#pragma once
// FNV-1a (64-bit), the one hash behind the project's cache keys, canonical-text hashes, job ids
// and root signatures. A hash is built from kFnvOffsetBasis and extended piece by piece, so that a
// caller may hash parts without joining them: fnv1a("ab") == fnv1aExtend(fnv1a("a"), "b").
#include <cstdint>
#include <string_view>

namespace theseus::ir {

// The offset basis of every FNV-1a hash in Theseus. It is not the published basis
// (14695981039346656037, one digit longer): hashes written to stores and caches depend on this
// value, so it stays.
inline constexpr uint64_t kFnvOffsetBasis = 1469598103934665603ull;
// The 64-bit FNV prime.
inline constexpr uint64_t kFnvPrime = 1099511628211ull;

// `h` extended by one byte.
constexpr uint64_t fnv1aExtendByte(uint64_t h, unsigned char byte) { return (h ^ byte) * kFnvPrime; }

// `h` extended by every byte of `bytes`, in order.
constexpr uint64_t fnv1aExtend(uint64_t h, std::string_view bytes) {
  for (char c : bytes) h = fnv1aExtendByte(h, static_cast<unsigned char>(c));
  return h;
}

// `h` extended by a whole 64-bit word in one step ((h ^ word) * prime, not byte by byte): the
// word-at-a-time variant ir::Bits::hash uses.
constexpr uint64_t fnv1aExtendWord(uint64_t h, uint64_t word) { return (h ^ word) * kFnvPrime; }

// FNV-1a of `bytes` from the offset basis.
constexpr uint64_t fnv1a(std::string_view bytes) { return fnv1aExtend(kFnvOffsetBasis, bytes); }

} // namespace theseus::ir
