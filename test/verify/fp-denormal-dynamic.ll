; The denormal mode "dynamic" is not modelled: unsupported (exit 3) with the reason.
; RUN: %expect-exit 3 %theseus verify %s 2>&1 | FileCheck %s
; CHECK: denormal-fp-math
; CHECK-SAME: the modes ieee, preserve-sign and positive-zero are modelled

define double @src() "denormal-fp-math"="dynamic" {
  ret double 0.0
}

define double @tgt() "denormal-fp-math"="dynamic" {
  ret double 0.0
}
