; The plugin applies a floating-point rewrite: opt-19's `theseus` pass finds and proves
; maxnum(maxnum(x, 1.0), 2.0) = maxnum(x, 2.0) and replaces the chain.
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-no-cache -theseus-max-insts=1 -S %s -o - | FileCheck %s

; CHECK-LABEL: define float @chain(float %x)
; CHECK-NEXT: %b = call float @llvm.maxnum.f32(float %x, float 2.000000e+00)
; CHECK-NEXT: ret float %b

define float @chain(float %x) {
  %a = call float @llvm.maxnum.f32(float %x, float 1.0)
  %b = call float @llvm.maxnum.f32(float %a, float 2.0)
  ret float %b
}

declare float @llvm.maxnum.f32(float, float)
