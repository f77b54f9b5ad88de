/* Deterministic inputs for the speedup drivers: random bytes, text-like bytes, repetitive bytes
   and RGBA images, each a pure function of its seed and size. */
#ifndef THESEUS_SPEEDUP_DATA_H
#define THESEUS_SPEEDUP_DATA_H
#include <stddef.h>
#include <stdint.h>

/* xorshift64*: the one generator of every input. */
static inline uint64_t data_next(uint64_t *state) {
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * 0x2545f4914f6cdd1dull;
}

/* Uniformly random bytes. */
static void data_random(uint8_t *p, size_t n, uint64_t seed) {
  uint64_t s = seed | 1;
  for (size_t i = 0; i < n; ++i) p[i] = (uint8_t)(data_next(&s) >> 56);
}

/* English-looking text: words of 1-4 syllables drawn with a skewed (Zipf-like) choice from a
   vocabulary of 512 words, with spaces, commas, full stops and line breaks. */
static void data_text(uint8_t *p, size_t n, uint64_t seed) {
  static const char *syllables[] = {"the", "an", "or", "in", "ta", "re", "ous", "ing", "com", "pro", "de", "sta",
                                    "ly", "er", "con", "ti", "ver", "al", "ment", "ble", "na", "po", "si", "ex"};
  const int count = (int)(sizeof syllables / sizeof syllables[0]);
  uint64_t s = seed | 1;
  size_t i = 0, line = 0;
  while (i < n) {
    uint64_t r = data_next(&s);
    unsigned word = (unsigned)((r & 511) * ((r >> 9) & 511) >> 9);
    uint64_t w = word * 0x9e3779b97f4a7c15ull;
    int parts = 1 + (int)(w >> 62);
    for (int k = 0; k < parts && i < n; ++k) {
      const char *syl = syllables[(w >> (8 * k)) % (uint64_t)count];
      for (; *syl && i < n; ++syl) p[i++] = (uint8_t)*syl;
    }
    if (i < n) {
      unsigned punct = (unsigned)(r >> 40) & 31;
      if (punct == 0 && i < n) p[i++] = '.';
      else if (punct == 1 && i < n) p[i++] = ',';
      line += 6;
      p[i++] = line > 72 ? '\n' : ' ';
      if (line > 72) line = 0;
    }
  }
}

/* Repetitive bytes: runs of one byte and copies of earlier stretches with a few changed bytes
   (what logs and tables look like to a compressor). */
static void data_repetitive(uint8_t *p, size_t n, uint64_t seed) {
  uint64_t s = seed | 1;
  size_t i = 0;
  while (i < n) {
    uint64_t r = data_next(&s);
    size_t len = 4 + (r & 255);
    if (len > n - i) len = n - i;
    if ((r >> 8) & 1 || i < 1024) {
      uint8_t b = (uint8_t)(r >> 16);
      for (size_t k = 0; k < len; ++k) p[i + k] = b;
    } else {
      size_t back = 1 + ((r >> 20) % (i < 65536 ? i : 65536));
      for (size_t k = 0; k < len; ++k) p[i + k] = p[i + k - back];
      p[i + len / 2] ^= (uint8_t)(r >> 40);
    }
    i += len;
  }
}

/* A w x h RGBA image: smooth gradients, a few discs and mild noise, alpha a gradient. */
static void data_image(uint8_t *p, int w, int h, uint64_t seed) {
  uint64_t s = seed | 1;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      uint8_t *px = p + 4 * ((size_t)y * w + x);
      int noise = (int)(data_next(&s) >> 60) - 8;
      int dx = x - w / 3, dy = y - h / 2, disc = dx * dx + dy * dy < (w * w) / 16;
      int r = (x * 255) / w + noise, g = (y * 255) / h - noise, b = disc ? 230 : ((x + y) * 127) / (w + h) + noise;
      px[0] = (uint8_t)(r < 0 ? 0 : r > 255 ? 255 : r);
      px[1] = (uint8_t)(g < 0 ? 0 : g > 255 ? 255 : g);
      px[2] = (uint8_t)(b < 0 ? 0 : b > 255 ? 255 : b);
      px[3] = (uint8_t)(255 - (x * 128) / w);
    }
}

#endif
