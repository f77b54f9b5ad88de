; insertelement with an out-of-range index makes the whole vector poison.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source

define <2 x i8> @src(<2 x i8> %v, i8 %x) {
  %r = insertelement <2 x i8> %v, i8 %x, i32 2
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %v, i8 %x) {
  ret <2 x i8> <i8 1, i8 2>
}

define <2 x i8> @src2(<2 x i8> %v, i8 %x, i32 %i) {
  %m = and i32 %i, 1
  %r = insertelement <2 x i8> %v, i8 %x, i32 %m
  ret <2 x i8> %r
}

define <2 x i8> @tgt2(<2 x i8> %v, i8 %x, i32 %i) {
  %r = insertelement <2 x i8> %v, i8 %x, i32 %i
  ret <2 x i8> %r
}
