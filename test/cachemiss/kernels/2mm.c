// 2mm: D = A*B*C + D via the temporary T = A*B
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 6
_Alignas(64) DATA A[N][N];
_Alignas(64) DATA B[N][N];
_Alignas(64) DATA C[N][N];
_Alignas(64) DATA D[N][N];
_Alignas(64) DATA T[N][N];

void kernel(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      T[i][j] = 0;
      for (int k = 0; k < N; k++)
        T[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      D[i][j] *= 2;
      for (int k = 0; k < N; k++)
        D[i][j] += T[i][k] * C[k][j];
    }
}
