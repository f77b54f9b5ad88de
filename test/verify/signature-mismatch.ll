; Pairs whose signatures differ are reported incorrect with the reason.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Signature mismatch between src and tgt: argument counts differ
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Signature mismatch between src and tgt: return types i32 and i16

define i32 @src(i32 %x) {
  ret i32 %x
}

define i32 @tgt(i32 %x, i32 %y) {
  ret i32 %x
}

define i32 @src2(i32 %x) {
  ret i32 %x
}

define i16 @tgt2(i32 %x) {
  %t = trunc i32 %x to i16
  ret i16 %t
}
