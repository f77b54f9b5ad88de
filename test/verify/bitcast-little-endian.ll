; In a little-endian layout, lane 0 of <2 x i8> is the low byte of the i16.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch

target datalayout = "e"

define i16 @src(<2 x i8> %v) {
  %r = bitcast <2 x i8> %v to i16
  ret i16 %r
}

define i16 @tgt(<2 x i8> %v) {
  %e0 = extractelement <2 x i8> %v, i32 0
  %e1 = extractelement <2 x i8> %v, i32 1
  %lo = zext i8 %e0 to i16
  %w1 = zext i8 %e1 to i16
  %hi = shl i16 %w1, 8
  %r = or disjoint i16 %hi, %lo
  ret i16 %r
}

define i8 @src2(i32 %x) {
  %v = bitcast i32 %x to <4 x i8>
  %e = extractelement <4 x i8> %v, i32 1
  ret i8 %e
}

define i8 @tgt2(i32 %x) {
  %s = lshr i32 %x, 8
  %r = trunc i32 %s to i8
  ret i8 %r
}

define i8 @src3(i32 noundef %x) {
  %v = bitcast i32 %x to <4 x i8>
  %e = extractelement <4 x i8> %v, i32 1
  ret i8 %e
}

define i8 @tgt3(i32 noundef %x) {
  %s = lshr i32 %x, 16
  %r = trunc i32 %s to i8
  ret i8 %r
}
