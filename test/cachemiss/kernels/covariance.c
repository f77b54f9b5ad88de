// covariance: column means, centring, then the symmetric covariance matrix
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define M 6
#define N 8
_Alignas(64) DATA data[N][M];
_Alignas(64) DATA cov[M][M];
_Alignas(64) DATA mean[M];

void kernel(void) {
  for (int j = 0; j < M; j++) {
    mean[j] = 0;
    for (int i = 0; i < N; i++)
      mean[j] += data[i][j];
    mean[j] /= N;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++) {
      cov[i][j] = 0;
      for (int k = 0; k < N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= N - 1;
      cov[j][i] = cov[i][j];
    }
}
