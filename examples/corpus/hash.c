/* Hash mixers: FNV-1a, murmur3's finalizer, xorshift, a multiply-rotate. */
#include "common.h"

__attribute__((noinline)) uint32_t fmix32(uint32_t h) {
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

__attribute__((noinline)) uint64_t fnv1a(const uint8_t *p, int n) {
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

__attribute__((noinline)) uint32_t rotmul(uint32_t x, uint32_t k) {
  uint32_t r = (x << 13) | (x >> 19);
  return r * 5 + k + (x ^ k) - (x ^ k);
}

__attribute__((noinline)) uint64_t xorshift64(uint64_t x) {
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return x;
}

int main(void) {
  static uint8_t buf[1024];
  corpus_fill(buf, 1024);
  uint64_t h = 17;
  uint64_t x = 88172645463325252ull;
  for (int i = 0; i < 5000; ++i) {
    h = corpus_mix(h, fmix32(corpus_next()));
    h = corpus_mix(h, rotmul(corpus_next(), (uint32_t)i));
    x = xorshift64(x);
    h = corpus_mix(h, x);
  }
  for (int i = 0; i < 64; ++i) {
    buf[i] ^= (uint8_t)h;
    h = corpus_mix(h, fnv1a(buf, 1024));
  }
  printf("hash %016llx\n", (unsigned long long)h);
  return 0;
}
