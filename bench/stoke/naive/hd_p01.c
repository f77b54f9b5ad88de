/* Hacker's Delight P1 (Gulwani et al.): turn off the rightmost 1 bit, written naively. */
unsigned p01(unsigned x) {
  unsigned neg = 0 - x;
  unsigned low = x & neg;
  unsigned notlow = ~low;
  return x & notlow;
}
