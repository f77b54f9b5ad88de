; trunc nuw/nsw: dropping a flag is correct, adding one is incorrect.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Target is more poisonous than source

define i8 @src(i16 %x) {
  %r = trunc nuw i16 %x to i8
  ret i8 %r
}

define i8 @tgt(i16 %x) {
  %r = trunc i16 %x to i8
  ret i8 %r
}

define i8 @src2(i16 %x) {
  %r = trunc nuw nsw i16 %x to i8
  ret i8 %r
}

define i8 @tgt2(i16 %x) {
  %r = trunc nsw i16 %x to i8
  ret i8 %r
}

define i8 @src3(i16 %x) {
  %r = trunc i16 %x to i8
  ret i8 %r
}

define i8 @tgt3(i16 %x) {
  %r = trunc nuw i16 %x to i8
  ret i8 %r
}

define i8 @src4(i16 %x) {
  %r = trunc nuw i16 %x to i8
  ret i8 %r
}

define i8 @tgt4(i16 %x) {
  %r = trunc nuw nsw i16 %x to i8
  ret i8 %r
}
