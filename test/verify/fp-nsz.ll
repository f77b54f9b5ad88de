; nsz lets a zero result take either sign: x + 0.0 is x under nsz.
; RUN: %theseus verify %s | FileCheck %s
; CHECK: correct

define float @src(float %x) {
  %r = fadd nsz float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
