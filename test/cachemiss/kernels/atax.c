// atax: y = A^T (A x)
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define M 10
#define N 12
_Alignas(64) DATA A[M][N];
_Alignas(64) DATA x[N];
_Alignas(64) DATA y[N];
_Alignas(64) DATA tmp[M];

void kernel(void) {
  for (int j = 0; j < N; j++)
    y[j] = 0;
  for (int i = 0; i < M; i++) {
    tmp[i] = 0;
    for (int j = 0; j < N; j++)
      tmp[i] += A[i][j] * x[j];
    for (int j = 0; j < N; j++)
      y[j] += A[i][j] * tmp[i];
  }
}
