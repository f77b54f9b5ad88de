; Division by zero is UB in src (anything goes), but a target may not introduce it.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = {{.*}}
; CHECK-NEXT:   i8 %y = {{0x00 \(0\)|poison}}
; CHECK-NEXT: Source: i8 {{.*}}
; CHECK-NEXT: Target: UB

define i8 @src(i8 %x) {
  %r = udiv i8 %x, 0
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 42
}

; urem x, y -> x - (x / y) * y is fine, but here tgt divides where src does not.
define i8 @src2(i8 %x, i8 %y) {
  %r = and i8 %x, %y
  ret i8 %r
}

define i8 @tgt2(i8 %x, i8 %y) {
  %d = udiv i8 %y, %y
  %r = and i8 %x, %y
  ret i8 %r
}
