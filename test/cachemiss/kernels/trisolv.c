// trisolv: forward substitution L x = b
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 16
_Alignas(64) DATA L[N][N];
_Alignas(64) DATA x[N];
_Alignas(64) DATA b[N];

void kernel(void) {
  for (int i = 0; i < N; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
