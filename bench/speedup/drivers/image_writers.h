/* Minimal PNG and baseline JPEG writers of our own, so that the stb driver decodes files it made
   itself (realcode/stb has no stb_image_write.h). Both are plain and slow; they run once, in setup.
   PNG: 8-bit RGBA, every filter type in turn by row, one fixed-Huffman deflate block of literals.
   JPEG: baseline, 4:2:0, a separable float DCT, quantization tables growing with frequency, and Huffman
   tables of our own with every code of one length (4 bits for DC, 8 for AC). */
#ifndef THESEUS_SPEEDUP_IMAGE_WRITERS_H
#define THESEUS_SPEEDUP_IMAGE_WRITERS_H
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

struct bytes {
  uint8_t *data;
  size_t size, capacity;
};

/* Appends one byte, growing the buffer. */
static void bytes_put(struct bytes *b, uint8_t v) {
  if (b->size == b->capacity) {
    b->capacity = b->capacity ? 2 * b->capacity : 4096;
    b->data = (uint8_t *)realloc(b->data, b->capacity);
    if (!b->data) abort();
  }
  b->data[b->size++] = v;
}

static void bytes_put32be(struct bytes *b, uint32_t v) {
  for (int s = 24; s >= 0; s -= 8) bytes_put(b, (uint8_t)(v >> s));
}

static void bytes_put16be(struct bytes *b, unsigned v) {
  bytes_put(b, (uint8_t)(v >> 8));
  bytes_put(b, (uint8_t)v);
}

/* CRC-32 (polynomial 0xEDB88320) of n bytes, bit by bit: PNG's chunk check. */
static uint32_t writer_crc32(const uint8_t *p, size_t n) {
  uint32_t c = 0xffffffffu;
  for (size_t i = 0; i < n; ++i) {
    c ^= p[i];
    for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
  }
  return ~c;
}

/* Appends a PNG chunk: length, type, data, CRC over type and data. */
static void png_chunk(struct bytes *out, const char type[4], const uint8_t *data, size_t n) {
  bytes_put32be(out, (uint32_t)n);
  size_t start = out->size;
  for (int i = 0; i < 4; ++i) bytes_put(out, (uint8_t)type[i]);
  for (size_t i = 0; i < n; ++i) bytes_put(out, data[i]);
  bytes_put32be(out, writer_crc32(out->data + start, out->size - start));
}

struct bit_writer_lsb {
  struct bytes *out;
  uint32_t acc;
  int count;
};

/* Appends `n` bits of `v`, least significant first (deflate's order for non-code fields). */
static void lsb_put(struct bit_writer_lsb *w, uint32_t v, int n) {
  for (int i = 0; i < n; ++i) {
    w->acc |= ((v >> i) & 1u) << w->count;
    if (++w->count == 8) {
      bytes_put(w->out, (uint8_t)w->acc);
      w->acc = 0;
      w->count = 0;
    }
  }
}

/* Appends a Huffman code of `n` bits, most significant bit first (deflate's order for codes). */
static void lsb_put_code(struct bit_writer_lsb *w, uint32_t code, int n) {
  for (int i = n - 1; i >= 0; --i) lsb_put(w, (code >> i) & 1u, 1);
}

/* A zlib stream of `n` bytes: one final block with deflate's fixed Huffman code, literals only. */
static void zlib_literals(struct bytes *out, const uint8_t *p, size_t n) {
  struct bit_writer_lsb w = {out, 0, 0};
  bytes_put(out, 0x78);
  bytes_put(out, 0x01);
  lsb_put(&w, 1, 1);
  lsb_put(&w, 1, 2);
  for (size_t i = 0; i < n; ++i) {
    if (p[i] < 144) lsb_put_code(&w, 0x30u + p[i], 8);
    else lsb_put_code(&w, 0x190u + (p[i] - 144u), 9);
  }
  lsb_put_code(&w, 0, 7);
  if (w.count) lsb_put(&w, 0, 8 - w.count);
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; ++i) {
    a = (a + p[i]) % 65521u;
    b = (b + a) % 65521u;
  }
  bytes_put32be(out, (b << 16) | a);
}

