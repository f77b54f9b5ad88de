; Bitcasting a vector with a poison lane to an integer makes the whole integer poison.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source

define i16 @src(i8 %x) {
  %v = insertelement <2 x i8> poison, i8 %x, i32 0
  %r = bitcast <2 x i8> %v to i16
  ret i16 %r
}

define i16 @tgt(i8 %x) {
  ret i16 poison
}

define i8 @src2(i8 %x) {
  ret i8 %x
}

define i8 @tgt2(i8 %x) {
  %v = insertelement <2 x i8> poison, i8 %x, i32 0
  %i = bitcast <2 x i8> %v to i16
  %r = trunc i16 %i to i8
  ret i8 %r
}
