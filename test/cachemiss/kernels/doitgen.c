// doitgen: multiresolution kernel, A[r][q][.] = A[r][q][.] * C4
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define R 4
#define Q 4
#define P 6
_Alignas(64) DATA A[R][Q][P];
_Alignas(64) DATA C4[P][P];
_Alignas(64) DATA sum[P];

void kernel(void) {
  for (int r = 0; r < R; r++)
    for (int q = 0; q < Q; q++) {
      for (int p = 0; p < P; p++) {
        sum[p] = 0;
        for (int s = 0; s < P; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < P; p++)
        A[r][q][p] = sum[p];
    }
}
