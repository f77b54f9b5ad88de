; Two compares of the same operands merged into one: (x oge y) | (x ogt y) is x oge y, and
; (x olt y) | (x oeq y) is x ole y; (x uno y) | (x oge y) is x uge y.
; RUN: %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: correct
; CHECK: @src2 => @tgt2
; CHECK-NEXT: correct
; CHECK: @src3 => @tgt3
; CHECK-NEXT: correct

define i1 @src(double %x, double %y) {
  %a = fcmp oge double %x, %y
  %b = fcmp ogt double %x, %y
  %r = or i1 %a, %b
  ret i1 %r
}

define i1 @tgt(double %x, double %y) {
  %r = fcmp oge double %x, %y
  ret i1 %r
}

define i1 @src2(float %x, float %y) {
  %a = fcmp olt float %x, %y
  %b = fcmp oeq float %x, %y
  %r = or i1 %a, %b
  ret i1 %r
}

define i1 @tgt2(float %x, float %y) {
  %r = fcmp ole float %x, %y
  ret i1 %r
}

define i1 @src3(half %x, half %y) {
  %a = fcmp uno half %x, %y
  %b = fcmp oge half %x, %y
  %r = or i1 %a, %b
  ret i1 %r
}

define i1 @tgt3(half %x, half %y) {
  %r = fcmp uge half %x, %y
  ret i1 %r
}
