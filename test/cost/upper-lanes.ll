; A lane in the high 128 bits of a ymm register, in the isel model against llc-19's own output:
; on x86-64-v3 VEXTRACTF128 / VEXTRACTI128 brings the high half down first, then (unless the lane
; is the first of that half) one shuffle or PEXTR takes the lane; on x86-64-v2 (no AVX) the vector
; is two xmm registers and the lane sits in the second at no extra cost. One lane is one register
; part's work, not repeated per part of the vector. llc picks VMOVSHDUP for lane 5 of floats and
; VEXTRACTPS for dword 5, the model VSHUFPS and VPEXTRD (one shuffle or extract either way).
; The LLC lines are llc's MC opcodes (-asm-show-inst), the ISEL lines the model's.
; RUN: llc -O2 -mtriple=x86_64-- -mcpu=x86-64-v3 -asm-show-inst %s -o - | grep -oE '^[a-z0-9]+:|MCInst #[0-9]+ [A-Za-z0-9_]+' | sed -E 's/MCInst #[0-9]+ //' | grep -v VZEROUPPER | FileCheck %s --check-prefix=LLC-V3
; RUN: %theseus isel --mcpu x86-64-v3 %s | FileCheck %s --check-prefix=ISEL-V3
; RUN: %theseus isel --mcpu x86-64-v2 %s | FileCheck %s --check-prefix=ISEL-V2

define float @f4(<8 x float> %v) {
  %r = extractelement <8 x float> %v, i64 4
  ret float %r
}

define float @f5(<8 x float> %v) {
  %r = extractelement <8 x float> %v, i64 5
  ret float %r
}

define double @d3(<4 x double> %v) {
  %r = extractelement <4 x double> %v, i64 3
  ret double %r
}

define i32 @i4(<8 x i32> %v) {
  %r = extractelement <8 x i32> %v, i64 4
  ret i32 %r
}

define i64 @q3(<4 x i64> %v) {
  %r = extractelement <4 x i64> %v, i64 3
  ret i64 %r
}

define float @f1(<8 x float> %v) {
  %r = extractelement <8 x float> %v, i64 1
  ret float %r
}

; LLC-V3-LABEL: {{^}}f4:
; LLC-V3-NEXT: {{^}}VEXTRACTF128rr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}f5:
; LLC-V3-NEXT: {{^}}VEXTRACTF128rr{{$}}
; LLC-V3-NEXT: {{^}}VMOVSHDUPrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}d3:
; LLC-V3-NEXT: {{^}}VEXTRACTF128rr{{$}}
; LLC-V3-NEXT: {{^}}VSHUFPDrri{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}i4:
; LLC-V3-NEXT: {{^}}VEXTRACTI128rr{{$}}
; LLC-V3-NEXT: {{^}}VMOVPDI2DIrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}q3:
; LLC-V3-NEXT: {{^}}VEXTRACTI128rr{{$}}
; LLC-V3-NEXT: {{^}}VPEXTRQrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-LABEL: {{^}}f1:
; LLC-V3-NEXT: {{^}}VMOVSHDUPrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}

; ISEL-V3-LABEL: @f4 (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: VEXTRACTF128rr {{.*}}fp.extract.upper0
; ISEL-V3-LABEL: @f5 (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: VEXTRACTF128rr {{.*}}fp.extract.upper(
; ISEL-V3-NEXT: VSHUFPSrri
; ISEL-V3-LABEL: @d3 (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: VEXTRACTF128rr
; ISEL-V3-NEXT: VSHUFPDrri
; ISEL-V3-LABEL: @i4 (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: VEXTRACTI128rr {{.*}}movd.upper0
; ISEL-V3-NEXT: VMOVPDI2DIrr
; ISEL-V3-LABEL: @q3 (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: VEXTRACTI128rr {{.*}}pextr.upper(
; ISEL-V3-NEXT: VPEXTRQrr
; ISEL-V3-LABEL: @f1 (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: VSHUFPSrri {{.*}}fp.extract(

; ISEL-V2-LABEL: @f4 (x86-64-v2): 0 instructions
; ISEL-V2-LABEL: @f5 (x86-64-v2): 1 instructions
; ISEL-V2-NEXT: SHUFPSrri {{.*}}fp.extract.upper.xmm
; ISEL-V2-LABEL: @d3 (x86-64-v2): 1 instructions
; ISEL-V2-NEXT: SHUFPDrri
; ISEL-V2-LABEL: @f1 (x86-64-v2): 1 instructions
; ISEL-V2-NEXT: SHUFPSrri {{.*}}fp.extract(
