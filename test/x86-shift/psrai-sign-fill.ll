; psrai by at least the width fills with the sign (ashr by width - 1); shifting by 40 is not
; the same as by 8.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32>, i32)

define <4 x i32> @src(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %v, i32 40)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %v) {
  %r = ashr <4 x i32> %v, <i32 31, i32 31, i32 31, i32 31>
  ret <4 x i32> %r
}

define <4 x i32> @src2(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.x86.sse2.psrai.d(<4 x i32> %v, i32 40)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> %v) {
  %r = ashr <4 x i32> %v, <i32 8, i32 8, i32 8, i32 8>
  ret <4 x i32> %r
}
