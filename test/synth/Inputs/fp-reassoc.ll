define float @src(float %x) {
entry:
  %r = fadd reassoc float %x, 0.0
  ret float %r
}
