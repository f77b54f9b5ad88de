// nussinov: RNA secondary structure by dynamic programming over the upper triangle
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 12
_Alignas(64) DATA seq[N];
_Alignas(64) DATA table[N][N];

void kernel(void) {
  for (int i = N - 1; i >= 0; i--) {
    for (int j = i + 1; j < N; j++) {
      if (j - 1 >= 0) {
        DATA a = table[i][j], b = table[i][j - 1];
        table[i][j] = a > b ? a : b;
      }
      if (i + 1 < N) {
        DATA a = table[i][j], b = table[i + 1][j];
        table[i][j] = a > b ? a : b;
      }
      if (j - 1 >= 0 && i + 1 < N) {
        DATA pair = seq[i] + seq[j] == 3 ? 1 : 0;
        DATA a = table[i][j];
        DATA b = i < j - 1 ? table[i + 1][j - 1] + pair : table[i + 1][j - 1];
        table[i][j] = a > b ? a : b;
      }
      for (int k = i + 1; k < j; k++) {
        DATA a = table[i][j], b = table[i][k] + table[k + 1][j];
        table[i][j] = a > b ? a : b;
      }
    }
  }
}
