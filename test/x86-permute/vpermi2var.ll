; vpermi2var.d.128(a, idx, b): index bit 2 picks b; with constant indices it is a two-source
; shufflevector; a and b swapped is wrong.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32>, <4 x i32>, <4 x i32>)

define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32> %a, <4 x i32> <i32 0, i32 5, i32 10, i32 -1>, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x i32> %r
}

define <4 x i32> @src2(<4 x i32> noundef %a, <4 x i32> noundef %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32> %a, <4 x i32> <i32 0, i32 5, i32 10, i32 -1>, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> noundef %a, <4 x i32> noundef %b) {
  %r = shufflevector <4 x i32> %b, <4 x i32> %a, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x i32> %r
}
