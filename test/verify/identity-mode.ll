; Without @src/@tgt pairs, every function is checked against itself (all correct).
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @f => @f
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @g => @g
; CHECK-NEXT: {{^}}correct{{$}}

define i8 @f(i8 %x, i8 %y) {
  %a = add nsw i8 %x, %y
  %b = udiv i8 %a, %y
  ret i8 %b
}

define i8 @g(i8 %x) {
  %a = mul i8 %x, %x
  ret i8 %a
}
