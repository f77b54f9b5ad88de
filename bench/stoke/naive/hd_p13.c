/* P13: the sign function with two comparisons. */
int p13(int x) {
  int pos = x > 0;
  int neg = -(x < 0);
  return pos | neg;
}
