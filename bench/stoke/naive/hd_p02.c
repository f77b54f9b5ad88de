/* P2: test whether an unsigned integer is of the form 2^n - 1 (0 when it is). */
unsigned p02(unsigned x) {
  unsigned plus = x + 1;
  unsigned both = x & plus;
  return both;
}
