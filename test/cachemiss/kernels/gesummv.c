// gesummv: y = alpha A x + beta B x
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 12
_Alignas(64) DATA A[N][N];
_Alignas(64) DATA B[N][N];
_Alignas(64) DATA tmp[N];
_Alignas(64) DATA x[N];
_Alignas(64) DATA y[N];

void kernel(void) {
  for (int i = 0; i < N; i++) {
    tmp[i] = 0;
    y[i] = 0;
    for (int j = 0; j < N; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = 2 * tmp[i] + 3 * y[i];
  }
}
