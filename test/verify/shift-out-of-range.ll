; A shift by >= the width is poison, so src may be replaced by anything there; the reverse is wrong.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK-NEXT: Example:
; CHECK:   i8 %y = 0x{{[0-9a-f]+}}
; CHECK: Target: i8 poison

define i8 @src(i8 %x, i8 %y) {
  %r = shl i8 %x, %y
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  %m = and i8 %y, 7
  %r = shl i8 %x, %m
  ret i8 %r
}

define i8 @src2(i8 %x) {
  %r = lshr i8 %x, 8
  ret i8 %r
}

define i8 @tgt2(i8 %x) {
  ret i8 poison
}

define <2 x i8> @src3(<2 x i8> %x) {
  %r = ashr <2 x i8> %x, <i8 9, i8 1>
  ret <2 x i8> %r
}

define <2 x i8> @tgt3(<2 x i8> %x) {
  %r = ashr <2 x i8> %x, <i8 7, i8 1>
  ret <2 x i8> %r
}

define i8 @src4(i8 %x, i8 %y) {
  %m = and i8 %y, 7
  %r = shl i8 %x, %m
  ret i8 %r
}

define i8 @tgt4(i8 %x, i8 %y) {
  %r = shl i8 %x, %y
  ret i8 %r
}
