// 3mm: G = (A*B)*(C*D)
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 5
_Alignas(64) DATA A[N][N];
_Alignas(64) DATA B[N][N];
_Alignas(64) DATA C[N][N];
_Alignas(64) DATA D[N][N];
_Alignas(64) DATA E[N][N];
_Alignas(64) DATA F[N][N];
_Alignas(64) DATA G[N][N];

void kernel(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      E[i][j] = 0;
      for (int k = 0; k < N; k++)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      F[i][j] = 0;
      for (int k = 0; k < N; k++)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      G[i][j] = 0;
      for (int k = 0; k < N; k++)
        G[i][j] += E[i][k] * F[k][j];
    }
}
