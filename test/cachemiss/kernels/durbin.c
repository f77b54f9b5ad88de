// durbin: Levinson-Durbin recursion for a Toeplitz system
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 16
_Alignas(64) DATA r[N];
_Alignas(64) DATA y[N];
_Alignas(64) DATA z[N];

void kernel(void) {
  y[0] = -r[0];
  DATA beta = 1;
  DATA alpha = -r[0];
  for (int k = 1; k < N; k++) {
    beta = (1 - alpha * alpha) * beta;
    DATA sum = 0;
    for (int i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (int i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
}
