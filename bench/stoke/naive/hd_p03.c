/* P3: isolate the rightmost 1 bit, via its complement and an increment. */
unsigned p03(unsigned x) {
  unsigned c = ~x;
  unsigned inc = c + 1;
  unsigned r = x & inc;
  return r;
}
