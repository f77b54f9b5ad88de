; mask.cvtps2dq.128 is cvtps2dq merged under the mask.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.mask.cvtps2dq.128(<4 x float>, <4 x i32>, i8)
declare <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float>)

define <4 x i32> @src(<4 x float> noundef %a, <4 x i32> noundef %p, i8 noundef %k) {
  %r = call <4 x i32> @llvm.x86.avx512.mask.cvtps2dq.128(<4 x float> %a, <4 x i32> %p, i8 %k)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x float> noundef %a, <4 x i32> noundef %p, i8 noundef %k) {
  %r = call <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float> %a)
  %kk = trunc i8 %k to i4
  %m = bitcast i4 %kk to <4 x i1>
  %s = select <4 x i1> %m, <4 x i32> %r, <4 x i32> %p
  ret <4 x i32> %s
}
