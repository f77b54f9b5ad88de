; range() on a parameter or call makes out-of-range values poison, enabling folds; tgt may not add one.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Value mismatch

define i1 @src(i8 range(i8 0, 10) %x) {
  %r = icmp ult i8 %x, 10
  ret i1 %r
}

define i1 @tgt(i8 range(i8 0, 10) %x) {
  ret i1 true
}

; A wrapping range [-2, 3).
define i1 @src2(i8 range(i8 -2, 3) %x) {
  %a = add i8 %x, 2
  %r = icmp ult i8 %a, 5
  ret i1 %r
}

define i1 @tgt2(i8 range(i8 -2, 3) %x) {
  ret i1 true
}

; A range on the return value in tgt only makes it more poisonous.
define i8 @src3(i8 %x) {
  ret i8 %x
}

define range(i8 0, 10) i8 @tgt3(i8 %x) {
  ret i8 %x
}

define i1 @src4(i8 %x) {
  %r = icmp ult i8 %x, 10
  ret i1 %r
}

define i1 @tgt4(i8 %x) {
  ret i1 true
}
