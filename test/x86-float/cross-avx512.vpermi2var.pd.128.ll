; avx512.vpermi2var.pd.128 moves bit patterns as avx512.vpermi2var.q.128 does.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <2 x double> @llvm.x86.avx512.vpermi2var.pd.128(<2 x double>, <2 x i64>, <2 x double>)
declare <2 x i64> @llvm.x86.avx512.vpermi2var.q.128(<2 x i64>, <2 x i64>, <2 x i64>)

define <2 x double> @src(<2 x double> noundef %a, <2 x i64> noundef %i, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.avx512.vpermi2var.pd.128(<2 x double> %a, <2 x i64> %i, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> noundef %a, <2 x i64> noundef %i, <2 x double> noundef %b) {
  %a.i = bitcast <2 x double> %a to <2 x i64>
  %b.i = bitcast <2 x double> %b to <2 x i64>
  %r.i = call <2 x i64> @llvm.x86.avx512.vpermi2var.q.128(<2 x i64> %a.i, <2 x i64> %i, <2 x i64> %b.i)
  %r = bitcast <2 x i64> %r.i to <2 x double>
  ret <2 x double> %r
}
