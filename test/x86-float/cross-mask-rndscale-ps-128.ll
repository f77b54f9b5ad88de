; mask.rndscale.ps.128 with scale 0 (immediate 9, floor) is sse41.round.ps merged under the mask; the other
; immediates are left to the direct sweep (Z3 takes about 20 s per immediate here).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x float> @llvm.x86.avx512.mask.rndscale.ps.128(<4 x float>, i32, <4 x float>, i8)
declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32)

define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %p, i8 noundef %k) {
  %r = call <4 x float> @llvm.x86.avx512.mask.rndscale.ps.128(<4 x float> %a, i32 9, <4 x float> %p, i8 %k)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %p, i8 noundef %k) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a, i32 9)
  %kk = trunc i8 %k to i4
  %m = bitcast i4 %kk to <4 x i1>
  %s = select <4 x i1> %m, <4 x float> %r, <4 x float> %p
  ret <4 x float> %s
}
