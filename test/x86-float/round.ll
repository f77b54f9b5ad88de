; roundps rounds in the immediate's mode: llvm.floor lowers to roundps(x, 9) (x86 quiets a NaN,
; one of the NaNs floor may give), imm 4 (MXCSR's mode) is imm 0 (nearest even) under the default
; MXCSR, and down (1) is not up (2). roundss rounds b's lane 0 into a.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src4 => @tgt4
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x float> @llvm.x86.sse41.round.ps(<4 x float>, i32)
declare <2 x double> @llvm.x86.sse41.round.sd(<2 x double>, <2 x double>, i32)
declare <4 x float> @llvm.floor.v4f32(<4 x float>)
declare double @llvm.ceil.f64(double)

define <4 x float> @src(<4 x float> noundef %a) {
  %r = call <4 x float> @llvm.floor.v4f32(<4 x float> %a)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a, i32 9)
  ret <4 x float> %r
}

define <4 x float> @src2(<4 x float> noundef %a) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a, i32 4)
  ret <4 x float> %r
}

define <4 x float> @tgt2(<4 x float> noundef %a) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a, i32 0)
  ret <4 x float> %r
}

define <4 x float> @src3(<4 x float> noundef %a) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a, i32 1)
  ret <4 x float> %r
}

define <4 x float> @tgt3(<4 x float> noundef %a) {
  %r = call <4 x float> @llvm.x86.sse41.round.ps(<4 x float> %a, i32 2)
  ret <4 x float> %r
}

define <2 x double> @src4(<2 x double> noundef %a, <2 x double> noundef %b) {
  %b0 = extractelement <2 x double> %b, i64 0
  %c = call double @llvm.ceil.f64(double %b0)
  %r = insertelement <2 x double> %a, double %c, i64 0
  ret <2 x double> %r
}

define <2 x double> @tgt4(<2 x double> noundef %a, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.sse41.round.sd(<2 x double> %a, <2 x double> %b, i32 10)
  ret <2 x double> %r
}
