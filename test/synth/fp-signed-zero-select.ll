; Minotaur's FP class "fabs/fneg/copysign on selects of signed zeros": fabs of a select between
; +0.0 and -0.0 is +0.0 (a constant, no instruction); fneg of it is the select with its arms
; negated; copysign of 1.0 by it is a select of 1.0 and -1.0. Each is proved again.
; RUN: %theseus synth %s --function fabs --cost tti -o %t.fabs.ll | FileCheck %s --check-prefix=FABS
; RUN: %expect-exit 0 %theseus verify %t.fabs.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus synth %s --function fneg --cost tti -o %t.fneg.ll | FileCheck %s --check-prefix=FNEG
; RUN: %expect-exit 0 %theseus verify %t.fneg.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus synth %s --function copysign --cost tti -o %t.copysign.ll | FileCheck %s --check-prefix=COPYSIGN
; RUN: %expect-exit 0 %theseus verify %t.copysign.ll | FileCheck %s --check-prefix=VERIFY
; FABS: define float @tgt(i1 %c)
; FABS-NEXT: entry:
; FABS-NEXT: ret float 0.000000e+00
; FNEG: define float @tgt(i1 %c)
; FNEG-NEXT: entry:
; FNEG-NEXT: %t1 = select i1 %c, float -0.000000e+00, float 0.000000e+00
; FNEG-NEXT: ret float %t1
; COPYSIGN: define double @tgt(i1 %c)
; COPYSIGN-NEXT: entry:
; COPYSIGN-NEXT: %t1 = select i1 %c, double 1.000000e+00, double -1.000000e+00
; COPYSIGN-NEXT: ret double %t1
; VERIFY: correct

define float @fabs(i1 %c) {
entry:
  %s = select i1 %c, float 0.0, float -0.0
  %r = call float @llvm.fabs.f32(float %s)
  ret float %r
}

define float @fneg(i1 %c) {
entry:
  %s = select i1 %c, float 0.0, float -0.0
  %r = fneg float %s
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
