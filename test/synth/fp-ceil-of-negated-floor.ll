; A rounding intrinsic as the answer under isel pruning: -floor(-x) is ceil(x) (NaNs: both give
; a NaN of any sign from the same set; -0.0 and +0.0 keep their signs), one ROUNDSS with
; immediate 10 instead of ROUNDSS between two XORPS with a constant-pool mask. The rewrite is
; proved.
; RUN: %theseus synth %s --max-insts 1 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: define float @tgt(float %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = call float @llvm.ceil.f32(float %x)
; CHECK-NEXT: ret float %t1
; VERIFY: correct

define float @src(float %x) {
entry:
  %n = fneg float %x
  %f = call float @llvm.floor.f32(float %n)
  %r = fneg float %f
  ret float %r
}

declare float @llvm.floor.f32(float)
