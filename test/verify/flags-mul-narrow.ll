; mul nsw/nuw at i4 agree with a widened multiply truncated with nsw/nuw, in both directions.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK-COUNT-4: {{^}}correct{{$}}
; CHECK-NOT: incorrect

define i4 @src(i4 %a, i4 %b) {
  %r = mul nsw i4 %a, %b
  ret i4 %r
}

define i4 @tgt(i4 %a, i4 %b) {
  %x = sext i4 %a to i8
  %y = sext i4 %b to i8
  %m = mul i8 %x, %y
  %r = trunc nsw i8 %m to i4
  ret i4 %r
}

define i4 @src2(i4 %a, i4 %b) {
  %x = sext i4 %a to i8
  %y = sext i4 %b to i8
  %m = mul i8 %x, %y
  %r = trunc nsw i8 %m to i4
  ret i4 %r
}

define i4 @tgt2(i4 %a, i4 %b) {
  %r = mul nsw i4 %a, %b
  ret i4 %r
}

define i4 @src3(i4 %a, i4 %b) {
  %r = mul nuw i4 %a, %b
  ret i4 %r
}

define i4 @tgt3(i4 %a, i4 %b) {
  %x = zext i4 %a to i8
  %y = zext i4 %b to i8
  %m = mul i8 %x, %y
  %r = trunc nuw i8 %m to i4
  ret i4 %r
}

define i4 @src4(i4 %a, i4 %b) {
  %x = zext i4 %a to i8
  %y = zext i4 %b to i8
  %m = mul i8 %x, %y
  %r = trunc nuw i8 %m to i4
  ret i4 %r
}

define i4 @tgt4(i4 %a, i4 %b) {
  %r = mul nuw i4 %a, %b
  ret i4 %r
}
