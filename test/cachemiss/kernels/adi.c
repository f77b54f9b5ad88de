// adi: alternating direction implicit sweeps (tridiagonal solves along columns, then rows)
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define T 2
#define N 8
_Alignas(64) DATA u[N][N];
_Alignas(64) DATA v[N][N];
_Alignas(64) DATA p[N][N];
_Alignas(64) DATA q[N][N];

void kernel(void) {
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++) {
      v[0][i] = 1;
      p[i][0] = 0;
      q[i][0] = v[0][i];
      for (int j = 1; j < N - 1; j++) {
        p[i][j] = -0.25 / (0.5 * p[i][j - 1] + 1.5);
        q[i][j] = (u[j][i - 1] + 2 * u[j][i] - u[j][i + 1] - 0.5 * q[i][j - 1]) / (0.5 * p[i][j - 1] + 1.5);
      }
      v[N - 1][i] = 1;
      for (int j = N - 2; j >= 1; j--)
        v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    for (int i = 1; i < N - 1; i++) {
      u[i][0] = 1;
      p[i][0] = 0;
      q[i][0] = u[i][0];
      for (int j = 1; j < N - 1; j++) {
        p[i][j] = -0.25 / (0.5 * p[i][j - 1] + 1.5);
        q[i][j] = (v[i - 1][j] + 2 * v[i][j] - v[i + 1][j] - 0.5 * q[i][j - 1]) / (0.5 * p[i][j - 1] + 1.5);
      }
      u[i][N - 1] = 1;
      for (int j = N - 2; j >= 1; j--)
        u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
}
