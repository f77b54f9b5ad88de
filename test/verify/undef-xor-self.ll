; xor x, x -> 0 is correct (src may choose equal values); 0 -> xor x, x is incorrect for undef x
; (and, after a freeze, for poison x, the case tried first); and x, 0 -> xor x, x is incorrect for
; undef x only.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK:   i8 %x = poison
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target's return value is more undefined
; CHECK:   i8 %x = undef

define i8 @src(i8 %x) {
  %r = xor i8 %x, %x
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  ret i8 0
}

define i8 @src2(i8 %x) {
  %f = freeze i8 %x
  %r = xor i8 %f, %f
  ret i8 %r
}

define i8 @tgt2(i8 %x) {
  %r = xor i8 %x, %x
  ret i8 %r
}

define i8 @src3(i8 %x) {
  %r = and i8 %x, 0
  ret i8 %r
}

define i8 @tgt3(i8 %x) {
  %r = xor i8 %x, %x
  ret i8 %r
}
