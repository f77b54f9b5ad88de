/* P9: absolute value, through the sign mask written as a shift pair. */
int p09(int x) {
  int s = x >> 31;
  int t = x ^ s;
  int u = t - s;
  return u;
}
