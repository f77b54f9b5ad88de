; Minotaur's FP class "two compares of the same operands merged into one": (x oge y) | (x ogt y)
; is x oge y. Found without symbolic constants and proved.
; RUN: %theseus synth %s --cost tti -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: define i1 @tgt(double %x, double %y)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = fcmp oge double %x, %y
; CHECK-NEXT: ret i1 %t1
; VERIFY: correct

define i1 @src(double %x, double %y) {
entry:
  %a = fcmp oge double %x, %y
  %b = fcmp ogt double %x, %y
  %r = or i1 %a, %b
  ret i1 %r
}
