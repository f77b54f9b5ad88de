#pragma once
// Bits: an arbitrary-width two's-complement bit pattern, the payload of IR constants.
// It stores bits; arithmetic on values belongs to the semantic domains.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::ir {

// The mask of the low `bits` bits of a 64-bit word: 0 for 0 bits, all ones for 64 or more.
constexpr uint64_t lowMask(unsigned bits) { return bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1; }

class Bits {
public:
  Bits() = default;

  // A pattern of `width` bits holding the low bits of `value`.
  Bits(unsigned width, uint64_t value);

  // A pattern of `width` bits from a decimal literal, optionally negative ("-7").
  // Returns nullopt when `text` is not a decimal integer.
  static std::optional<Bits> fromDecimal(unsigned width, std::string_view text);

  // A pattern of `width` bits holding `value` sign-extended (or truncated) to `width`.
  static Bits fromSigned(unsigned width, int64_t value);

  // A pattern of `width` bits from little-endian 64-bit words; excess bits are cleared.
  static Bits fromWords(unsigned width, std::vector<uint64_t> words);

  unsigned width() const { return width_; }
  const std::vector<uint64_t>& words() const { return words_; }

  // The low 64 bits.
  uint64_t low64() const { return words_.empty() ? 0 : words_[0]; }
  bool bit(unsigned i) const { return (words_[i / 64] >> (i % 64)) & 1; }
  bool isZero() const;
  bool isNegative() const { return width_ > 0 && bit(width_ - 1); }
  bool fitsIn64() const;

  std::string toUnsignedDecimal() const;
  std::string toSignedDecimal() const;

  bool operator==(const Bits& other) const = default;
  uint64_t hash() const;

private:
  void clearExcess();
  unsigned width_ = 0;
  std::vector<uint64_t> words_;
};

} // namespace theseus::ir
