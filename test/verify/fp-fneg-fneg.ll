; fneg is a sign flip, NaN or not: fneg (fneg x) is x, bit for bit.
; RUN: %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: correct

define float @src(float %x) {
  %a = fneg float %x
  %b = fneg float %a
  ret float %b
}

define float @tgt(float %x) {
  ret float %x
}
