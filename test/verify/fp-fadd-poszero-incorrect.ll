; x + 0.0 is not x: -0.0 + 0.0 is +0.0. The counterexample is printed in FP notation.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:
; CHECK-NEXT:   float %x = 0x80000000 (-0.0)
; CHECK-NEXT: Source: float 0x00000000 (0.0)
; CHECK-NEXT: Target: float 0x80000000 (-0.0)

define float @src(float %x) {
  %r = fadd float %x, 0.0
  ret float %r
}

define float @tgt(float %x) {
  ret float %x
}
