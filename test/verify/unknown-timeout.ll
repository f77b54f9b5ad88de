; A hard i64 multiplication/division equivalence with a 1 ms budget is `unknown` (exit 2), never correct.
; RUN: %expect-exit 2 %theseus verify --timeout-ms 1 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: unknown
; CHECK-NOT: correct

define i64 @src(i64 %a, i64 %b, i64 %c) {
  %m = mul nuw i64 %a, %b
  %n = mul nuw i64 %m, %c
  %d = udiv i64 %n, %c
  %e = udiv i64 %d, %b
  ret i64 %e
}

define i64 @tgt(i64 %a, i64 %b, i64 %c) {
  %bc = mul nuw i64 %b, %c
  %n = mul nuw i64 %a, %bc
  %e = udiv i64 %n, %bc
  ret i64 %e
}
