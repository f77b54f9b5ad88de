/* P7: isolate the rightmost 0 bit. */
unsigned p07(unsigned x) {
  unsigned nx = x ^ 0xffffffffu;
  unsigned inc = x + 1;
  unsigned r = nx & inc;
  return r;
}
