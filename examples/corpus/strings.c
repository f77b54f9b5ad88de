/* String loops: length, ASCII case folding, character classes, a rolling hash. */
#include "common.h"

#define N 8192

__attribute__((noinline)) int length(const char *s) {
  int n = 0;
  while (s[n]) ++n;
  return n;
}

__attribute__((noinline)) void to_lower(char *d, const char *s, int n) {
  for (int i = 0; i < n; ++i) {
    unsigned char c = (unsigned char)s[i];
    d[i] = (char)(c - 'A' < 26u ? c | 0x20 : c);
  }
}

__attribute__((noinline)) int count_digits(const char *s, int n) {
  int k = 0;
  for (int i = 0; i < n; ++i) k += (unsigned char)(s[i] - '0') < 10;
  return k;
}

__attribute__((noinline)) uint32_t rolling(const char *s, int n) {
  uint32_t h = 0;
  for (int i = 0; i < n; ++i) h = (h << 5) - h + (unsigned char)s[i];
  return h;
}

int main(void) {
  static char s[N + 1], d[N + 1];
  for (int i = 0; i < N; ++i) s[i] = (char)(32 + corpus_next() % 95);
  s[N] = 0;
  uint64_t h = 13;
  for (int round = 0; round < 32; ++round) {
    s[N - 1 - round] = 0;
    int n = length(s);
    to_lower(d, s, n);
    h = corpus_mix(h, (uint64_t)n);
    h = corpus_mix(h, (uint64_t)count_digits(d, n));
    h = corpus_mix(h, rolling(d, n));
  }
  printf("strings %016llx\n", (unsigned long long)h);
  return 0;
}
