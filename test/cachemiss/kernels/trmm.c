// trmm: B = alpha * A^T B with A unit lower triangular
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define M 7
#define N 8
_Alignas(64) DATA A[M][M];
_Alignas(64) DATA B[M][N];

void kernel(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      for (int k = i + 1; k < M; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = 1.5 * B[i][j];
    }
}