/* PNG's Paeth predictor. */
static int paeth(int a, int b, int c) {
  int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/* A PNG of the w x h RGBA image `rgba`; row y uses filter type y % 5. */
static struct bytes png_encode(const uint8_t *rgba, int w, int h) {
  struct bytes out = {0, 0, 0}, raw = {0, 0, 0}, idat = {0, 0, 0};
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a};
  for (int i = 0; i < 8; ++i) bytes_put(&out, signature[i]);
  uint8_t ihdr[13] = {(uint8_t)(w >> 24), (uint8_t)(w >> 16), (uint8_t)(w >> 8), (uint8_t)w, (uint8_t)(h >> 24), (uint8_t)(h >> 16),
                      (uint8_t)(h >> 8), (uint8_t)h, 8, 6, 0, 0, 0};
  png_chunk(&out, "IHDR", ihdr, sizeof ihdr);
  size_t stride = (size_t)w * 4;
  for (int y = 0; y < h; ++y) {
    int filter = y % 5;
    bytes_put(&raw, (uint8_t)filter);
    const uint8_t *row = rgba + y * stride, *up = y ? row - stride : 0;
    for (size_t x = 0; x < stride; ++x) {
      int a = x >= 4 ? row[x - 4] : 0, b = up ? up[x] : 0, c = (up && x >= 4) ? up[x - 4] : 0;
      int predicted = filter == 1 ? a : filter == 2 ? b : filter == 3 ? (a + b) / 2 : filter == 4 ? paeth(a, b, c) : 0;
      bytes_put(&raw, (uint8_t)(row[x] - predicted));
    }
  }
  zlib_literals(&idat, raw.data, raw.size);
  png_chunk(&out, "IDAT", idat.data, idat.size);
  png_chunk(&out, "IEND", 0, 0);
  free(raw.data);
  free(idat.data);
  return out;
}

struct bit_writer_msb {
  struct bytes *out;
  uint32_t acc;
  int count;
};

/* Appends `n` bits of `v`, most significant first, stuffing a zero byte after every 0xFF. */
static void msb_put(struct bit_writer_msb *w, uint32_t v, int n) {
  for (int i = n - 1; i >= 0; --i) {
    w->acc = (w->acc << 1) | ((v >> i) & 1u);
    if (++w->count == 8) {
      bytes_put(w->out, (uint8_t)w->acc);
      if ((uint8_t)w->acc == 0xff) bytes_put(w->out, 0);
      w->acc = 0;
      w->count = 0;
    }
  }
}

/* zigzag[k]: the row-major index of the k-th coefficient in JPEG's zigzag order. */
static void jpeg_zigzag(int zigzag[64]) {
  int k = 0;
  for (int s = 0; s < 15; ++s) {
    int lo = s > 7 ? s - 7 : 0, hi = s < 7 ? s : 7;
    for (int i = 0; i <= hi - lo; ++i) {
      int row = (s & 1) ? lo + i : hi - i;
      zigzag[k++] = row * 8 + (s - row);
    }
  }
}

/* The number of bits of |v| (JPEG's magnitude category). */
static int jpeg_category(int v) {
  int n = 0;
  for (unsigned a = (unsigned)abs(v); a; a >>= 1) ++n;
  return n;
}

/* The code of AC symbol (run << 4 | size) in our table: EOB 0, ZRL 1, then run-major order. */
static int jpeg_ac_code(int run, int size) {
  if (size == 0) return run == 0 ? 0 : 1;
  return 2 + run * 10 + (size - 1);
}

/* Encodes one 8x8 block (level-shifted samples) with quantization table q (row-major). */
static void jpeg_block(struct bit_writer_msb *w, const float block[64], const uint8_t q[64], const int zigzag[64], int *dc_prev) {
  static float basis[8][8];
  if (basis[0][0] == 0)
    for (int x = 0; x < 8; ++x)
      for (int u = 0; u < 8; ++u) basis[x][u] = cosf((2 * x + 1) * u * 3.14159265f / 16) * (u ? 0.5f : 0.35355339f);
  float rows[64];
  int coef[64];
  for (int y = 0; y < 8; ++y)
    for (int u = 0; u < 8; ++u) {
      float sum = 0;
      for (int x = 0; x < 8; ++x) sum += block[y * 8 + x] * basis[x][u];
      rows[y * 8 + u] = sum;
    }
  for (int v = 0; v < 8; ++v)
    for (int u = 0; u < 8; ++u) {
      float sum = 0;
      for (int y = 0; y < 8; ++y) sum += rows[y * 8 + u] * basis[y][v];
      coef[v * 8 + u] = (int)lrintf(sum / q[v * 8 + u]);
    }
  int diff = coef[0] - *dc_prev, cat = jpeg_category(diff);
  *dc_prev = coef[0];
  msb_put(w, (uint32_t)cat, 4);
  if (cat) msb_put(w, (uint32_t)(diff < 0 ? diff - 1 : diff) & ((1u << cat) - 1), cat);
  int run = 0;
  for (int k = 1; k < 64; ++k) {
    int c = coef[zigzag[k]];
    if (c == 0) {
      ++run;
      continue;
    }
    for (; run >= 16; run -= 16) msb_put(w, (uint32_t)jpeg_ac_code(15, 0), 8);
    int size = jpeg_category(c);
    msb_put(w, (uint32_t)jpeg_ac_code(run, size), 8);
    msb_put(w, (uint32_t)(c < 0 ? c - 1 : c) & ((1u << size) - 1), size);
    run = 0;
  }
  if (run) msb_put(w, (uint32_t)jpeg_ac_code(0, 0), 8);
}

