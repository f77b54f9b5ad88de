/* x + y spelled as the carry-save identity (x ^ y) + 2 (x & y). */
unsigned add_long(unsigned x, unsigned y) {
  unsigned s = x ^ y;
  unsigned c = x & y;
  unsigned c2 = c << 1;
  return s + c2;
}
