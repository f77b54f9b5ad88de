// correlation: means, standard deviations, normalisation, correlation matrix
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define M 6
#define N 8
_Alignas(64) DATA data[N][M];
_Alignas(64) DATA corr[M][M];
_Alignas(64) DATA mean[M];
_Alignas(64) DATA stddev[M];

void kernel(void) {
  for (int j = 0; j < M; j++) {
    mean[j] = 0;
    for (int i = 0; i < N; i++)
      mean[j] += data[i][j];
    mean[j] /= N;
  }
  for (int j = 0; j < M; j++) {
    stddev[j] = 0;
    for (int i = 0; i < N; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] = __builtin_sqrt(stddev[j] / N + 0.1);
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] = (data[i][j] - mean[j]) / (stddev[j] * 2.5);
  for (int i = 0; i < M - 1; i++) {
    corr[i][i] = 1;
    for (int j = i + 1; j < M; j++) {
      corr[i][j] = 0;
      for (int k = 0; k < N; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[M - 1][M - 1] = 1;
}
