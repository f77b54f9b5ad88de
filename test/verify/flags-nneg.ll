; zext nneg: dropping nneg and zext nneg -> sext are correct; adding nneg is incorrect.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Value mismatch

define i16 @src(i8 %x) {
  %r = zext nneg i8 %x to i16
  ret i16 %r
}

define i16 @tgt(i8 %x) {
  %r = zext i8 %x to i16
  ret i16 %r
}

define i16 @src2(i8 %x) {
  %r = zext nneg i8 %x to i16
  ret i16 %r
}

define i16 @tgt2(i8 %x) {
  %r = sext i8 %x to i16
  ret i16 %r
}

define i16 @src3(i8 %x) {
  %r = zext i8 %x to i16
  ret i16 %r
}

define i16 @tgt3(i8 %x) {
  %r = zext nneg i8 %x to i16
  ret i16 %r
}

; Without nneg, zext -> sext is wrong.
define i16 @src4(i8 %x) {
  %r = zext i8 %x to i16
  ret i16 %r
}

define i16 @tgt4(i8 %x) {
  %r = sext i8 %x to i16
  ret i16 %r
}
