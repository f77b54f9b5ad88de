/* Bitwise CRC-32, bit reversal and Gray codes: shift-and-mask loops. */
#include "common.h"

__attribute__((noinline)) uint32_t crc32_bitwise(const uint8_t *p, int n) {
  uint32_t crc = ~0u;
  for (int i = 0; i < n; ++i) {
    crc ^= p[i];
    for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1)));
  }
  return ~crc;
}

__attribute__((noinline)) uint32_t reverse_bits(uint32_t x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}

__attribute__((noinline)) uint32_t gray(uint32_t x) { return x ^ (x >> 1); }

__attribute__((noinline)) uint32_t gray_inverse(uint32_t g) {
  g ^= g >> 16;
  g ^= g >> 8;
  g ^= g >> 4;
  g ^= g >> 2;
  g ^= g >> 1;
  return g;
}

int main(void) {
  static uint8_t buf[2048];
  corpus_fill(buf, 2048);
  uint64_t h = 31;
  for (int i = 0; i < 16; ++i) {
    buf[i] ^= (uint8_t)h;
    h = corpus_mix(h, crc32_bitwise(buf, 2048));
  }
  for (int i = 0; i < 20000; ++i) {
    uint32_t x = corpus_next();
    h = corpus_mix(h, reverse_bits(x));
    h = corpus_mix(h, gray_inverse(gray(x)) ^ x);
  }
  printf("crc_bits %016llx\n", (unsigned long long)h);
  return 0;
}
