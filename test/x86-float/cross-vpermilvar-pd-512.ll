; vpermilvar.pd.512 is the narrower vpermilvar.pd on each 128/256-bit part.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x double> @llvm.x86.avx.vpermilvar.pd.256(<4 x double>, <4 x i64>)
declare <8 x double> @llvm.x86.avx512.vpermilvar.pd.512(<8 x double>, <8 x i64>)

define <8 x double> @src(<8 x double> noundef %a, <8 x i64> noundef %i) {
  %r = call <8 x double> @llvm.x86.avx512.vpermilvar.pd.512(<8 x double> %a, <8 x i64> %i)
  ret <8 x double> %r
}

define <8 x double> @tgt(<8 x double> noundef %a, <8 x i64> noundef %i) {
  %a.0 = shufflevector <8 x double> %a, <8 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %a.1 = shufflevector <8 x double> %a, <8 x double> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %i.0 = shufflevector <8 x i64> %i, <8 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %i.1 = shufflevector <8 x i64> %i, <8 x i64> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %r.0 = call <4 x double> @llvm.x86.avx.vpermilvar.pd.256(<4 x double> %a.0, <4 x i64> %i.0)
  %r.1 = call <4 x double> @llvm.x86.avx.vpermilvar.pd.256(<4 x double> %a.1, <4 x i64> %i.1)
  %j0.0 = shufflevector <4 x double> %r.0, <4 x double> %r.1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x double> %j0.0
}
