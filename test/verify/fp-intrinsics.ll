; Intrinsics: fabs of a select of signed zeros, copysign, min/max chains against constants,
; fma is one of fmuladd's results (fused or not), but fmuladd is not always fma.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: correct
; CHECK: @src2 => @tgt2
; CHECK-NEXT: correct
; CHECK: @src3 => @tgt3
; CHECK-NEXT: correct
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Value mismatch

define float @src(i1 %c) {
  %s = select i1 %c, float 0.0, float -0.0
  %r = call float @llvm.fabs.f32(float %s)
  ret float %r
}

define float @tgt(i1 %c) {
  ret float 0.0
}

define float @src2(float %x) {
  %n = fneg float %x
  %r = call float @llvm.copysign.f32(float %n, float 1.0)
  ret float %r
}

define float @tgt2(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

define float @src3(float %x) {
  %a = call float @llvm.maxnum.f32(float %x, float 1.0)
  %b = call float @llvm.maxnum.f32(float %a, float 2.0)
  ret float %b
}

define float @tgt3(float %x) {
  %b = call float @llvm.maxnum.f32(float %x, float 2.0)
  ret float %b
}

define half @src4(half %a, half %b, half %c) {
  %r = call half @llvm.fma.f16(half %a, half %b, half %c)
  ret half %r
}

define half @tgt4(half %a, half %b, half %c) {
  %r = call half @llvm.fmuladd.f16(half %a, half %b, half %c)
  ret half %r
}

declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare half @llvm.fmuladd.f16(half, half, half)
declare half @llvm.fma.f16(half, half, half)
