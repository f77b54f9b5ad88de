; A denormal mode other than IEEE's is not modelled: unsupported (exit 3), with the reason.
; RUN: %expect-exit 3 %theseus verify %s 2>&1 | FileCheck %s
; CHECK: denormal-fp-math
; CHECK-SAME: only the IEEE denormal mode is modelled

define double @src() "denormal-fp-math"="positive-zero" {
  %r = fadd double 0x8000000000000, 0.0
  ret double %r
}

define double @tgt() "denormal-fp-math"="positive-zero" {
  ret double 0.0
}
