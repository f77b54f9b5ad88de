/* P14: the floor average of two unsigned integers without overflow, in long-hand. */
unsigned p14(unsigned x, unsigned y) {
  unsigned both = x & y;
  unsigned diff = x ^ y;
  unsigned half = diff / 2;
  return both + half;
}
