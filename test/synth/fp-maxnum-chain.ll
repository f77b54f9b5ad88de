; Minotaur's FP class "min/max chains against constants folded": maxnum(maxnum(x, 1.0), 2.0) is
; maxnum(x, 2.0). The constant 2.0 (0x4000000000000000, LLVM's hex form of a float) is a symbolic
; constant solved by CEGIS, then the rewrite is proved.
; RUN: %theseus synth %s --max-insts 1 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: rewrite 1: {{.*}}constants cegis
; CHECK: define float @tgt(float %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = call float @llvm.maxnum.f32(float %x, float 0x4000000000000000)
; CHECK-NEXT: ret float %t1
; VERIFY: correct

define float @src(float %x) {
entry:
  %a = call float @llvm.maxnum.f32(float %x, float 1.0)
  %b = call float @llvm.maxnum.f32(float %a, float 2.0)
  ret float %b
}

declare float @llvm.maxnum.f32(float, float)
