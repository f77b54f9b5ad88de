; mask.cvtps2dq.256 is cvtps2dq merged under the mask.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float>)
declare <8 x i32> @llvm.x86.avx512.mask.cvtps2dq.256(<8 x float>, <8 x i32>, i8)

define <8 x i32> @src(<8 x float> noundef %a, <8 x i32> noundef %p, i8 noundef %k) {
  %r = call <8 x i32> @llvm.x86.avx512.mask.cvtps2dq.256(<8 x float> %a, <8 x i32> %p, i8 %k)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x float> noundef %a, <8 x i32> noundef %p, i8 noundef %k) {
  %r = call <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float> %a)
  %m = bitcast i8 %k to <8 x i1>
  %s = select <8 x i1> %m, <8 x i32> %r, <8 x i32> %p
  ret <8 x i32> %s
}
