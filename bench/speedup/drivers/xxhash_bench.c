/* Speedup driver for xxHash (../shared/corpus/realcode/xxhash, xxhash.c compiled beside it):
   XXH32, XXH64, XXH3_64bits and XXH3_128bits on one long input and on many short keys. */
#include <xxhash.h>

#include "data.h"
#include "harness.h"

#define LONG_SIZE (1024 * 1024)
#define SHORT_KEYS 20000

static uint8_t long_input[LONG_SIZE];
static uint32_t key_offset[SHORT_KEYS];
static uint8_t key_length[SHORT_KEYS];

/* Lengths 0-240 in a mix that favours the short paths (most keys under 64 bytes). */
static void draw_keys(void) {
  uint64_t s = 77;
  for (int i = 0; i < SHORT_KEYS; ++i) {
    uint64_t r = data_next(&s);
    key_length[i] = (uint8_t)((r & 3) == 0 ? (r >> 8) % 241 : (r >> 8) % 65);
    key_offset[i] = (uint32_t)((r >> 24) % (LONG_SIZE - 256));
  }
}

/* The kernels: each returns the checksum of what it computed (see the kernel table in main). */
static uint64_t xxh32_long(void) { return XXH32(long_input, LONG_SIZE, 1); }
static uint64_t xxh64_long(void) { return XXH64(long_input, LONG_SIZE, 2); }
static uint64_t xxh3_64_long(void) { return XXH3_64bits(long_input, LONG_SIZE); }
static uint64_t xxh3_128_long(void) {
  XXH128_hash_t h = XXH3_128bits(long_input, LONG_SIZE);
  return h.low64 ^ (h.high64 * 31);
}
static uint64_t xxh32_short(void) {
  uint64_t h = 0;
  for (int i = 0; i < SHORT_KEYS; ++i) h = h * 31 + XXH32(long_input + key_offset[i], key_length[i], (uint32_t)i);
  return h;
}
static uint64_t xxh64_short(void) {
  uint64_t h = 0;
  for (int i = 0; i < SHORT_KEYS; ++i) h = h * 31 + XXH64(long_input + key_offset[i], key_length[i], (uint64_t)i);
  return h;
}
static uint64_t xxh3_64_short(void) {
  uint64_t h = 0;
  for (int i = 0; i < SHORT_KEYS; ++i) h = h * 31 + XXH3_64bits_withSeed(long_input + key_offset[i], key_length[i], (uint64_t)i);
  return h;
}
static uint64_t xxh3_128_short(void) {
  uint64_t h = 0;
  for (int i = 0; i < SHORT_KEYS; ++i) {
    XXH128_hash_t v = XXH3_128bits_withSeed(long_input + key_offset[i], key_length[i], (uint64_t)i);
    h = h * 31 + (v.low64 ^ v.high64);
  }
  return h;
}

/* Generates the inputs (and the compressed or encoded files the decoding kernels read). */
static void setup(void) {
  data_random(long_input, LONG_SIZE, 21);
  draw_keys();
}

/* The kernel table, run by the harness (drivers/harness.h). */
int main(int argc, char **argv) {
  static const struct speedup_kernel kernels[] = {
      {"xxh32_long", xxh32_long},     {"xxh64_long", xxh64_long},     {"xxh3_64_long", xxh3_64_long},
      {"xxh3_128_long", xxh3_128_long}, {"xxh32_short", xxh32_short}, {"xxh64_short", xxh64_short},
      {"xxh3_64_short", xxh3_64_short}, {"xxh3_128_short", xxh3_128_short},
  };
  return speedup_main(argc, argv, kernels, (int)(sizeof kernels / sizeof kernels[0]), setup);
}
