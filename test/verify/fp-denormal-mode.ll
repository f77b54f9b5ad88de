; denormal-fp-math: under positive-zero a subnormal result may be flushed to +0 (@src/@tgt);
; under ieee it may not (@src2/@tgt2); fneg is a sign operation, never flushed (@src3/@tgt3); src
; and tgt with different modes do not refine (@src4/@tgt4). fp-denormal-dynamic.ll: "dynamic".
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: correct
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: correct
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Function attributes not refined

define double @src() "denormal-fp-math"="positive-zero" {
  %r = fadd double 0x8000000000000, 0.0
  ret double %r
}

define double @tgt() "denormal-fp-math"="positive-zero" {
  ret double 0.0
}

define double @src2() {
  %r = fadd double 0x8000000000000, 0.0
  ret double %r
}

define double @tgt2() {
  ret double 0.0
}

define double @src3() "denormal-fp-math"="preserve-sign,preserve-sign" {
  %r = fneg double 0x8000000000000
  ret double %r
}

define double @tgt3() "denormal-fp-math"="preserve-sign,preserve-sign" {
  ret double 0x8008000000000000
}

define double @src4(double %x) "denormal-fp-math"="positive-zero" {
  ret double %x
}

define double @tgt4(double %x) {
  ret double %x
}
