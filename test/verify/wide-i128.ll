; i128 arithmetic: add/sub cancel, x*3 = (x<<1)+x; udiv by 2 is lshr, not ashr.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:
; CHECK-NEXT:   i128 %x = 0x{{[89a-f][0-9a-f]+}} (

define i128 @src(i128 %x, i128 %y) {
  %a = add i128 %x, %y
  %r = sub i128 %a, %y
  ret i128 %r
}

define i128 @tgt(i128 %x, i128 %y) {
  ret i128 %x
}

define i128 @src2(i128 noundef %x) {
  %r = mul i128 %x, 3
  ret i128 %r
}

define i128 @tgt2(i128 noundef %x) {
  %s = shl i128 %x, 1
  %r = add i128 %s, %x
  ret i128 %r
}

define i128 @src3(i128 noundef %x) {
  %r = udiv i128 %x, 2
  ret i128 %r
}

define i128 @tgt3(i128 noundef %x) {
  %r = ashr i128 %x, 1
  ret i128 %r
}
