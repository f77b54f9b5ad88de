// jacobi-2d: five-point stencil, ping-pong between A and B
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define T 2
#define N 8
_Alignas(64) DATA A[N][N];
_Alignas(64) DATA B[N][N];

void kernel(void) {
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
  }
}
