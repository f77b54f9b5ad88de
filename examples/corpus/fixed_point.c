/* Fixed-point arithmetic: Q15 multiply with rounding, lerp, 8-bit alpha blending by 255. */
#include "common.h"

#define N 4096

__attribute__((noinline)) int16_t q15_mul(int16_t a, int16_t b) { return (int16_t)(((int32_t)a * b + (1 << 14)) >> 15); }

__attribute__((noinline)) uint8_t div255(uint32_t x) { return (uint8_t)((x + 1 + (x >> 8)) >> 8); }

__attribute__((noinline)) void alpha_blend(uint8_t *d, const uint8_t *fg, const uint8_t *bg, const uint8_t *alpha, int n) {
  for (int i = 0; i < n; ++i) d[i] = div255(fg[i] * alpha[i] + bg[i] * (255u - alpha[i]));
}

__attribute__((noinline)) int32_t lerp(int32_t a, int32_t b, int32_t t) { return a + (((b - a) * t) >> 8); }

int main(void) {
  static uint8_t fg[N], bg[N], al[N], d[N];
  corpus_fill(fg, N);
  corpus_fill(bg, N);
  corpus_fill(al, N);
  uint64_t h = 37;
  for (int i = 0; i < 20000; ++i) {
    h = corpus_mix(h, (uint16_t)q15_mul((int16_t)corpus_next(), (int16_t)corpus_next()));
    h = corpus_mix(h, (uint32_t)lerp((int32_t)(corpus_next() >> 8), (int32_t)(corpus_next() >> 8), (int32_t)(corpus_next() & 255)));
  }
  for (int round = 0; round < 16; ++round) {
    alpha_blend(d, fg, bg, al, N);
    for (int i = 0; i < N; i += 3) h = corpus_mix(h, d[i]);
    al[round] = (uint8_t)h;
  }
  printf("fixed_point %016llx\n", (unsigned long long)h);
  return 0;
}
