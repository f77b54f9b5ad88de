; avx512.permvar.df.256 moves bit patterns as avx512.permvar.di.256 does.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x double> @llvm.x86.avx512.permvar.df.256(<4 x double>, <4 x i64>)
declare <4 x i64> @llvm.x86.avx512.permvar.di.256(<4 x i64>, <4 x i64>)

define <4 x double> @src(<4 x double> noundef %a, <4 x i64> noundef %i) {
  %r = call <4 x double> @llvm.x86.avx512.permvar.df.256(<4 x double> %a, <4 x i64> %i)
  ret <4 x double> %r
}

define <4 x double> @tgt(<4 x double> noundef %a, <4 x i64> noundef %i) {
  %a.i = bitcast <4 x double> %a to <4 x i64>
  %r.i = call <4 x i64> @llvm.x86.avx512.permvar.di.256(<4 x i64> %a.i, <4 x i64> %i)
  %r = bitcast <4 x i64> %r.i to <4 x double>
  ret <4 x double> %r
}
