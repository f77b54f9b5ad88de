; psign.d by a positive constant keeps a, by -1 negates, by 0 zeroes; psign is not a multiply
; by the sign when b is not -1, 0 or 1.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32>, <4 x i32>)

define <4 x i32> @src(<4 x i32> %a) {
  %r = call <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32> %a, <4 x i32> <i32 5, i32 -1, i32 0, i32 -2147483648>)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %a) {
  %r = mul <4 x i32> %a, <i32 1, i32 -1, i32 0, i32 -1>
  ret <4 x i32> %r
}

define <4 x i32> @src2(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> %a, <4 x i32> %b) {
  %r = mul <4 x i32> %a, %b
  ret <4 x i32> %r
}
