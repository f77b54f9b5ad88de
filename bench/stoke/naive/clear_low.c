/* (x / 4) * 4 for unsigned x: the two low bits cleared. */
unsigned clear_low(unsigned x) {
  unsigned q = x / 4;
  return q * 4;
}
