; mask.rndscale.pd.512 (immediate 0x29: scale 2, round up) is rndscale.pd.256 on each half,
; merged under the mask.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x double> @llvm.x86.avx512.mask.rndscale.pd.256(<4 x double>, i32, <4 x double>, i8)
declare <8 x double> @llvm.x86.avx512.mask.rndscale.pd.512(<8 x double>, i32, <8 x double>, i8, i32)

define <8 x double> @src(<8 x double> noundef %a, <8 x double> noundef %p, i8 noundef %k) {
  %r = call <8 x double> @llvm.x86.avx512.mask.rndscale.pd.512(<8 x double> %a, i32 41, <8 x double> %p, i8 %k, i32 4)
  ret <8 x double> %r
}

define <8 x double> @tgt(<8 x double> noundef %a, <8 x double> noundef %p, i8 noundef %k) {
  %a.0 = shufflevector <8 x double> %a, <8 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %a.1 = shufflevector <8 x double> %a, <8 x double> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %r.0 = call <4 x double> @llvm.x86.avx512.mask.rndscale.pd.256(<4 x double> %a.0, i32 41, <4 x double> poison, i8 -1)
  %r.1 = call <4 x double> @llvm.x86.avx512.mask.rndscale.pd.256(<4 x double> %a.1, i32 41, <4 x double> poison, i8 -1)
  %j0.0 = shufflevector <4 x double> %r.0, <4 x double> %r.1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %m = bitcast i8 %k to <8 x i1>
  %s = select <8 x i1> %m, <8 x double> %j0.0, <8 x double> %p
  ret <8 x double> %s
}
