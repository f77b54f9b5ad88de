/* Image kernels on 8-bit pixels: rounding blend, threshold, invert, RGB to gray, 3x1 box blur. */
#include "common.h"

#define W 256
#define H 64

__attribute__((noinline)) void blend(uint8_t *d, const uint8_t *a, const uint8_t *b, int n) {
  for (int i = 0; i < n; ++i) d[i] = (uint8_t)((a[i] + b[i] + 1) >> 1);
}

__attribute__((noinline)) void threshold(uint8_t *d, const uint8_t *a, uint8_t t, int n) {
  for (int i = 0; i < n; ++i) d[i] = a[i] > t ? 255 : 0;
}

__attribute__((noinline)) void invert(uint8_t *d, const uint8_t *a, int n) {
  for (int i = 0; i < n; ++i) d[i] = (uint8_t)(255 - a[i]);
}

__attribute__((noinline)) void gray(uint8_t *d, const uint8_t *rgb, int n) {
  for (int i = 0; i < n; ++i) d[i] = (uint8_t)((77 * rgb[3 * i] + 150 * rgb[3 * i + 1] + 29 * rgb[3 * i + 2]) >> 8);
}

__attribute__((noinline)) void blur(uint8_t *d, const uint8_t *a, int n) {
  for (int i = 1; i + 1 < n; ++i) d[i] = (uint8_t)((a[i - 1] + 2 * a[i] + a[i + 1] + 2) >> 2);
}

int main(void) {
  static uint8_t a[W * H], b[W * H], d[W * H], rgb[3 * W * H];
  corpus_fill(a, W * H);
  corpus_fill(b, W * H);
  corpus_fill(rgb, 3 * W * H);
  uint64_t h = 11;
  for (int round = 0; round < 8; ++round) {
    blend(d, a, b, W * H);
    for (int i = 0; i < W * H; ++i) h = corpus_mix(h, d[i]);
    threshold(d, a, (uint8_t)(100 + round), W * H);
    for (int i = 0; i < W * H; ++i) h = corpus_mix(h, d[i]);
    invert(d, b, W * H);
    for (int i = 0; i < W * H; ++i) h = corpus_mix(h, d[i]);
    gray(d, rgb, W * H);
    for (int i = 0; i < W * H; ++i) h = corpus_mix(h, d[i]);
    blur(d, a, W * H);
    for (int i = 1; i + 1 < W * H; ++i) h = corpus_mix(h, d[i]);
    a[round] = (uint8_t)h;
  }
  printf("image %016llx\n", (unsigned long long)h);
  return 0;
}
