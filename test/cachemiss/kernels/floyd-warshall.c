// floyd-warshall: all-pairs shortest paths, in place
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define N 8
_Alignas(64) DATA path[N][N];

void kernel(void) {
  for (int k = 0; k < N; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        DATA direct = path[i][j];
        DATA via = path[i][k] + path[k][j];
        path[i][j] = direct < via ? direct : via;
      }
}
