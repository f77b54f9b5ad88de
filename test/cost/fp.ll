; Floating point in the cost models: isel's rules for float and double (what llc-19 emits:
; VMULSD+VADDSD, VUCOMISS+SETcc, VMAXPS+VCMPPS+VBLENDVPS, a constant-pool load), the SSE forms on
; x86-64, half through F16C (a library call without it), bfloat refused by isel as the library
; call llc makes (exit 3, the routine named); tti and mca price all of them; the
; ir model weighs fmul as a multiplication (2) and fadd as an ordinary instruction (1).
; RUN: %expect-exit 3 %theseus isel %s | FileCheck %s --check-prefix=ISEL
; RUN: %expect-exit 3 %theseus cost --json --model isel --mcpu x86-64 %s | FileCheck %s --check-prefix=SSE
; RUN: %expect-exit 0 %theseus cost --json --model tti %s | FileCheck %s --check-prefix=TTI
; RUN: %expect-exit 0 %theseus cost --json --model mca %s | FileCheck %s --check-prefix=MCA
; RUN: %expect-exit 0 %theseus cost --json --model ir %s | FileCheck %s --check-prefix=IR
define double @fma(double %a, double %b, double %c) {
  %m = fmul double %a, %b
  %r = fadd double %m, %c
  ret double %r
}

define i1 @fcmp(float %a, float %b) {
  %r = fcmp ogt float %a, %b
  ret i1 %r
}

define <8 x float> @vmax(<8 x float> %a, <8 x float> %b) {
  %r = call <8 x float> @llvm.maxnum.v8f32(<8 x float> %a, <8 x float> %b)
  ret <8 x float> %r
}

define float @const(float %a) {
  %r = fadd float %a, 1.0
  ret float %r
}

define half @half(half %a, half %b) {
  %r = fadd half %a, %b
  ret half %r
}

define bfloat @bfloat(bfloat %a, bfloat %b) {
  %r = fadd bfloat %a, %b
  ret bfloat %r
}

declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)

; ISEL-LABEL: @fma (x86-64-v3): 2 instructions
; ISEL-NEXT: VMULSDrr {{.*}}fp.fmul
; ISEL-NEXT: VADDSDrr {{.*}}fp.fadd
; ISEL-LABEL: @fcmp (x86-64-v3): 2 instructions
; ISEL-NEXT: VUCOMISSrr {{.*}}fp.fcmp
; ISEL-NEXT: SETCCr
; ISEL-LABEL: @vmax (x86-64-v3): 3 instructions, uops 4
; ISEL-NEXT: VMAXPSYrr
; ISEL-NEXT: VCMPPSYrri
; ISEL-NEXT: VBLENDVPSYrrr
; ISEL-LABEL: @const (x86-64-v3): 2 instructions
; ISEL-NEXT: VMOVSSrm_alt {{.*}}fp.const
; ISEL-NEXT: VADDSSrr
; ISEL-LABEL: @half (x86-64-v3): 4 instructions
; ISEL-NEXT: VCVTPH2PSrr {{.*}}fp.half.fadd
; ISEL-NEXT: VCVTPH2PSrr
; ISEL-NEXT: VADDSSrr
; ISEL-NEXT: VCVTPS2PHrr
; ISEL: @bfloat (x86-64-v3): unsupported: isel: %r = fadd bfloat (bfloat, bfloat) is a call to the runtime library (__truncsfbf2), which the model does not price
; SSE: {"function":"fma","model":"isel","mcpu":"x86-64","cost":2,
; SSE: {"function":"vmax","model":"isel","mcpu":"x86-64","cost":12,{{.*}}"instructions":12}
; TTI: {"function":"fma","model":"tti",{{.*}}"instructions":2}
; TTI: {"function":"half","model":"tti",{{.*}}"instructions":1}
; MCA: {"function":"fma","model":"mca",{{.*}}"uops":2,
; MCA: {"function":"half","model":"mca",
; IR: {"function":"fma","model":"ir",{{.*}}"weight":3,"instructions":2}
; IR-NEXT: {"function":"fcmp","model":"ir",{{.*}}"weight":1,
