; shufflevector of two vectors selects lanes from both; a wrong lane index is a value mismatch.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

define <4 x i8> @src(<2 x i8> %a, <2 x i8> %b) {
  %s = shufflevector <2 x i8> %a, <2 x i8> %b, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  ret <4 x i8> %s
}

define <4 x i8> @tgt(<2 x i8> %a, <2 x i8> %b) {
  %a0 = extractelement <2 x i8> %a, i32 0
  %a1 = extractelement <2 x i8> %a, i32 1
  %b0 = extractelement <2 x i8> %b, i32 0
  %b1 = extractelement <2 x i8> %b, i32 1
  %v0 = insertelement <4 x i8> poison, i8 %a0, i32 0
  %v1 = insertelement <4 x i8> %v0, i8 %b0, i32 1
  %v2 = insertelement <4 x i8> %v1, i8 %a1, i32 2
  %v3 = insertelement <4 x i8> %v2, i8 %b1, i32 3
  ret <4 x i8> %v3
}

define <2 x i8> @src2(<2 x i8> noundef %a, <2 x i8> noundef %b) {
  %s = shufflevector <2 x i8> %a, <2 x i8> %b, <2 x i32> <i32 0, i32 3>
  ret <2 x i8> %s
}

define <2 x i8> @tgt2(<2 x i8> noundef %a, <2 x i8> noundef %b) {
  %s = shufflevector <2 x i8> %a, <2 x i8> %b, <2 x i32> <i32 0, i32 2>
  ret <2 x i8> %s
}
