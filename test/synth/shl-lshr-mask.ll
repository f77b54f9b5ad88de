; (x << 3) >>u 3 becomes x & 31 (seed 002's learned-rule example); the constant comes from the
; exists-forall query (8 input bits: the quantified method).
; RUN: %theseus synth %s -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: cost {{[0-9.]+}}, {{.*}} constants quantified
; CHECK: define i8 @tgt(i8 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = and i8 %x, 31
; CHECK-NEXT: ret i8 %t1
; VERIFY: correct

define i8 @src(i8 %x) {
entry:
  %a = shl i8 %x, 3
  %b = lshr i8 %a, 3
  ret i8 %b
}
