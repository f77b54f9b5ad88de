; Adding nuw or nsw to shl is incorrect: the target is more poisonous.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source

define i8 @src(i8 %x, i8 %y) {
  %r = shl i8 %x, %y
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  %r = shl nuw i8 %x, %y
  ret i8 %r
}

define i8 @src2(i8 %x, i8 %y) {
  %r = shl i8 %x, %y
  ret i8 %r
}

define i8 @tgt2(i8 %x, i8 %y) {
  %r = shl nsw i8 %x, %y
  ret i8 %r
}

define i8 @src3(i8 %x, i8 %y) {
  %r = shl nsw i8 %x, %y
  ret i8 %r
}

define i8 @tgt3(i8 %x, i8 %y) {
  %r = shl nuw nsw i8 %x, %y
  ret i8 %r
}
