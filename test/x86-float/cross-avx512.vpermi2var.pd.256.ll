; avx512.vpermi2var.pd.256 moves bit patterns as avx512.vpermi2var.q.256 does.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x double> @llvm.x86.avx512.vpermi2var.pd.256(<4 x double>, <4 x i64>, <4 x double>)
declare <4 x i64> @llvm.x86.avx512.vpermi2var.q.256(<4 x i64>, <4 x i64>, <4 x i64>)

define <4 x double> @src(<4 x double> noundef %a, <4 x i64> noundef %i, <4 x double> noundef %b) {
  %r = call <4 x double> @llvm.x86.avx512.vpermi2var.pd.256(<4 x double> %a, <4 x i64> %i, <4 x double> %b)
  ret <4 x double> %r
}

define <4 x double> @tgt(<4 x double> noundef %a, <4 x i64> noundef %i, <4 x double> noundef %b) {
  %a.i = bitcast <4 x double> %a to <4 x i64>
  %b.i = bitcast <4 x double> %b to <4 x i64>
  %r.i = call <4 x i64> @llvm.x86.avx512.vpermi2var.q.256(<4 x i64> %a.i, <4 x i64> %i, <4 x i64> %b.i)
  %r = bitcast <4 x i64> %r.i to <4 x double>
  ret <4 x double> %r
}
