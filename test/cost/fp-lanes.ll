; Floating-point lanes and narrowing conversions in the isel model against llc-19's own output
; (x86-64-v3): lane 0 of a float vector is the scalar's register (no instruction), another lane
; one shuffle (llc picks VMOVSHDUP for lane 1 of floats, the model VSHUFPS: one shuffle-port uop
; either way); float lanes to i16 are CVTTPS2DQ and a pack (unsigned saturation for fptoui,
; signed for fptosi), to i8 CVTTPS2DQ and a PSHUFB. Before these rows the harvest of the realcode
; corpus refused such cuts as unpriced.
; The LLC lines are llc's MC opcodes (-asm-show-inst), the ISEL lines the model's.
; RUN: llc -O2 -mtriple=x86_64-- -mcpu=x86-64-v3 -asm-show-inst %s -o - | grep -oE '^[a-z0-9]+:|MCInst #[0-9]+ [A-Za-z0-9_]+' | sed -E 's/MCInst #[0-9]+ //' | FileCheck %s --check-prefix=LLC-V3
; RUN: %theseus isel --mcpu x86-64-v3 %s | FileCheck %s --check-prefix=ISEL-V3

define float @lane0(<4 x float> %v) {
  %r = extractelement <4 x float> %v, i64 0
  ret float %r
}

define float @lane1(<2 x float> %v) {
  %r = extractelement <2 x float> %v, i64 1
  ret float %r
}

define float @lane3(<4 x float> %v) {
  %r = extractelement <4 x float> %v, i64 3
  ret float %r
}

define double @dlane1(<2 x double> %v) {
  %r = extractelement <2 x double> %v, i64 1
  ret double %r
}

define <4 x i16> @toushort(<4 x float> %v) {
  %r = fptoui <4 x float> %v to <4 x i16>
  ret <4 x i16> %r
}

define <4 x i16> @toshort(<4 x float> %v) {
  %r = fptosi <4 x float> %v to <4 x i16>
  ret <4 x i16> %r
}

define <4 x i8> @tobyte(<4 x float> %v) {
  %r = fptoui <4 x float> %v to <4 x i8>
  ret <4 x i8> %r
}

; LLC-V3-LABEL: {{^}}lane0:
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}lane1:
; LLC-V3-NEXT: {{^}}VMOVSHDUPrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}lane3:
; LLC-V3-NEXT: {{^}}VSHUFPSrri{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}dlane1:
; LLC-V3-NEXT: {{^}}VSHUFPDrri{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}toushort:
; LLC-V3-NEXT: {{^}}VCVTTPS2DQrr{{$}}
; LLC-V3-NEXT: {{^}}VPACKUSDWrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}toshort:
; LLC-V3-NEXT: {{^}}VCVTTPS2DQrr{{$}}
; LLC-V3-NEXT: {{^}}VPACKSSDWrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}tobyte:
; LLC-V3-NEXT: {{^}}VCVTTPS2DQrr{{$}}
; LLC-V3-NEXT: {{^}}VPSHUFBrm{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @lane0 (x86-64-v3): 0 instructions
; ISEL-V3-LABEL: @lane1 (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: {{^ +}}VSHUFPSrri{{[ %]}}
; ISEL-V3-LABEL: @lane3 (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: {{^ +}}VSHUFPSrri{{[ %]}}
; ISEL-V3-LABEL: @dlane1 (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: {{^ +}}VSHUFPDrri{{[ %]}}
; ISEL-V3-LABEL: @toushort (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTTPS2DQrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPACKUSDWrr{{[ %]}}
; ISEL-V3-LABEL: @toshort (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTTPS2DQrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPACKSSDWrr{{[ %]}}
; ISEL-V3-LABEL: @tobyte (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTTPS2DQrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPSHUFBrm{{[ %]}}
