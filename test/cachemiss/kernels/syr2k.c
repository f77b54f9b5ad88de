// syr2k: lower triangle of C = alpha (A B^T + B A^T) + beta C
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 8
#define M 6
_Alignas(64) DATA A[N][M];
_Alignas(64) DATA B[N][M];
_Alignas(64) DATA C[N][N];

void kernel(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= 0.5;
    for (int k = 0; k < M; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += A[j][k] * 1.5 * B[i][k] + B[j][k] * 1.5 * A[i][k];
  }
}
