// gemver: rank-2 update of A, then x = beta A^T y + z and w = alpha A x
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 10
_Alignas(64) DATA A[N][N];
_Alignas(64) DATA u1[N];
_Alignas(64) DATA v1[N];
_Alignas(64) DATA u2[N];
_Alignas(64) DATA v2[N];
_Alignas(64) DATA w[N];
_Alignas(64) DATA x[N];
_Alignas(64) DATA y[N];
_Alignas(64) DATA z[N];

void kernel(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x[i] = x[i] + 2 * A[j][i] * y[j];
  for (int i = 0; i < N; i++)
    x[i] = x[i] + z[i];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      w[i] = w[i] + 3 * A[i][j] * x[j];
}
