/* Speedup driver for lz4 (../shared/corpus/realcode/lz4, compiled beside it): the default, fast
   and HC compressors on three kinds of data, and the safe decompressor. */
#include <lz4.h>
#include <lz4hc.h>

#include "data.h"
#include "harness.h"

#define SIZE (512 * 1024)
#define BOUND (SIZE + SIZE / 255 + 64)

static uint8_t text[SIZE], random_bytes[SIZE], repetitive[SIZE], back[SIZE];
static char out[BOUND], packed_text[BOUND], packed_repetitive[BOUND];
static int packed_text_size, packed_repetitive_size;

/* The checksum of one compressor's output: its bytes and size. */
static uint64_t packed(int size) {
  if (size <= 0) abort();
  return speedup_hash((uint64_t)size, out, (size_t)size);
}

/* The checksum of decompressing `in` (whose plain size is SIZE). */
static uint64_t unpacked(const char *in, int n) {
  if (LZ4_decompress_safe(in, (char *)back, n, SIZE) != SIZE) abort();
  return speedup_hash(SIZE, back, SIZE);
}

/* The kernels: each returns the checksum of what it computed (see the kernel table in main). */
static uint64_t compress_text(void) { return packed(LZ4_compress_default((const char *)text, out, SIZE, BOUND)); }
static uint64_t compress_random(void) { return packed(LZ4_compress_default((const char *)random_bytes, out, SIZE, BOUND)); }
static uint64_t compress_repetitive(void) { return packed(LZ4_compress_default((const char *)repetitive, out, SIZE, BOUND)); }
static uint64_t compress_fast8_text(void) { return packed(LZ4_compress_fast((const char *)text, out, SIZE, BOUND, 8)); }
static uint64_t compress_hc9_text(void) { return packed(LZ4_compress_HC((const char *)text, out, SIZE / 4, BOUND, 9)); }
static uint64_t compress_hc4_repetitive(void) { return packed(LZ4_compress_HC((const char *)repetitive, out, SIZE / 2, BOUND, 4)); }
static uint64_t decompress_text(void) { return unpacked(packed_text, packed_text_size); }
static uint64_t decompress_repetitive(void) { return unpacked(packed_repetitive, packed_repetitive_size); }

/* Generates the inputs (and the compressed or encoded files the decoding kernels read). */
static void setup(void) {
  data_text(text, SIZE, 11);
  data_random(random_bytes, SIZE, 12);
  data_repetitive(repetitive, SIZE, 13);
  packed_text_size = LZ4_compress_default((const char *)text, packed_text, SIZE, BOUND);
  packed_repetitive_size = LZ4_compress_default((const char *)repetitive, packed_repetitive, SIZE, BOUND);
  if (packed_text_size <= 0 || packed_repetitive_size <= 0) abort();
}

/* The kernel table, run by the harness (drivers/harness.h). */
int main(int argc, char **argv) {
  static const struct speedup_kernel kernels[] = {
      {"compress_text", compress_text},         {"compress_random", compress_random},
      {"compress_repetitive", compress_repetitive}, {"compress_fast8_text", compress_fast8_text},
      {"compress_hc9_text", compress_hc9_text}, {"compress_hc4_repetitive", compress_hc4_repetitive},
      {"decompress_text", decompress_text},     {"decompress_repetitive", decompress_repetitive},
  };
  return speedup_main(argc, argv, kernels, (int)(sizeof kernels / sizeof kernels[0]), setup);
}
