/* Absolute differences, min/max by masks, sum of absolute differences over blocks. */
#include "common.h"

#define N 4096

__attribute__((noinline)) int32_t abs_mask(int32_t x) {
  int32_t m = x >> 31;
  return (x ^ m) - m;
}

__attribute__((noinline)) int32_t min_mask(int32_t x, int32_t y) { return y ^ ((x ^ y) & -(x < y)); }
__attribute__((noinline)) int32_t max_mask(int32_t x, int32_t y) { return x ^ ((x ^ y) & -(x < y)); }

__attribute__((noinline)) uint32_t sad(const uint8_t *a, const uint8_t *b, int n) {
  uint32_t s = 0;
  for (int i = 0; i < n; ++i) s += a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
  return s;
}

int main(void) {
  static uint8_t a[N], b[N];
  corpus_fill(a, N);
  corpus_fill(b, N);
  uint64_t h = 19;
  for (int i = 0; i < 20000; ++i) {
    int32_t x = (int32_t)corpus_next(), y = (int32_t)corpus_next();
    h = corpus_mix(h, (uint32_t)abs_mask(x >> 1));
    h = corpus_mix(h, (uint32_t)min_mask(x, y));
    h = corpus_mix(h, (uint32_t)max_mask(x, y));
  }
  for (int k = 0; k < 64; ++k) {
    a[k] = (uint8_t)h;
    h = corpus_mix(h, sad(a, b, N));
  }
  printf("absdiff %016llx\n", (unsigned long long)h);
  return 0;
}
