/* requires: avx2. AVX2 intrinsics: 16-bit dot products (vpmaddwd), min/max, blends, abs. */
#include "common.h"
#include <immintrin.h>

#define N 4096

__attribute__((noinline)) int64_t dot16(const int16_t *a, const int16_t *b, int n) {
  __m256i acc = _mm256_setzero_si256();
  for (int i = 0; i + 16 <= n; i += 16) {
    __m256i x = _mm256_loadu_si256((const __m256i *)(a + i));
    __m256i y = _mm256_loadu_si256((const __m256i *)(b + i));
    acc = _mm256_add_epi32(acc, _mm256_madd_epi16(x, y));
  }
  int32_t lanes[8];
  _mm256_storeu_si256((__m256i *)lanes, acc);
  int64_t s = 0;
  for (int i = 0; i < 8; ++i) s += lanes[i];
  return s;
}

__attribute__((noinline)) void clamp_avx2(int32_t *d, const int32_t *a, int32_t lo, int32_t hi, int n) {
  __m256i vlo = _mm256_set1_epi32(lo), vhi = _mm256_set1_epi32(hi);
  for (int i = 0; i + 8 <= n; i += 8) {
    __m256i x = _mm256_loadu_si256((const __m256i *)(a + i));
    _mm256_storeu_si256((__m256i *)(d + i), _mm256_min_epi32(_mm256_max_epi32(x, vlo), vhi));
  }
}

__attribute__((noinline)) void absdiff_avx2(uint8_t *d, const uint8_t *a, const uint8_t *b, int n) {
  for (int i = 0; i + 32 <= n; i += 32) {
    __m256i x = _mm256_loadu_si256((const __m256i *)(a + i));
    __m256i y = _mm256_loadu_si256((const __m256i *)(b + i));
    __m256i r = _mm256_or_si256(_mm256_subs_epu8(x, y), _mm256_subs_epu8(y, x));
    _mm256_storeu_si256((__m256i *)(d + i), r);
  }
}

__attribute__((noinline)) void select_avx2(int32_t *d, const int32_t *a, const int32_t *b, int n) {
  for (int i = 0; i + 8 <= n; i += 8) {
    __m256i x = _mm256_loadu_si256((const __m256i *)(a + i));
    __m256i y = _mm256_loadu_si256((const __m256i *)(b + i));
    __m256i m = _mm256_cmpgt_epi32(x, y);
    __m256i r = _mm256_or_si256(_mm256_and_si256(m, x), _mm256_andnot_si256(m, y));
    _mm256_storeu_si256((__m256i *)(d + i), _mm256_abs_epi32(r));
  }
}

int main(void) {
  static int16_t a16[N], b16[N];
  static int32_t a32[N], b32[N], d32[N];
  static uint8_t a8[N], b8[N], d8[N];
  for (int i = 0; i < N; ++i) {
    a16[i] = (int16_t)corpus_next();
    b16[i] = (int16_t)corpus_next();
    a32[i] = (int32_t)corpus_next();
    b32[i] = (int32_t)corpus_next();
  }
  corpus_fill(a8, N);
  corpus_fill(b8, N);
  uint64_t h = 29;
  for (int round = 0; round < 32; ++round) {
    h = corpus_mix(h, (uint64_t)dot16(a16, b16, N));
    clamp_avx2(d32, a32, -1000000 * round, 1000000 * round + 5, N);
    for (int i = 0; i < N; i += 3) h = corpus_mix(h, (uint32_t)d32[i]);
    absdiff_avx2(d8, a8, b8, N);
    for (int i = 0; i < N; i += 5) h = corpus_mix(h, d8[i]);
    select_avx2(d32, a32, b32, N);
    for (int i = 0; i < N; i += 7) h = corpus_mix(h, (uint32_t)d32[i]);
    a16[round] = (int16_t)h;
  }
  printf("avx2_kernels %016llx\n", (unsigned long long)h);
  return 0;
}
