; i1000 arithmetic: (x + y) - y -> x and x ^ x -> 0 hold; lshr -> ashr does not.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:
; CHECK-NEXT:   i1000 %x = 0x{{[0-9a-f]+}}

define i1000 @src(i1000 %x, i1000 %y) {
  %a = add i1000 %x, %y
  %r = sub i1000 %a, %y
  ret i1000 %r
}

define i1000 @tgt(i1000 %x, i1000 %y) {
  ret i1000 %x
}

define i1000 @src2(i1000 %x) {
  %r = xor i1000 %x, %x
  ret i1000 %r
}

define i1000 @tgt2(i1000 %x) {
  ret i1000 0
}

define i1000 @src3(i1000 noundef %x) {
  %r = lshr i1000 %x, 999
  ret i1000 %r
}

define i1000 @tgt3(i1000 noundef %x) {
  %r = ashr i1000 %x, 999
  ret i1000 %r
}
