; maxps is a > b ? a : b with an ordered compare: the second operand on NaN and on two zeros;
; minpd likewise with <. maxnum differs (a NaN operand gives the other one; zeros either way),
; and so does the swapped select (a on NaN). maxss computes lane 0 only.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src5 => @tgt5
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse.max.ss(<4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.sse2.min.pd(<2 x double>, <2 x double>)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>)

define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %b) {
  %c = fcmp ogt <4 x float> %a, %b
  %r = select <4 x i1> %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %r
}

define <2 x double> @src2(<2 x double> noundef %a, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.sse2.min.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @tgt2(<2 x double> noundef %a, <2 x double> noundef %b) {
  %c = fcmp olt <2 x double> %a, %b
  %r = select <2 x i1> %c, <2 x double> %a, <2 x double> %b
  ret <2 x double> %r
}

define <4 x float> @src3(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt3(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.maxnum.v4f32(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @src4(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt4(<4 x float> noundef %a, <4 x float> noundef %b) {
  %c = fcmp ult <4 x float> %b, %a
  %r = select <4 x i1> %c, <4 x float> %a, <4 x float> %b
  ret <4 x float> %r
}

define <4 x float> @src5(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse.max.ss(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt5(<4 x float> noundef %a, <4 x float> noundef %b) {
  %a0 = extractelement <4 x float> %a, i64 0
  %b0 = extractelement <4 x float> %b, i64 0
  %c = fcmp ogt float %a0, %b0
  %m = select i1 %c, float %a0, float %b0
  %r = insertelement <4 x float> %a, float %m, i64 0
  ret <4 x float> %r
}
