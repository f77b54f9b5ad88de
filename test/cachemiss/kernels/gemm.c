// gemm: C = beta*C + alpha*A*B
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#ifndef N
#define N 8
#endif
_Alignas(64) DATA A[N][N];
_Alignas(64) DATA B[N][N];
_Alignas(64) DATA C[N][N];

void kernel(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      C[i][j] *= 0.5;
      for (int k = 0; k < N; k++)
        C[i][j] += 1.5 * A[i][k] * B[k][j];
    }
}
