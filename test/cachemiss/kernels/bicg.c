// bicg: s = A^T r and q = A p in one sweep
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define M 10
#define N 12
_Alignas(64) DATA A[N][M];
_Alignas(64) DATA s[M];
_Alignas(64) DATA q[N];
_Alignas(64) DATA p[M];
_Alignas(64) DATA r[N];

void kernel(void) {
  for (int j = 0; j < M; j++)
    s[j] = 0;
  for (int i = 0; i < N; i++) {
    q[i] = 0;
    for (int j = 0; j < M; j++) {
      s[j] += r[i] * A[i][j];
      q[i] += A[i][j] * p[j];
    }
  }
}
