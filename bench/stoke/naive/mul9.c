/* x * 9 as a shift and an add, then masked by a no-op. */
unsigned mul9(unsigned x) {
  unsigned a = x << 3;
  unsigned b = a + x;
  unsigned c = b * 1;
  return c;
}
