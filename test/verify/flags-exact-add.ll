; Adding exact to udiv/sdiv/lshr/ashr is incorrect: inexact results become poison.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Target is more poisonous than source

define i8 @src(i8 %x, i8 %y) {
  %r = udiv i8 %x, %y
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  %r = udiv exact i8 %x, %y
  ret i8 %r
}

define i8 @src2(i8 %x, i8 %y) {
  %r = sdiv i8 %x, %y
  ret i8 %r
}

define i8 @tgt2(i8 %x, i8 %y) {
  %r = sdiv exact i8 %x, %y
  ret i8 %r
}

define i8 @src3(i8 %x, i8 %y) {
  %r = lshr i8 %x, %y
  ret i8 %r
}

define i8 @tgt3(i8 %x, i8 %y) {
  %r = lshr exact i8 %x, %y
  ret i8 %r
}

define i8 @src4(i8 %x, i8 %y) {
  %r = ashr i8 %x, %y
  ret i8 %r
}

define i8 @tgt4(i8 %x, i8 %y) {
  %r = ashr exact i8 %x, %y
  ret i8 %r
}
