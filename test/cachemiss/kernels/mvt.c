// mvt: x1 += A y1, x2 += A^T y2
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 12
_Alignas(64) DATA A[N][N];
_Alignas(64) DATA x1[N];
_Alignas(64) DATA x2[N];
_Alignas(64) DATA y1[N];
_Alignas(64) DATA y2[N];

void kernel(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x1[i] += A[i][j] * y1[j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x2[i] += A[j][i] * y2[j];
}
