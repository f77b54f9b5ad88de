; Seed 002: x * 8 -> x << 3 generalizes to x * C -> x << log2(C) under isPowerOf2(C), learned
; from positive and negative instances. The sweep stops at 16 to keep the test fast.
; RUN: %theseus generalize %s --max-width 16 --time-limit 120 | FileCheck %s
; CHECK: ; holds at W in {1..16, 32}
; CHECK-NEXT: Pre: isPowerOf2(C1)
; CHECK-NEXT: %r = mul %x, C1
; CHECK-NEXT:   =>
; CHECK-NEXT: %r = shl %x, log2(C1)
; CHECK: ; generality: width-condition
; Without the precondition the rule is wrong: the instance at i8 with C1 = 6 is refuted.
; RUN: %theseus generalize %s --max-width 16 --print-instance 8 | sed -e 's/call void @llvm.assume(i1 %v2)//' > %t.ll
; RUN: %expect-exit 1 %theseus verify %t.ll | FileCheck %s --check-prefix=NOPRE
; NOPRE: incorrect

define i32 @src(i32 %x) {
  %r = mul i32 %x, 8
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
}
