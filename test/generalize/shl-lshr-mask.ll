; Seed 002's worked example: (x << 3) >>u 3 -> x & 31 at i8 generalizes to
; (x << C) >>u C -> x & (-1 >>u C), valid at every width with no precondition.
; RUN: %theseus generalize %s --time-limit 120 | FileCheck %s
; CHECK: ; holds at all widths
; CHECK-NOT: Pre:
; CHECK: %s1 = shl %x, C1
; CHECK-NEXT: %r = lshr %s1, C1
; CHECK-NEXT:   =>
; CHECK-NEXT: %r = and %x, (-1 u>> C1)
; CHECK: ; generality: width-free
; The pair proved at i64 is printed for `theseus verify` to check again.
; RUN: %theseus generalize %s --print-instance 64 > %t.ll
; RUN: %theseus verify %t.ll | FileCheck %s --check-prefix=PROOF
; PROOF: correct

define i8 @src(i8 %x) {
  %a = shl i8 %x, 3
  %r = lshr i8 %a, 3
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = and i8 %x, 31
  ret i8 %r
}
