; Minotaur's FP class "two compares of the same operands merged into one": (x oge y) | (x ogt y)
; is x oge y: the rewrite keeps the first compare and drops the other and the or (no new
; instruction), proved.
; RUN: %theseus synth %s --max-insts 1 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; synth @src (isel pruning, mca order, x86-64-v3)
; CHECK: define i1 @tgt(double %x, double %y)
; CHECK-NEXT: entry:
; CHECK-NEXT: %a = fcmp oge double %x, %y
; CHECK-NEXT: ret i1 %a
; VERIFY: correct

define i1 @src(double %x, double %y) {
entry:
  %a = fcmp oge double %x, %y
  %b = fcmp ogt double %x, %y
  %r = or i1 %a, %b
  ret i1 %r
}
