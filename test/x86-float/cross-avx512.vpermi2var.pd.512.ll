; avx512.vpermi2var.pd.512 moves bit patterns as avx512.vpermi2var.q.512 does.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x double> @llvm.x86.avx512.vpermi2var.pd.512(<8 x double>, <8 x i64>, <8 x double>)
declare <8 x i64> @llvm.x86.avx512.vpermi2var.q.512(<8 x i64>, <8 x i64>, <8 x i64>)

define <8 x double> @src(<8 x double> noundef %a, <8 x i64> noundef %i, <8 x double> noundef %b) {
  %r = call <8 x double> @llvm.x86.avx512.vpermi2var.pd.512(<8 x double> %a, <8 x i64> %i, <8 x double> %b)
  ret <8 x double> %r
}

define <8 x double> @tgt(<8 x double> noundef %a, <8 x i64> noundef %i, <8 x double> noundef %b) {
  %a.i = bitcast <8 x double> %a to <8 x i64>
  %b.i = bitcast <8 x double> %b to <8 x i64>
  %r.i = call <8 x i64> @llvm.x86.avx512.vpermi2var.q.512(<8 x i64> %a.i, <8 x i64> %i, <8 x i64> %b.i)
  %r = bitcast <8 x i64> %r.i to <8 x double>
  ret <8 x double> %r
}
