; or disjoint: dropping it, or turning it into add/xor, is correct; adding it is incorrect.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Target is more poisonous than source

define i8 @src(i8 %x, i8 %y) {
  %r = or disjoint i8 %x, %y
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  %r = or i8 %x, %y
  ret i8 %r
}

define i8 @src2(i8 %x, i8 %y) {
  %r = or disjoint i8 %x, %y
  ret i8 %r
}

define i8 @tgt2(i8 %x, i8 %y) {
  %r = add nuw nsw i8 %x, %y
  ret i8 %r
}

define i8 @src3(i8 %x, i8 %y) {
  %r = or disjoint i8 %x, %y
  ret i8 %r
}

define i8 @tgt3(i8 %x, i8 %y) {
  %r = xor i8 %x, %y
  ret i8 %r
}

define i8 @src4(i8 %x, i8 %y) {
  %r = or i8 %x, %y
  ret i8 %r
}

define i8 @tgt4(i8 %x, i8 %y) {
  %r = or disjoint i8 %x, %y
  ret i8 %r
}
