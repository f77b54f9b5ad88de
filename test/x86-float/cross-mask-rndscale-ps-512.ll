; mask.rndscale.ps.512 (immediate 0x29: scale 2, round up) is rndscale.ps.256 on each half,
; merged under the mask.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float>, i32, <16 x float>, i16, i32)
declare <8 x float> @llvm.x86.avx512.mask.rndscale.ps.256(<8 x float>, i32, <8 x float>, i8)

define <16 x float> @src(<16 x float> noundef %a, <16 x float> noundef %p, i16 noundef %k) {
  %r = call <16 x float> @llvm.x86.avx512.mask.rndscale.ps.512(<16 x float> %a, i32 41, <16 x float> %p, i16 %k, i32 4)
  ret <16 x float> %r
}

define <16 x float> @tgt(<16 x float> noundef %a, <16 x float> noundef %p, i16 noundef %k) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x float> @llvm.x86.avx512.mask.rndscale.ps.256(<8 x float> %a.0, i32 41, <8 x float> poison, i8 -1)
  %r.1 = call <8 x float> @llvm.x86.avx512.mask.rndscale.ps.256(<8 x float> %a.1, i32 41, <8 x float> poison, i8 -1)
  %j0.0 = shufflevector <8 x float> %r.0, <8 x float> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = bitcast i16 %k to <16 x i1>
  %s = select <16 x i1> %m, <16 x float> %j0.0, <16 x float> %p
  ret <16 x float> %s
}
