// deriche: recursive (IIR) edge-detection filter, horizontal then vertical passes
// Written for Theseus from the textbook algorithm; global arrays aligned to 64 bytes.
#ifndef DATA
#define DATA double
#endif
#define W 8
#define H 6
_Alignas(64) DATA img[W][H];
_Alignas(64) DATA out[W][H];
_Alignas(64) DATA y1[W][H];
_Alignas(64) DATA y2[W][H];

void kernel(void) {
  const DATA a1 = 0.25, a2 = -0.1, a3 = 0.2, a4 = -0.05, b1 = 0.6, b2 = -0.1;
  for (int i = 0; i < W; i++) {
    DATA ym1 = 0, ym2 = 0, xm1 = 0;
    for (int j = 0; j < H; j++) {
      y1[i][j] = a1 * img[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = img[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (int i = 0; i < W; i++) {
    DATA yp1 = 0, yp2 = 0, xp1 = 0, xp2 = 0;
    for (int j = H - 1; j >= 0; j--) {
      y2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = img[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++)
      out[i][j] = y1[i][j] + y2[i][j];
  for (int j = 0; j < H; j++) {
    DATA tm1 = 0, ym1 = 0, ym2 = 0;
    for (int i = 0; i < W; i++) {
      y1[i][j] = a1 * out[i][j] + a2 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = out[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (int j = 0; j < H; j++) {
    DATA tp1 = 0, tp2 = 0, yp1 = 0, yp2 = 0;
    for (int i = W - 1; i >= 0; i--) {
      y2[i][j] = a3 * tp1 + a4 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = out[i][j];
      yp2 = yp1;
      yp1 = y2[i][j];
    }
  }
  for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++)
      out[i][j] = y1[i][j] + y2[i][j];
}
