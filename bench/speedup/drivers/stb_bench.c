/* Speedup driver for stb (../shared/corpus/realcode/stb, included from there): PNG and JPEG
   decoding of images our own writers made, DXT1/DXT5 block compression, and resizing. */
#include <string.h>

#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_ONLY_JPEG
#include <stb_image.h>
#define STB_DXT_IMPLEMENTATION
#include <stb_dxt.h>
#define STB_IMAGE_RESIZE_IMPLEMENTATION
#include <stb_image_resize2.h>

#include "data.h"
#include "harness.h"
#include "image_writers.h"

#define W 512
#define H 384
#define SMALL_W 128
#define SMALL_H 96

static uint8_t image[W * H * 4], small_image[SMALL_W * SMALL_H * 4], resized[640 * 480 * 4], dxt[W * H];
static struct bytes png, jpeg;

/* The checksum of decoding `file` to `channels` channels. */
static uint64_t decode(const struct bytes *file, int channels) {
  int w, h, n;
  stbi_uc *pixels = stbi_load_from_memory(file->data, (int)file->size, &w, &h, &n, channels);
  if (!pixels || w != W || h != H) abort();
  uint64_t sum = speedup_hash((uint64_t)n, pixels, (size_t)w * h * channels);
  stbi_image_free(pixels);
  return sum;
}

/* The checksum of compressing every 4x4 block of the image in DXT1 (alpha 0) or DXT5 (alpha 1). */
static uint64_t compress_dxt(int alpha, int mode, int rows) {
  uint8_t block[64];
  size_t at = 0, size = alpha ? 16 : 8;
  for (int by = 0; by < rows; by += 4)
    for (int bx = 0; bx < W; bx += 4) {
      for (int y = 0; y < 4; ++y) memcpy(block + 16 * y, image + 4 * ((size_t)(by + y) * W + bx), 16);
      stb_compress_dxt_block(dxt + at, block, alpha, mode);
      at += size;
    }
  return speedup_hash(at, dxt, at);
}

/* The checksum of resizing `in` (iw x ih RGBA) to ow x oh. */
static uint64_t resize(const uint8_t *in, int iw, int ih, int ow, int oh) {
  if (!stbir_resize_uint8_linear(in, iw, ih, iw * 4, resized, ow, oh, ow * 4, STBIR_RGBA)) abort();
  return speedup_hash((uint64_t)ow * oh, resized, (size_t)ow * oh * 4);
}

/* The kernels: each returns the checksum of what it computed (see the kernel table in main). */
static uint64_t png_decode(void) { return decode(&png, 4); }
static uint64_t jpeg_decode(void) { return decode(&jpeg, 3); }
static uint64_t dxt1(void) { return compress_dxt(0, STB_DXT_NORMAL, H); }
static uint64_t dxt5(void) { return compress_dxt(1, STB_DXT_NORMAL, H); }
static uint64_t dxt1_highqual(void) { return compress_dxt(0, STB_DXT_HIGHQUAL, H / 4); }
static uint64_t resize_down(void) { return resize(image, W, H, 301, 227); }
static uint64_t resize_up(void) { return resize(small_image, SMALL_W, SMALL_H, 400, 300); }

/* Generates the inputs (and the compressed or encoded files the decoding kernels read). */
static void setup(void) {
  data_image(image, W, H, 31);
  data_image(small_image, SMALL_W, SMALL_H, 32);
  png = png_encode(image, W, H);
  jpeg = jpeg_encode(image, W, H);
}

/* The kernel table, run by the harness (drivers/harness.h). */
int main(int argc, char **argv) {
  static const struct speedup_kernel kernels[] = {
      {"png_decode", png_decode}, {"jpeg_decode", jpeg_decode}, {"dxt1", dxt1},         {"dxt5", dxt5},
      {"dxt1_highqual", dxt1_highqual}, {"resize_down", resize_down}, {"resize_up", resize_up},
  };
  return speedup_main(argc, argv, kernels, (int)(sizeof kernels / sizeof kernels[0]), setup);
}
