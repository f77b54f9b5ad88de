/* Seed 002's STOKE example: 3x mod 16 as 2x + x, written with the carries spelled out. */
unsigned char three_x(unsigned char x) {
  unsigned a = (x << 1) & 15;
  unsigned b = (a ^ x) & 15;
  unsigned c = (a & x) & 15;
  unsigned d = (c << 1) & 15;
  return (unsigned char)((b + d) & 15);
}
