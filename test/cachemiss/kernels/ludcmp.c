// ludcmp: LU decomposition, then forward (Ly = b) and backward (Ux = y) substitution
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 8
_Alignas(64) DATA A[N][N];
_Alignas(64) DATA b[N];
_Alignas(64) DATA x[N];
_Alignas(64) DATA y[N];

void kernel(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < i; j++) {
      DATA w = A[i][j];
      for (int k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (int j = i; j < N; j++) {
      DATA w = A[i][j];
      for (int k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (int i = 0; i < N; i++) {
    DATA w = b[i];
    for (int j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (int i = N - 1; i >= 0; i--) {
    DATA w = y[i];
    for (int j = i + 1; j < N; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}
