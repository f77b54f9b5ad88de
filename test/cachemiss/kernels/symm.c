// symm: C = alpha A B + beta C with A symmetric (lower triangle stored)
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define M 7
#define N 8
_Alignas(64) DATA A[M][M];
_Alignas(64) DATA B[M][N];
_Alignas(64) DATA C[M][N];

void kernel(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      DATA acc = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += 1.5 * B[i][j] * A[i][k];
        acc += B[k][j] * A[i][k];
      }
      C[i][j] = 0.5 * C[i][j] + 1.5 * B[i][j] * A[i][i] + 1.5 * acc;
    }
}
