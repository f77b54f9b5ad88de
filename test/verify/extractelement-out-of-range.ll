; extractelement with an index >= the lane count is poison; masking the index is then a refinement.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK-NEXT: Example:
; CHECK:   i32 %i = 0x{{[0-9a-f]+}}
; CHECK: Target: i8 poison

define i8 @src(<4 x i8> %v) {
  %e = extractelement <4 x i8> %v, i32 4
  ret i8 %e
}

define i8 @tgt(<4 x i8> %v) {
  ret i8 17
}

define i8 @src2(<4 x i8> %v, i32 %i) {
  %e = extractelement <4 x i8> %v, i32 %i
  ret i8 %e
}

define i8 @tgt2(<4 x i8> %v, i32 %i) {
  %m = and i32 %i, 3
  %e = extractelement <4 x i8> %v, i32 %m
  ret i8 %e
}

define i8 @src3(<4 x i8> %v, i32 %i) {
  %m = and i32 %i, 3
  %e = extractelement <4 x i8> %v, i32 %m
  ret i8 %e
}

define i8 @tgt3(<4 x i8> %v, i32 %i) {
  %e = extractelement <4 x i8> %v, i32 %i
  ret i8 %e
}
