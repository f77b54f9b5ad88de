; Minotaur's FP class "fabs/fneg/copysign on selects of signed zeros": fneg of a select between
; +0.0 and -0.0 is the select with its arms negated; fabs of it is +0.0 (a constant, no
; instruction); copysign of 1.0 by it is a select of 1.0 and -1.0. The arms are symbolic
; constants (the exists-forall query: the cut's input is one bit). Each rewrite is proved again.
; RUN: %theseus synth %s --function fneg --max-insts 1 -o %t.ll | FileCheck %s --check-prefix=FNEG
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus synth %s --function fabs --max-insts 1 -o %t.fabs.ll | FileCheck %s --check-prefix=FABS
; RUN: %expect-exit 0 %theseus verify %t.fabs.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus synth %s --function copysign --max-insts 1 -o %t.copysign.ll | FileCheck %s --check-prefix=COPYSIGN
; RUN: %expect-exit 0 %theseus verify %t.copysign.ll | FileCheck %s --check-prefix=VERIFY
; FNEG: define float @tgt(i1 %c)
; FNEG-NEXT: entry:
; FNEG-NEXT: %t1 = select i1 %c, float 0x8000000000000000, float 0x0000000000000000
; FNEG-NEXT: ret float %t1
; FABS: define float @tgt(i1 %c)
; FABS-NEXT: entry:
; FABS-NEXT: ret float 0x0000000000000000
; COPYSIGN: define double @tgt(i1 %c)
; COPYSIGN-NEXT: entry:
; COPYSIGN-NEXT: %t1 = select i1 %c, double 0x3FF0000000000000, double 0xBFF0000000000000
; COPYSIGN-NEXT: ret double %t1
; VERIFY: correct

define float @fneg(i1 %c) {
entry:
  %s = select i1 %c, float 0.0, float -0.0
  %r = fneg float %s
  ret float %r
}

define float @fabs(i1 %c) {
entry:
  %s = select i1 %c, float 0.0, float -0.0
  %r = call float @llvm.fabs.f32(float %s)
  ret float %r
}

define double @copysign(i1 %c) {
entry:
  %s = select i1 %c, double 0.0, double -0.0
  %r = call double @llvm.copysign.f64(double 1.0, double %s)
  ret double %r
}

declare float @llvm.fabs.f32(float)
declare double @llvm.copysign.f64(double, double)
