; Seed 002: x * 8 -> x << 3 generalizes to x * C -> x << log2(C) under isPowerOf2(C), learned
; from positive and negative instances. The sweep stops at 16 to keep the test fast.
; RUN: %theseus generalize %s --max-width 16 --time-limit 120 --timeout-ms 30000 | FileCheck %s
; CHECK: ; holds at W in {1..16, 32}
; CHECK-NEXT: Pre: isPowerOf2(C1)
; CHECK-NEXT: %r = mul %x, C1
; CHECK-NEXT:   =>
; CHECK-NEXT: %r = shl %x, log2(C1)
; CHECK: ; generality: width-condition
; Without the precondition the rule is wrong: the instance at i8 with C1 = 6 is refuted. (Each
; query gets 30 s, not the default 2 s: a loaded machine can leave the symbolic rule undecided
; within 2 s, and the concrete pair x * 8 -> x << 3 printed instead is correct; the SYMBOLIC check
; makes sure the refuted instance is the symbolic one.)
; RUN: %theseus generalize %s --max-width 16 --time-limit 120 --timeout-ms 30000 --print-instance 8 > %t.symbolic.ll
; RUN: FileCheck %s --check-prefix=SYMBOLIC < %t.symbolic.ll
; RUN: sed -e 's/call void @llvm.assume(i1 %v2)//' %t.symbolic.ll > %t.ll
; RUN: %expect-exit 1 %theseus verify %t.ll | FileCheck %s --check-prefix=NOPRE
; SYMBOLIC: define i8 @src(i8 %x, i8 noundef %C1)
; SYMBOLIC: call void @llvm.assume(i1 %v2)
; NOPRE: incorrect

define i32 @src(i32 %x) {
  %r = mul i32 %x, 8
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
}
