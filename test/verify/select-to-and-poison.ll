; select c, x, false -> and c, x is incorrect: x may be poison when c is false.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK-NEXT: Example:
; CHECK-NEXT:   i1 %c = 0x0 (0)
; CHECK-NEXT:   i1 %x = poison
; CHECK-NEXT: Source: i1 0x0 (0)
; CHECK-NEXT: Target: i1 poison
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK:   i1 %x = poison

define i1 @src(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}

define i1 @tgt(i1 %c, i1 %x) {
  %r = and i1 %c, %x
  ret i1 %r
}

; The same trap for logical or.
define i1 @src2(i1 %c, i1 %x) {
  %r = select i1 %c, i1 true, i1 %x
  ret i1 %r
}

define i1 @tgt2(i1 %c, i1 %x) {
  %r = or i1 %c, %x
  ret i1 %r
}
