; A frozen value is one value at every use: freeze x - freeze x (same freeze) is 0; two freezes may differ.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}

define i8 @src(i8 %x) {
  %f = freeze i8 %x
  %r = sub i8 %f, %f
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 0
}

define i8 @src2(i8 %x) {
  ret i8 0
}

define i8 @tgt2(i8 %x) {
  %f = freeze i8 %x
  %g = freeze i8 %x
  %r = sub i8 %f, %g
  ret i8 %r
}

; freeze of undef may be any value, so returning a constant refines it.
define i8 @src3() {
  %f = freeze i8 undef
  ret i8 %f
}

define i8 @tgt3() {
  ret i8 42
}
