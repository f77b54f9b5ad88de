; maxpd.512 (rounding control 4 and 8) is maxpd.256 on each half.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x double> @llvm.x86.avx.max.pd.256(<4 x double>, <4 x double>)
declare <8 x double> @llvm.x86.avx512.max.pd.512(<8 x double>, <8 x double>, i32)

define <8 x double> @src(<8 x double> noundef %a, <8 x double> noundef %b) {
  %r = call <8 x double> @llvm.x86.avx512.max.pd.512(<8 x double> %a, <8 x double> %b, i32 4)
  ret <8 x double> %r
}

define <8 x double> @tgt(<8 x double> noundef %a, <8 x double> noundef %b) {
  %a.0 = shufflevector <8 x double> %a, <8 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %a.1 = shufflevector <8 x double> %a, <8 x double> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %b.0 = shufflevector <8 x double> %b, <8 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %b.1 = shufflevector <8 x double> %b, <8 x double> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %r.0 = call <4 x double> @llvm.x86.avx.max.pd.256(<4 x double> %a.0, <4 x double> %b.0)
  %r.1 = call <4 x double> @llvm.x86.avx.max.pd.256(<4 x double> %a.1, <4 x double> %b.1)
  %j0.0 = shufflevector <4 x double> %r.0, <4 x double> %r.1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x double> %j0.0
}

define <8 x double> @src2(<8 x double> noundef %a, <8 x double> noundef %b) {
  %r = call <8 x double> @llvm.x86.avx512.max.pd.512(<8 x double> %a, <8 x double> %b, i32 8)
  ret <8 x double> %r
}

define <8 x double> @tgt2(<8 x double> noundef %a, <8 x double> noundef %b) {
  %a.0 = shufflevector <8 x double> %a, <8 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %a.1 = shufflevector <8 x double> %a, <8 x double> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %b.0 = shufflevector <8 x double> %b, <8 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %b.1 = shufflevector <8 x double> %b, <8 x double> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %r.0 = call <4 x double> @llvm.x86.avx.max.pd.256(<4 x double> %a.0, <4 x double> %b.0)
  %r.1 = call <4 x double> @llvm.x86.avx.max.pd.256(<4 x double> %a.1, <4 x double> %b.1)
  %j0.0 = shufflevector <4 x double> %r.0, <4 x double> %r.1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x double> %j0.0
}
