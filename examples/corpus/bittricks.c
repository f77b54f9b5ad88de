/* Bit tricks written the long way: sums through xor/and, rounding averages, sign extraction,
   parity and bit counting. */
#include "common.h"

__attribute__((noinline)) uint32_t add_by_carry(uint32_t x, uint32_t y) { return (x ^ y) + ((x & y) << 1); }
__attribute__((noinline)) uint32_t avg_floor(uint32_t x, uint32_t y) { return (x & y) + ((x ^ y) >> 1); }
__attribute__((noinline)) uint32_t avg_ceil(uint32_t x, uint32_t y) { return (x & y) + ((x ^ y) >> 1) + ((x ^ y) & 1); }
__attribute__((noinline)) int32_t sign_of(int32_t x) { return (x >> 31) | (int32_t)((uint32_t)-x >> 31); }
__attribute__((noinline)) uint32_t low_bits_equal(uint32_t x, uint32_t y) { return ((x + y) & 1) - ((x ^ y) & 1); }
__attribute__((noinline)) uint32_t clear_lowest(uint32_t x) { return x & (x - 1); }
__attribute__((noinline)) uint32_t isolate_lowest(uint32_t x) { return x & (0u - x); }
__attribute__((noinline)) uint32_t or_minus_and(uint32_t x, uint32_t y) { return (x | y) - (x & y); }
__attribute__((noinline)) uint32_t popcount_swar(uint32_t x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (x * 0x01010101u) >> 24;
}
__attribute__((noinline)) uint8_t mul_by_shifts(uint8_t x) { return (uint8_t)((x << 3) - (x << 1) - x); }

int main(void) {
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < 20000; ++i) {
    uint32_t x = corpus_next(), y = corpus_next();
    h = corpus_mix(h, add_by_carry(x, y));
    h = corpus_mix(h, avg_floor(x, y));
    h = corpus_mix(h, avg_ceil(x, y));
    h = corpus_mix(h, (uint32_t)sign_of((int32_t)x));
    h = corpus_mix(h, low_bits_equal(x, y));
    h = corpus_mix(h, clear_lowest(x));
    h = corpus_mix(h, isolate_lowest(y));
    h = corpus_mix(h, or_minus_and(x, y));
    h = corpus_mix(h, popcount_swar(x));
    h = corpus_mix(h, mul_by_shifts((uint8_t)y));
  }
  printf("bittricks %016llx\n", (unsigned long long)h);
  return 0;
}
