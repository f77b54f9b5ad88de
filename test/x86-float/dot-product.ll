; dppd(a, b, 0x31) is (a0*b0 + a1*b1) in lane 0 and +0 in lane 1: the LLVM form lowers to it.
; dpps sums its products pairwise, (t0 + t1) + (t2 + t3): the sequential sum rounds differently.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <2 x double> @llvm.x86.sse41.dppd(<2 x double>, <2 x double>, i8)
declare <4 x float> @llvm.x86.sse41.dpps(<4 x float>, <4 x float>, i8)

define <2 x double> @src(<2 x double> noundef %a, <2 x double> noundef %b) {
  %p = fmul <2 x double> %a, %b
  %p0 = extractelement <2 x double> %p, i64 0
  %p1 = extractelement <2 x double> %p, i64 1
  %s = fadd double %p0, %p1
  %r = insertelement <2 x double> <double poison, double 0.0>, double %s, i64 0
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> noundef %a, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.sse41.dppd(<2 x double> %a, <2 x double> %b, i8 49)
  ret <2 x double> %r
}

define <4 x float> @src2(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 -15)
  ret <4 x float> %r
}

define <4 x float> @tgt2(<4 x float> noundef %a, <4 x float> noundef %b) {
  %p = fmul <4 x float> %a, %b
  %p0 = extractelement <4 x float> %p, i64 0
  %p1 = extractelement <4 x float> %p, i64 1
  %p2 = extractelement <4 x float> %p, i64 2
  %p3 = extractelement <4 x float> %p, i64 3
  %s1 = fadd float %p0, %p1
  %s2 = fadd float %s1, %p2
  %s3 = fadd float %s2, %p3
  %r = insertelement <4 x float> zeroinitializer, float %s3, i64 0
  ret <4 x float> %r
}
