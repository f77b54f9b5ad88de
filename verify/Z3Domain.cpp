#include "verify/Z3Domain.h"

#include <stdexcept>

namespace theseus::verify {

Z3Domain::BV Z3Domain::constant(const ir::Bits& bits) {
  return c_.bv_val(bits.toUnsignedDecimal().c_str(), bits.width());
}

Z3Domain::BV Z3Domain::popcount(const BV& a) {
  unsigned w = width(a);
  if (w == 1) return a;
  BV sum = c_.bv_val(0, w);
  for (unsigned i = 0; i < w; ++i) sum = sum + z3::zext(a.extract(i, i), w - 1);
  return sum;
}

Z3Domain::BV Z3Domain::countLeadingZeros(const BV& a) {
  unsigned w = width(a);
  BV count = c_.bv_val(w, w);
  for (unsigned i = 0; i < w; ++i) count = z3::ite(a.extract(i, i) == c_.bv_val(1, 1), c_.bv_val(w - 1 - i, w), count);
  return count;
}

Z3Domain::BV Z3Domain::countTrailingZeros(const BV& a) {
  unsigned w = width(a);
  BV count = c_.bv_val(w, w);
  for (unsigned i = w; i-- > 0;) count = z3::ite(a.extract(i, i) == c_.bv_val(1, 1), c_.bv_val(i, w), count);
  return count;
}

Z3Domain::BV Z3Domain::byteSwap(const BV& a) {
  unsigned w = width(a);
  if (w % 8 != 0) throw std::invalid_argument("bswap of a width that is not a whole number of bytes");
  BV out = a.extract(7, 0);
  for (unsigned byte = 1; byte < w / 8; ++byte) out = z3::concat(out, a.extract(byte * 8 + 7, byte * 8));
  return out;
}

Z3Domain::BV Z3Domain::bitReverse(const BV& a) {
  unsigned w = width(a);
  BV out = a.extract(0, 0);
  for (unsigned i = 1; i < w; ++i) out = z3::concat(out, a.extract(i, i));
  return out;
}

Z3Domain::BV Z3Domain::nondet(unsigned w) {
  BV v = c_.bv_const((prefix_ + "#" + std::to_string(counter_++)).c_str(), w);
  if (sink_) sink_->push_back(v);
  return v;
}

} // namespace theseus::verify