/* Appends the DHT segment: DC table 0 (12 symbols of 4 bits), AC table 0 (162 symbols of 8 bits). */
static void jpeg_tables(struct bytes *out) {
  bytes_put16be(out, 0xffc4);
  bytes_put16be(out, 2 + 17 + 12 + 17 + 162);
  bytes_put(out, 0x00);
  for (int len = 1; len <= 16; ++len) bytes_put(out, len == 4 ? 12 : 0);
  for (int s = 0; s < 12; ++s) bytes_put(out, (uint8_t)s);
  bytes_put(out, 0x10);
  for (int len = 1; len <= 16; ++len) bytes_put(out, len == 8 ? 162 : 0);
  bytes_put(out, 0x00);
  bytes_put(out, 0xf0);
  for (int run = 0; run < 16; ++run)
    for (int size = 1; size <= 10; ++size) bytes_put(out, (uint8_t)(run << 4 | size));
}

/* One level-shifted component sample of pixel (x, y): 0 Y, 1 Cb, 2 Cr (JFIF's conversion). */
static float jpeg_sample(const uint8_t *rgba, int w, int x, int y, int component) {
  const uint8_t *p = rgba + 4 * ((size_t)y * w + x);
  float r = p[0], g = p[1], b = p[2];
  if (component == 0) return 0.299f * r + 0.587f * g + 0.114f * b - 128;
  if (component == 1) return -0.168736f * r - 0.331264f * g + 0.5f * b;
  return 0.5f * r - 0.418688f * g - 0.081312f * b;
}

/* A baseline 4:2:0 JPEG of the RGBA image (w and h multiples of 16). */
static struct bytes jpeg_encode(const uint8_t *rgba, int w, int h) {
  struct bytes out = {0, 0, 0};
  int zigzag[64];
  uint8_t q[2][64];
  jpeg_zigzag(zigzag);
  for (int i = 0; i < 64; ++i) {
    q[0][i] = (uint8_t)(2 + 3 * (i / 8 + i % 8) / 2);
    q[1][i] = (uint8_t)(3 + 2 * (i / 8 + i % 8));
  }
  bytes_put16be(&out, 0xffd8);
  bytes_put16be(&out, 0xffdb);
  bytes_put16be(&out, 2 + 2 * 65);
  for (int t = 0; t < 2; ++t) {
    bytes_put(&out, (uint8_t)t);
    for (int k = 0; k < 64; ++k) bytes_put(&out, q[t][zigzag[k]]);
  }
  bytes_put16be(&out, 0xffc0);
  bytes_put16be(&out, 17);
  bytes_put(&out, 8);
  bytes_put16be(&out, (unsigned)h);
  bytes_put16be(&out, (unsigned)w);
  bytes_put(&out, 3);
  static const uint8_t sof_components[9] = {1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1};
  for (int i = 0; i < 9; ++i) bytes_put(&out, sof_components[i]);
  jpeg_tables(&out);
  bytes_put16be(&out, 0xffda);
  bytes_put16be(&out, 12);
  bytes_put(&out, 3);
  for (int c = 1; c <= 3; ++c) {
    bytes_put(&out, (uint8_t)c);
    bytes_put(&out, 0x00);
  }
  bytes_put(&out, 0);
  bytes_put(&out, 63);
  bytes_put(&out, 0);
  struct bit_writer_msb bits = {&out, 0, 0};
  int dc[3] = {0, 0, 0};
  float block[64];
  for (int my = 0; my < h; my += 16)
    for (int mx = 0; mx < w; mx += 16) {
      for (int b = 0; b < 4; ++b) {
        for (int i = 0; i < 64; ++i) block[i] = jpeg_sample(rgba, w, mx + 8 * (b & 1) + i % 8, my + 8 * (b >> 1) + i / 8, 0);
        jpeg_block(&bits, block, q[0], zigzag, &dc[0]);
      }
      for (int c = 1; c <= 2; ++c) {
        for (int i = 0; i < 64; ++i) {
          int x = mx + 2 * (i % 8), y = my + 2 * (i / 8);
          block[i] = 0.25f * (jpeg_sample(rgba, w, x, y, c) + jpeg_sample(rgba, w, x + 1, y, c) + jpeg_sample(rgba, w, x, y + 1, c) +
                              jpeg_sample(rgba, w, x + 1, y + 1, c));
        }
        jpeg_block(&bits, block, q[1], zigzag, &dc[c]);
      }
    }
  if (bits.count) msb_put(&bits, 0x7f, 8 - bits.count);
  bytes_put16be(&out, 0xffd9);
  return out;
}

#endif
