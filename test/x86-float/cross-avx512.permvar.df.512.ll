; avx512.permvar.df.512 moves bit patterns as avx512.permvar.di.512 does.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x double> @llvm.x86.avx512.permvar.df.512(<8 x double>, <8 x i64>)
declare <8 x i64> @llvm.x86.avx512.permvar.di.512(<8 x i64>, <8 x i64>)

define <8 x double> @src(<8 x double> noundef %a, <8 x i64> noundef %i) {
  %r = call <8 x double> @llvm.x86.avx512.permvar.df.512(<8 x double> %a, <8 x i64> %i)
  ret <8 x double> %r
}

define <8 x double> @tgt(<8 x double> noundef %a, <8 x i64> noundef %i) {
  %a.i = bitcast <8 x double> %a to <8 x i64>
  %r.i = call <8 x i64> @llvm.x86.avx512.permvar.di.512(<8 x i64> %a.i, <8 x i64> %i)
  %r = bitcast <8 x i64> %r.i to <8 x double>
  ret <8 x double> %r
}
