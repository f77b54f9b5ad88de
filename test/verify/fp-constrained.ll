; Constrained intrinsics: the declared rounding mode must be the environment's (else UB), and
; round.dynamic takes the environment's. a - 0.0 rounding upward is a (@src/@tgt); rounding
; downward, +0 - +0 is -0, so not a (@src2/@tgt2); two operations declaring different static modes
; cannot both run, so src is UB and anything refines it (@src3/@tgt3).
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: correct
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:
; CHECK-NEXT:   float %a = 0x00000000 (0.0)
; CHECK: @src3 => @tgt3
; CHECK-NEXT: correct

define float @src(float %a) {
  %r = call float @llvm.experimental.constrained.fsub.f32(float %a, float 0.0, metadata !"round.upward", metadata !"fpexcept.ignore")
  ret float %r
}

define float @tgt(float %a) {
  ret float %a
}

define float @src2(float noundef %a) {
  %r = call float @llvm.experimental.constrained.fsub.f32(float %a, float 0.0, metadata !"round.downward", metadata !"fpexcept.ignore")
  ret float %r
}

define float @tgt2(float noundef %a) {
  ret float %a
}

define float @src3(float %a) {
  %x = call float @llvm.experimental.constrained.fadd.f32(float %a, float 1.0, metadata !"round.upward", metadata !"fpexcept.ignore")
  %y = call float @llvm.experimental.constrained.fadd.f32(float %a, float 1.0, metadata !"round.downward", metadata !"fpexcept.ignore")
  %r = call float @llvm.experimental.constrained.fsub.f32(float %x, float %y, metadata !"round.dynamic", metadata !"fpexcept.ignore")
  ret float %r
}

define float @tgt3(float %a) {
  ret float poison
}

declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.fsub.f32(float, float, metadata, metadata)
