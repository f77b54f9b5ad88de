; select c, x, false -> and c, (freeze x) is correct, as is the or form; the reverse direction too.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}

define i1 @src(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}

define i1 @tgt(i1 %c, i1 %x) {
  %f = freeze i1 %x
  %r = and i1 %c, %f
  ret i1 %r
}

define i1 @src2(i1 %c, i1 %x) {
  %r = select i1 %c, i1 true, i1 %x
  ret i1 %r
}

define i1 @tgt2(i1 %c, i1 %x) {
  %f = freeze i1 %x
  %r = or i1 %c, %f
  ret i1 %r
}

; and -> select is always fine: select is less poisonous.
define i1 @src3(i1 %c, i1 %x) {
  %r = and i1 %c, %x
  ret i1 %r
}

define i1 @tgt3(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}
