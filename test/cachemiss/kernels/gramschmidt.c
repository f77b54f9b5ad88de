// gramschmidt: QR factorisation by modified Gram-Schmidt
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define M 8
#define N 6
_Alignas(64) DATA A[M][N];
_Alignas(64) DATA R[N][N];
_Alignas(64) DATA Q[M][N];

void kernel(void) {
  for (int k = 0; k < N; k++) {
    DATA norm = 0;
    for (int i = 0; i < M; i++)
      norm += A[i][k] * A[i][k];
    R[k][k] = __builtin_sqrt(norm);
    for (int i = 0; i < M; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (int j = k + 1; j < N; j++) {
      R[k][j] = 0;
      for (int i = 0; i < M; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (int i = 0; i < M; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}
