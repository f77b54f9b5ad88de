/* SSE2/SSSE3/SSE4.1 intrinsics: rounding averages, saturating adds, SAD, byte shuffles. */
#include "common.h"
#include <immintrin.h>

#define N 4096

__attribute__((noinline)) void avg_sse(uint8_t *d, const uint8_t *a, const uint8_t *b, int n) {
  for (int i = 0; i + 16 <= n; i += 16) {
    __m128i x = _mm_loadu_si128((const __m128i *)(a + i));
    __m128i y = _mm_loadu_si128((const __m128i *)(b + i));
    _mm_storeu_si128((__m128i *)(d + i), _mm_avg_epu8(x, y));
  }
}

__attribute__((noinline)) void adds_sse(uint8_t *d, const uint8_t *a, const uint8_t *b, int n) {
  for (int i = 0; i + 16 <= n; i += 16) {
    __m128i x = _mm_loadu_si128((const __m128i *)(a + i));
    __m128i y = _mm_loadu_si128((const __m128i *)(b + i));
    __m128i s = _mm_adds_epu8(x, y);
    __m128i t = _mm_subs_epu8(s, y);
    _mm_storeu_si128((__m128i *)(d + i), _mm_max_epu8(t, _mm_min_epu8(x, t)));
  }
}

__attribute__((noinline)) uint64_t sad_sse(const uint8_t *a, const uint8_t *b, int n) {
  __m128i acc = _mm_setzero_si128();
  for (int i = 0; i + 16 <= n; i += 16)
    acc = _mm_add_epi64(acc, _mm_sad_epu8(_mm_loadu_si128((const __m128i *)(a + i)), _mm_loadu_si128((const __m128i *)(b + i))));
  return (uint64_t)_mm_cvtsi128_si64(acc) + (uint64_t)_mm_extract_epi64(acc, 1);
}

__attribute__((noinline)) void reverse_sse(uint8_t *d, const uint8_t *a, int n) {
  const __m128i rev = _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  for (int i = 0; i + 16 <= n; i += 16)
    _mm_storeu_si128((__m128i *)(d + i), _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(a + i)), rev));
}

int main(void) {
  static uint8_t a[N], b[N], d[N];
  corpus_fill(a, N);
  corpus_fill(b, N);
  uint64_t h = 23;
  for (int round = 0; round < 32; ++round) {
    avg_sse(d, a, b, N);
    for (int i = 0; i < N; i += 7) h = corpus_mix(h, d[i]);
    adds_sse(d, a, b, N);
    for (int i = 0; i < N; i += 5) h = corpus_mix(h, d[i]);
    h = corpus_mix(h, sad_sse(a, b, N));
    reverse_sse(d, a, N);
    for (int i = 0; i < N; i += 3) h = corpus_mix(h, d[i]);
    a[round] ^= (uint8_t)h;
  }
  printf("sse_kernels %016llx\n", (unsigned long long)h);
  return 0;
}
