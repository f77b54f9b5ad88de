/* P4: a mask of the rightmost 1 bit and the trailing zeros. */
unsigned p04(unsigned x) {
  unsigned m = x - 1;
  unsigned r = x ^ m;
  unsigned keep = r | 0;
  return keep & 0xffffffffu;
}
