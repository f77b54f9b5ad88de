#include "synth/minotaur/FloatValues.h"

#include <bit>

namespace theseus::synth {

namespace {

using U128 = unsigned __int128;

ir::Bits bitsOf(unsigned width, U128 v) { return ir::Bits::fromWords(width, {uint64_t(v), uint64_t(v >> 64)}); }

U128 ones(unsigned n) { return n >= 128 ? ~U128(0) : (U128(1) << n) - 1; }

// The pattern with sign `negative`, biased exponent field `exponent` and fraction `fraction`.
U128 pack(const ir::FloatFormat& f, bool negative, U128 exponent, U128 fraction) {
  return (U128(negative) << (f.width() - 1)) | (exponent << f.fractionBits()) | (fraction & ones(f.fractionBits()));
}

} // namespace

ir::Bits floatOfInteger(ir::FloatKind kind, uint64_t n, bool negative) {
  ir::FloatFormat f = ir::floatFormat(kind);
  if (n == 0) return bitsOf(f.width(), pack(f, negative, 0, 0));
  unsigned top = 63 - unsigned(std::countl_zero(n));
  U128 rest = U128(n) & ones(top);
  U128 fraction = top <= f.fractionBits() ? rest << (f.fractionBits() - top) : rest >> (top - f.fractionBits());
  return bitsOf(f.width(), pack(f, negative, U128(f.bias() + int(top)), fraction));
}

ir::Bits floatEdgeValue(ir::FloatKind kind, unsigned which) {
  ir::FloatFormat f = ir::floatFormat(kind);
  U128 maxExponent = ones(f.exponentBits);
  switch (which % kFloatEdgeValues) {
  case 0: return floatOfInteger(kind, 0, false);
  case 1: return floatOfInteger(kind, 0, true);
  case 2: return floatOfInteger(kind, 1, false);
  case 3: return floatOfInteger(kind, 1, true);
  case 4: return bitsOf(f.width(), pack(f, false, U128(f.bias() - 1), 0));
  case 5: return bitsOf(f.width(), pack(f, false, maxExponent, 0));
  case 6: return bitsOf(f.width(), pack(f, true, maxExponent, 0));
  case 7: return bitsOf(f.width(), pack(f, false, maxExponent, U128(1) << (f.fractionBits() - 1)));
  case 8: return bitsOf(f.width(), pack(f, false, 0, 1));
  case 9: return bitsOf(f.width(), pack(f, false, maxExponent - 1, ones(f.fractionBits())));
  case 10: return floatOfInteger(kind, 2, true);
  default: return floatOfInteger(kind, 3, false);
  }
}

bool isFloatNaN(ir::FloatKind kind, const ir::Bits& bits) {
  ir::FloatFormat f = ir::floatFormat(kind);
  bool exponentOnes = true, fractionZero = true;
  for (unsigned i = 0; i < f.fractionBits(); ++i) fractionZero = fractionZero && !bits.bit(i);
  for (unsigned i = f.fractionBits(); i + 1 < f.width(); ++i) exponentOnes = exponentOnes && bits.bit(i);
  return exponentOnes && !fractionZero;
}

} // namespace theseus::synth
