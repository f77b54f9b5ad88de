#include "ir/Bits.h"

#include "ir/Hash.h"

#include <algorithm>

namespace theseus::ir {

namespace {

unsigned wordCount(unsigned width) { return std::max(1u, (width + 63) / 64); }

// words = words * 10 + digit, modulo 2^(64 * words.size()).
void mulAdd10(std::vector<uint64_t>& words, unsigned digit) {
  unsigned __int128 carry = digit;
  for (auto& w : words) {
    unsigned __int128 t = (unsigned __int128)w * 10 + carry;
    w = (uint64_t)t;
    carry = t >> 64;
  }
}

// Divides words by 10 in place and returns the remainder.
unsigned divMod10(std::vector<uint64_t>& words) {
  unsigned __int128 rem = 0;
  for (size_t i = words.size(); i-- > 0;) {
    unsigned __int128 cur = (rem << 64) | words[i];
    words[i] = (uint64_t)(cur / 10);
    rem = cur % 10;
  }
  return (unsigned)rem;
}

bool allZero(const std::vector<uint64_t>& words) {
  return std::all_of(words.begin(), words.end(), [](uint64_t w) { return w == 0; });
}

void negateInPlace(std::vector<uint64_t>& words) {
  bool carry = true;
  for (auto& w : words) {
    w = ~w;
    if (carry) {
      ++w;
      carry = w == 0;
    }
  }
}

std::string wordsToDecimal(std::vector<uint64_t> words) {
  if (allZero(words)) return "0";
  std::string out;
  while (!allZero(words)) out.push_back(char('0' + divMod10(words)));
  std::reverse(out.begin(), out.end());
  return out;
}

} // namespace

Bits::Bits(unsigned width, uint64_t value) : width_(width), words_(wordCount(width), 0) {
  words_[0] = value;
  clearExcess();
}

Bits Bits::fromSigned(unsigned width, int64_t value) {
  std::vector<uint64_t> words(wordCount(width), value < 0 ? ~uint64_t(0) : 0);
  words[0] = uint64_t(value);
  return fromWords(width, std::move(words));
}

Bits Bits::fromWords(unsigned width, std::vector<uint64_t> words) {
  Bits b;
  b.width_ = width;
  words.resize(wordCount(width), 0);
  b.words_ = std::move(words);
  b.clearExcess();
  return b;
}

std::optional<Bits> Bits::fromDecimal(unsigned width, std::string_view text) {
  bool negative = !text.empty() && text[0] == '-';
  if (negative) text.remove_prefix(1);
  if (text.empty()) return std::nullopt;
  std::vector<uint64_t> words(wordCount(width) + 1, 0);
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    mulAdd10(words, unsigned(c - '0'));
  }
  if (negative) negateInPlace(words);
  return fromWords(width, std::move(words));
}

void Bits::clearExcess() {
  unsigned used = width_ % 64;
  if (width_ == 0) {
    std::fill(words_.begin(), words_.end(), 0);
    return;
  }
  if (used != 0) words_.back() &= lowMask(used);
}

bool Bits::isZero() const { return allZero(words_); }

bool Bits::fitsIn64() const {
  return std::all_of(words_.begin() + 1, words_.end(), [](uint64_t w) { return w == 0; });
}

std::string Bits::toUnsignedDecimal() const { return wordsToDecimal(words_); }

std::string Bits::toSignedDecimal() const {
  if (!isNegative()) return toUnsignedDecimal();
  std::vector<uint64_t> magnitude = words_;
  negateInPlace(magnitude);
  return "-" + fromWords(width_, std::move(magnitude)).toUnsignedDecimal();
}

uint64_t Bits::hash() const {
  uint64_t h = kFnvOffsetBasis ^ width_;
  for (uint64_t w : words_) h = fnv1aExtendWord(h, w);
  return h;
}

} // namespace theseus::ir
