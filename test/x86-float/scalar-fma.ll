; AVX-512's scalar vfmadd.f32/f64 (VFMADD213SS/SD with a rounding control): a*b + c rounded once
; in the control's mode, a NaN result any quieted NaN operand or the preferred NaN. LLVM's fma
; lowered to it is correct (every NaN the row gives is in LLVM's set); the reverse is incorrect
; (llvm.fma may return a signaling NaN operand unchanged); rounding down (control 9) is not fma;
; fmul then fadd (two roundings) is not the row.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 60000 %s | FileCheck %s
; CHECK: @src1 => @tgt1
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}incorrect
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}incorrect
; CHECK: @src4 => @tgt4
; CHECK-NEXT: {{^}}incorrect
; CHECK: @src5 => @tgt5
; CHECK-NEXT: {{^}}correct{{$}}

declare float @llvm.x86.avx512.vfmadd.f32(float, float, float, i32)
declare double @llvm.x86.avx512.vfmadd.f64(double, double, double, i32)
declare float @llvm.fma.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)

define float @src1(float %a, float %b, float %c) {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  ret float %r
}
define float @tgt1(float %a, float %b, float %c) {
  %r = call float @llvm.x86.avx512.vfmadd.f32(float %a, float %b, float %c, i32 4)
  ret float %r
}

define double @src2(double %a, double %b, double %c) {
  %r = call double @llvm.x86.avx512.vfmadd.f64(double %a, double %b, double %c, i32 4)
  ret double %r
}
define double @tgt2(double %a, double %b, double %c) {
  %r = call double @llvm.fma.f64(double %a, double %b, double %c)
  ret double %r
}

define float @src3(float noundef %a, float noundef %c) {
  %r = call float @llvm.fma.f32(float %a, float 3.0, float %c)
  ret float %r
}
define float @tgt3(float noundef %a, float noundef %c) {
  %r = call float @llvm.x86.avx512.vfmadd.f32(float %a, float 3.0, float %c, i32 9)
  ret float %r
}

define float @src4(float noundef %a, float noundef %b, float noundef %c) {
  %r = call float @llvm.x86.avx512.vfmadd.f32(float %a, float %b, float %c, i32 8)
  ret float %r
}
define float @tgt4(float noundef %a, float noundef %b, float noundef %c) {
  %m = fmul float %a, %b
  %r = fadd float %m, %c
  ret float %r
}

define double @src5(double noundef %a, double noundef %b) {
  %r = call double @llvm.x86.avx512.vfmadd.f64(double %a, double %b, double 0.0, i32 11)
  ret double %r
}
define double @tgt5(double noundef %a, double noundef %b) {
  %r = call double @llvm.x86.avx512.vfmadd.f64(double %a, double %b, double 0.0, i32 11)
  ret double %r
}
