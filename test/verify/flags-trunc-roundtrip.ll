; zext (trunc nuw x) -> x and sext (trunc nsw x) -> x are correct; zext (trunc nsw x) -> x is not.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK:   i16 %x = 0x{{ff[89a-f][0-9a-f]}}

define i16 @src(i16 %x) {
  %t = trunc nuw i16 %x to i8
  %r = zext i8 %t to i16
  ret i16 %r
}

define i16 @tgt(i16 %x) {
  ret i16 %x
}

define i16 @src2(i16 %x) {
  %t = trunc nsw i16 %x to i8
  %r = sext i8 %t to i16
  ret i16 %r
}

define i16 @tgt2(i16 %x) {
  ret i16 %x
}

define i16 @src3(i16 %x) {
  %t = trunc nsw i16 %x to i8
  %r = zext i8 %t to i16
  ret i16 %r
}

define i16 @tgt3(i16 %x) {
  ret i16 %x
}
