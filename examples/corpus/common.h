/* Shared by the corpus programs: a deterministic generator and a checksum. */
#ifndef THESEUS_CORPUS_COMMON_H
#define THESEUS_CORPUS_COMMON_H
#include <stdint.h>
#include <stdio.h>

static uint32_t corpus_state = 0x9e3779b9u;

static inline uint32_t corpus_next(void) {
  corpus_state ^= corpus_state << 13;
  corpus_state ^= corpus_state >> 17;
  corpus_state ^= corpus_state << 5;
  return corpus_state;
}

static inline void corpus_fill(uint8_t *p, int n) {
  for (int i = 0; i < n; ++i) p[i] = (uint8_t)corpus_next();
}

static inline uint64_t corpus_mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ull; }

#endif
