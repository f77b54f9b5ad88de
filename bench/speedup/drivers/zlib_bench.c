/* Speedup driver for zlib (../shared/corpus/realcode/zlib, compiled beside it): checksums, deflate
   at three levels on three kinds of data, and inflate. */
#include <zlib.h>

#include "data.h"
#include "harness.h"

#define SIZE (256 * 1024)

/* zutil.c needs gzguts.h, which the core sources do not ship; speedup.py compiles it with -DZ_SOLO,
   which leaves zlib's default allocator to the program: these two. */
void *zcalloc(void *opaque, unsigned items, unsigned size) {
  (void)opaque;
  return calloc(items, size);
}
void zcfree(void *opaque, void *ptr) {
  (void)opaque;
  free(ptr);
}

static uint8_t text[SIZE], random_bytes[SIZE], repetitive[SIZE], out[SIZE + SIZE / 8 + 1024], back[SIZE];
static uint8_t deflated_text[SIZE + SIZE / 8 + 1024], deflated_repetitive[SIZE + SIZE / 8 + 1024];
static uLongf deflated_text_size, deflated_repetitive_size;

/* The checksum of compressing `in` at `level`: the compressed bytes and their size. */
static uint64_t deflate_at(const uint8_t *in, size_t n, int level) {
  uLongf size = sizeof out;
  if (compress2(out, &size, in, n, level) != Z_OK) abort();
  return speedup_hash(size, out, size);
}

/* The checksum of inflating `in` (whose plain size is SIZE). */
static uint64_t inflate_all(const uint8_t *in, uLongf n) {
  uLongf size = sizeof back;
  if (uncompress(back, &size, in, n) != Z_OK || size != SIZE) abort();
  return speedup_hash(size, back, size);
}

/* The kernels: each returns the checksum of what it computed (see the kernel table in main). */
static uint64_t adler32_text(void) {
  uLong a = 1;
  for (int r = 0; r < 16; ++r) a = adler32(a, text, SIZE);
  return a;
}
static uint64_t crc32_random(void) {
  uLong c = 0;
  for (int r = 0; r < 16; ++r) c = crc32(c, random_bytes, SIZE);
  return c;
}
static uint64_t deflate1_text(void) { return deflate_at(text, SIZE, 1); }
static uint64_t deflate6_text(void) { return deflate_at(text, SIZE, 6); }
static uint64_t deflate9_text(void) { return deflate_at(text, SIZE / 2, 9); }
static uint64_t deflate6_random(void) { return deflate_at(random_bytes, SIZE / 2, 6); }
static uint64_t deflate6_repetitive(void) { return deflate_at(repetitive, SIZE, 6); }
static uint64_t inflate_text(void) { return inflate_all(deflated_text, deflated_text_size); }
static uint64_t inflate_repetitive(void) { return inflate_all(deflated_repetitive, deflated_repetitive_size); }

/* Generates the inputs (and the compressed or encoded files the decoding kernels read). */
static void setup(void) {
  data_text(text, SIZE, 1);
  data_random(random_bytes, SIZE, 2);
  data_repetitive(repetitive, SIZE, 3);
  deflated_text_size = sizeof deflated_text;
  deflated_repetitive_size = sizeof deflated_repetitive;
  if (compress2(deflated_text, &deflated_text_size, text, SIZE, 6) != Z_OK ||
      compress2(deflated_repetitive, &deflated_repetitive_size, repetitive, SIZE, 6) != Z_OK)
    abort();
}

/* The kernel table, run by the harness (drivers/harness.h). */
int main(int argc, char **argv) {
  static const struct speedup_kernel kernels[] = {
      {"adler32", adler32_text},           {"crc32", crc32_random},
      {"deflate1_text", deflate1_text},    {"deflate6_text", deflate6_text},
      {"deflate9_text", deflate9_text},    {"deflate6_random", deflate6_random},
      {"deflate6_repetitive", deflate6_repetitive}, {"inflate_text", inflate_text},
      {"inflate_repetitive", inflate_repetitive},
  };
  return speedup_main(argc, argv, kernels, (int)(sizeof kernels / sizeof kernels[0]), setup);
}
