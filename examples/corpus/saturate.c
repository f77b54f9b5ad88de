/* Saturating 8-bit arithmetic and clamps on byte arrays (scalar code the vectorizer widens). */
#include "common.h"

#define N 4096

__attribute__((noinline)) void add_sat(uint8_t *d, const uint8_t *a, const uint8_t *b, int n) {
  for (int i = 0; i < n; ++i) {
    unsigned s = a[i] + b[i];
    d[i] = s > 255 ? 255 : (uint8_t)s;
  }
}

__attribute__((noinline)) void sub_sat(uint8_t *d, const uint8_t *a, const uint8_t *b, int n) {
  for (int i = 0; i < n; ++i) d[i] = a[i] > b[i] ? (uint8_t)(a[i] - b[i]) : 0;
}

__attribute__((noinline)) void clamp16(int16_t *d, const int32_t *v, int n) {
  for (int i = 0; i < n; ++i) {
    int32_t x = v[i];
    d[i] = (int16_t)(x < -32768 ? -32768 : x > 32767 ? 32767 : x);
  }
}

int main(void) {
  static uint8_t a[N], b[N], d[N];
  static int32_t v[N];
  static int16_t w[N];
  corpus_fill(a, N);
  corpus_fill(b, N);
  for (int i = 0; i < N; ++i) v[i] = (int32_t)corpus_next() >> 12;
  uint64_t h = 7;
  for (int round = 0; round < 16; ++round) {
    add_sat(d, a, b, N);
    for (int i = 0; i < N; ++i) h = corpus_mix(h, d[i]);
    sub_sat(d, a, b, N);
    for (int i = 0; i < N; ++i) h = corpus_mix(h, d[i]);
    clamp16(w, v, N);
    for (int i = 0; i < N; ++i) h = corpus_mix(h, (uint16_t)w[i]);
    a[round] ^= (uint8_t)h;
  }
  printf("saturate %016llx\n", (unsigned long long)h);
  return 0;
}
