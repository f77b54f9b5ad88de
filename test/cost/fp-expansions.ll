; The isel rules of cost/isel/IselFloatExpansions.cpp against llc-19's own output, per CPU:
; uitofp/fptoui (expansions on AVX2 and SSE2, one instruction on AVX-512), minimum/maximum,
; the rounding intrinsics (ROUNDSS/PS; round's expansion; library calls on SSE2), fcmp oeq/une
; as CMPSS + MOVD + AND, a select of a compare as CMPSS + BLENDVPS, half through F16C, and
; the library calls isel refuses (frem, bfloat, half and rounding without F16C/SSE4.1).
; The LLC lines are llc's MC opcodes (-asm-show-inst), the ISEL lines the model's: equal except
; where the model deliberately differs: the calling convention's moves of half arguments and
; results (VPEXTRW/VMOVD/VPINSRW), VZEROUPPER and the MOV into the return register are not
; priced; oeq/une feeding a CMOV are priced as UCOMISS + two SETcc (llc: a second CMOV); the
; x86-64 (SSE2) rows' instruction order differs from llc's schedule in fptoui64d.
; RUN: llc -O2 -mtriple=x86_64-- -mcpu=x86-64-v3 -asm-show-inst %s -o - | grep -oE '^[a-z0-9]+:|MCInst #[0-9]+ [A-Za-z0-9_]+' | sed -E 's/MCInst #[0-9]+ //' | FileCheck %s --check-prefix=LLC-V3
; RUN: %expect-exit 3 %theseus isel --mcpu x86-64-v3 %s | FileCheck %s --check-prefix=ISEL-V3
; RUN: llc -O2 -mtriple=x86_64-- -mcpu=skylake-avx512 -asm-show-inst %s -o - | grep -oE '^[a-z0-9]+:|MCInst #[0-9]+ [A-Za-z0-9_]+' | sed -E 's/MCInst #[0-9]+ //' | FileCheck %s --check-prefix=LLC-V4
; RUN: %expect-exit 3 %theseus isel --mcpu skylake-avx512 %s | FileCheck %s --check-prefix=ISEL-V4
; RUN: llc -O2 -mtriple=x86_64-- -mcpu=x86-64 -asm-show-inst %s -o - | grep -oE '^[a-z0-9]+:|MCInst #[0-9]+ [A-Za-z0-9_]+' | sed -E 's/MCInst #[0-9]+ //' | FileCheck %s --check-prefix=LLC-SSE
; RUN: %expect-exit 3 %theseus isel --mcpu x86-64 %s | FileCheck %s --check-prefix=ISEL-SSE

define float @uitofp32f(i32 %a) {
  %r = uitofp i32 %a to float
  ret float %r
}

define float @uitofp64f(i64 %a) {
  %r = uitofp i64 %a to float
  ret float %r
}

define double @uitofp64d(i64 %a) {
  %r = uitofp i64 %a to double
  ret double %r
}

define i32 @fptoui32f(float %a) {
  %r = fptoui float %a to i32
  ret i32 %r
}

define i64 @fptoui64d(double %a) {
  %r = fptoui double %a to i64
  ret i64 %r
}

define <8 x float> @vuitofp8(<8 x i32> %a) {
  %r = uitofp <8 x i32> %a to <8 x float>
  ret <8 x float> %r
}

define <4 x i32> @vfptoui4(<4 x float> %a) {
  %r = fptoui <4 x float> %a to <4 x i32>
  ret <4 x i32> %r
}

define float @minimumf(float %a, float %b) {
  %r = call float @llvm.minimum.f32(float %a, float %b)
  ret float %r
}

define <8 x float> @vmaximum8(<8 x float> %a, <8 x float> %b) {
  %r = call <8 x float> @llvm.maximum.v8f32(<8 x float> %a, <8 x float> %b)
  ret <8 x float> %r
}

define float @floorf(float %a) {
  %r = call float @llvm.floor.f32(float %a)
  ret float %r
}

define <8 x float> @vfloor(<8 x float> %a) {
  %r = call <8 x float> @llvm.floor.v8f32(<8 x float> %a)
  ret <8 x float> %r
}

define float @roundf(float %a) {
  %r = call float @llvm.round.f32(float %a)
  ret float %r
}

define double @roundd(double %a) {
  %r = call double @llvm.round.f64(double %a)
  ret double %r
}

define float @fremf(float %a, float %b) {
  %r = frem float %a, %b
  ret float %r
}

define half @hadd(half %a, half %b) {
  %r = fadd half %a, %b
  ret half %r
}

define <8 x half> @vhadd(<8 x half> %a, <8 x half> %b) {
  %r = fadd <8 x half> %a, %b
  ret <8 x half> %r
}

define bfloat @badd(bfloat %a, bfloat %b) {
  %r = fadd bfloat %a, %b
  ret bfloat %r
}

define i1 @oeq(float %a, float %b) {
  %r = fcmp oeq float %a, %b
  ret i1 %r
}

define i1 @une(double %a, double %b) {
  %r = fcmp une double %a, %b
  ret i1 %r
}

define i32 @seloeq(float %a, float %b, i32 %x, i32 %y) {
  %c = fcmp oeq float %a, %b
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define float @selfcmpoeq(float %a, float %b, float %x, float %y) {
  %c = fcmp oeq float %a, %b
  %r = select i1 %c, float %x, float %y
  ret float %r
}

define float @hext(half %a) {
  %r = fpext half %a to float
  ret float %r
}

define <8 x half> @vhtrunc(<8 x float> %a) {
  %r = fptrunc <8 x float> %a to <8 x half>
  ret <8 x half> %r
}

; LLC-V3-LABEL: {{^}}uitofp32f:
; LLC-V3-NEXT: {{^}}MOV32rr{{$}}
; LLC-V3-NEXT: {{^}}VCVTSI642SSrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @uitofp32f (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: {{^ +}}MOV32rr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTSI642SSrr{{[ %]}}
; LLC-V3-LABEL: {{^}}uitofp64f:
; LLC-V3-NEXT: {{^}}TEST64rr{{$}}
; LLC-V3-NEXT: {{^}}JCC_1{{$}}
; LLC-V3-NEXT: {{^}}VCVTSI642SSrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; LLC-V3-NEXT: {{^}}MOV64rr{{$}}
; LLC-V3-NEXT: {{^}}SHR64r1{{$}}
; LLC-V3-NEXT: {{^}}AND32ri8{{$}}
; LLC-V3-NEXT: {{^}}OR64rr{{$}}
; LLC-V3-NEXT: {{^}}VCVTSI642SSrr{{$}}
; LLC-V3-NEXT: {{^}}VADDSSrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @uitofp64f (x86-64-v3): 9 instructions
; ISEL-V3-NEXT: {{^ +}}TEST64rr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}JCC_1{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTSI642SSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}MOV64rr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}SHR64r1{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}AND32ri8{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}OR64rr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTSI642SSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VADDSSrr{{[ %]}}
; LLC-V3-LABEL: {{^}}uitofp64d:
; LLC-V3-NEXT: {{^}}VMOV64toPQIrr{{$}}
; LLC-V3-NEXT: {{^}}VPUNPCKLDQrm{{$}}
; LLC-V3-NEXT: {{^}}VSUBPDrm{{$}}
; LLC-V3-NEXT: {{^}}VSHUFPDrri{{$}}
; LLC-V3-NEXT: {{^}}VADDSDrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @uitofp64d (x86-64-v3): 5 instructions
; ISEL-V3-NEXT: {{^ +}}VMOV64toPQIrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPUNPCKLDQrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VSUBPDrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VSHUFPDrri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VADDSDrr{{[ %]}}
; LLC-V3-LABEL: {{^}}fptoui32f:
; LLC-V3-NEXT: {{^}}VCVTTSS2SI64rr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @fptoui32f (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTTSS2SI64rr{{[ %]}}
; LLC-V3-LABEL: {{^}}fptoui64d:
; LLC-V3-NEXT: {{^}}VCVTTSD2SI64rr_Int{{$}}
; LLC-V3-NEXT: {{^}}MOV64rr{{$}}
; LLC-V3-NEXT: {{^}}SAR64ri{{$}}
; LLC-V3-NEXT: {{^}}VSUBSDrm{{$}}
; LLC-V3-NEXT: {{^}}VCVTTSD2SI64rr_Int{{$}}
; LLC-V3-NEXT: {{^}}AND64rr{{$}}
; LLC-V3-NEXT: {{^}}OR64rr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @fptoui64d (x86-64-v3): 7 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTTSD2SI64rr_Int%r{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}MOV64rr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}SAR64ri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VSUBSDrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTTSD2SI64rr_Int%r{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}AND64rr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}OR64rr{{[ %]}}
; LLC-V3-LABEL: {{^}}vuitofp8:
; LLC-V3-NEXT: {{^}}VPBROADCASTDYrm{{$}}
; LLC-V3-NEXT: {{^}}VPBLENDWYrri{{$}}
; LLC-V3-NEXT: {{^}}VPSRLDYri{{$}}
; LLC-V3-NEXT: {{^}}VPBROADCASTDYrm{{$}}
; LLC-V3-NEXT: {{^}}VPBLENDWYrri{{$}}
; LLC-V3-NEXT: {{^}}VBROADCASTSSYrm{{$}}
; LLC-V3-NEXT: {{^}}VSUBPSYrr{{$}}
; LLC-V3-NEXT: {{^}}VADDPSYrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @vuitofp8 (x86-64-v3): 8 instructions
; ISEL-V3-NEXT: {{^ +}}VPBROADCASTDYrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPBLENDWYrri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPSRLDYri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPBROADCASTDYrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPBLENDWYrri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VBROADCASTSSYrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VSUBPSYrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VADDPSYrr{{[ %]}}
; LLC-V3-LABEL: {{^}}vfptoui4:
; LLC-V3-NEXT: {{^}}VBROADCASTSSrm{{$}}
; LLC-V3-NEXT: {{^}}VSUBPSrr{{$}}
; LLC-V3-NEXT: {{^}}VCVTTPS2DQrr{{$}}
; LLC-V3-NEXT: {{^}}VCVTTPS2DQrr{{$}}
; LLC-V3-NEXT: {{^}}VPSRADri{{$}}
; LLC-V3-NEXT: {{^}}VPANDrr{{$}}
; LLC-V3-NEXT: {{^}}VPORrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @vfptoui4 (x86-64-v3): 7 instructions
; ISEL-V3-NEXT: {{^ +}}VBROADCASTSSrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VSUBPSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTTPS2DQrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTTPS2DQrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPSRADri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPANDrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VPORrr{{[ %]}}
; LLC-V3-LABEL: {{^}}minimumf:
; LLC-V3-NEXT: {{^}}VMOVSS2DIrr{{$}}
; LLC-V3-NEXT: {{^}}TEST32rr{{$}}
; LLC-V3-NEXT: {{^}}JCC_1{{$}}
; LLC-V3-NEXT: {{^}}VMOVDQArr{{$}}
; LLC-V3-NEXT: {{^}}JMP_1{{$}}
; LLC-V3-NEXT: {{^}}VMOVDQArr{{$}}
; LLC-V3-NEXT: {{^}}VMOVDQArr{{$}}
; LLC-V3-NEXT: {{^}}VMINSSrr{{$}}
; LLC-V3-NEXT: {{^}}VCMPSSrri{{$}}
; LLC-V3-NEXT: {{^}}VBLENDVPSrrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @minimumf (x86-64-v3): 10 instructions
; ISEL-V3-NEXT: {{^ +}}VMOVSS2DIrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}TEST32rr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}JCC_1{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VMOVDQArr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}JMP_1{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VMOVDQArr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VMOVDQArr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VMINSSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCMPSSrri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VBLENDVPSrrr{{[ %]}}
; LLC-V3-LABEL: {{^}}vmaximum8:
; LLC-V3-NEXT: {{^}}VBLENDVPSYrrr{{$}}
; LLC-V3-NEXT: {{^}}VBLENDVPSYrrr{{$}}
; LLC-V3-NEXT: {{^}}VMAXPSYrr{{$}}
; LLC-V3-NEXT: {{^}}VCMPPSYrri{{$}}
; LLC-V3-NEXT: {{^}}VBLENDVPSYrrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @vmaximum8 (x86-64-v3): 5 instructions
; ISEL-V3-NEXT: {{^ +}}VBLENDVPSYrrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VBLENDVPSYrrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VMAXPSYrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCMPPSYrri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VBLENDVPSYrrr{{[ %]}}
; LLC-V3-LABEL: {{^}}floorf:
; LLC-V3-NEXT: {{^}}VROUNDSSri{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @floorf (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: {{^ +}}VROUNDSSri{{[ %]}}
; LLC-V3-LABEL: {{^}}vfloor:
; LLC-V3-NEXT: {{^}}VROUNDPSYri{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @vfloor (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: {{^ +}}VROUNDPSYri{{[ %]}}
; LLC-V3-LABEL: {{^}}roundf:
; LLC-V3-NEXT: {{^}}VBROADCASTSSrm{{$}}
; LLC-V3-NEXT: {{^}}VANDPSrr{{$}}
; LLC-V3-NEXT: {{^}}VBROADCASTSSrm{{$}}
; LLC-V3-NEXT: {{^}}VORPSrr{{$}}
; LLC-V3-NEXT: {{^}}VADDSSrr{{$}}
; LLC-V3-NEXT: {{^}}VROUNDSSri{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @roundf (x86-64-v3): 6 instructions
; ISEL-V3-NEXT: {{^ +}}VBROADCASTSSrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VANDPSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VBROADCASTSSrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VORPSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VADDSSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VROUNDSSri{{[ %]}}
; LLC-V3-LABEL: {{^}}roundd:
; LLC-V3-NEXT: {{^}}VANDPDrm{{$}}
; LLC-V3-NEXT: {{^}}VMOVDDUPrm{{$}}
; LLC-V3-NEXT: {{^}}VORPDrr{{$}}
; LLC-V3-NEXT: {{^}}VADDSDrr{{$}}
; LLC-V3-NEXT: {{^}}VROUNDSDri{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @roundd (x86-64-v3): 5 instructions
; ISEL-V3-NEXT: {{^ +}}VANDPDrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VMOVDDUPrm{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VORPDrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VADDSDrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VROUNDSDri{{[ %]}}
; LLC-V3-LABEL: {{^}}fremf:
; LLC-V3-NEXT: {{^}}JMP_1{{$}}
; ISEL-V3: @fremf (x86-64-v3): unsupported: isel: %r = frem float (float, float) is a call to the runtime library (fmod)
; LLC-V3-LABEL: {{^}}hadd:
; LLC-V3-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V3-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V3-NEXT: {{^}}VMOVDI2PDIrr{{$}}
; LLC-V3-NEXT: {{^}}VCVTPH2PSrr{{$}}
; LLC-V3-NEXT: {{^}}VMOVDI2PDIrr{{$}}
; LLC-V3-NEXT: {{^}}VCVTPH2PSrr{{$}}
; LLC-V3-NEXT: {{^}}VADDSSrr{{$}}
; LLC-V3-NEXT: {{^}}VCVTPS2PHrr{{$}}
; LLC-V3-NEXT: {{^}}VMOVPDI2DIrr{{$}}
; LLC-V3-NEXT: {{^}}VPINSRWrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @hadd (x86-64-v3): 4 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTPH2PSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTPH2PSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VADDSSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTPS2PHrr{{[ %]}}
; LLC-V3-LABEL: {{^}}vhadd:
; LLC-V3-NEXT: {{^}}VCVTPH2PSYrr{{$}}
; LLC-V3-NEXT: {{^}}VCVTPH2PSYrr{{$}}
; LLC-V3-NEXT: {{^}}VADDPSYrr{{$}}
; LLC-V3-NEXT: {{^}}VCVTPS2PHYrr{{$}}
; LLC-V3-NEXT: {{^}}VZEROUPPER{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @vhadd (x86-64-v3): 4 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTPH2PSYrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTPH2PSYrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VADDPSYrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VCVTPS2PHYrr{{[ %]}}
; LLC-V3-LABEL: {{^}}badd:
; LLC-V3-NEXT: {{^}}PUSH64r{{$}}
; LLC-V3-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V3-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V3-NEXT: {{^}}SHL32ri{{$}}
; LLC-V3-NEXT: {{^}}VMOVDI2SSrr{{$}}
; LLC-V3-NEXT: {{^}}SHL32ri{{$}}
; LLC-V3-NEXT: {{^}}VMOVDI2SSrr{{$}}
; LLC-V3-NEXT: {{^}}VADDSSrr{{$}}
; LLC-V3-NEXT: {{^}}CALL64pcrel32{{$}}
; LLC-V3-NEXT: {{^}}POP64r{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3: @badd (x86-64-v3): unsupported: isel: %r = fadd bfloat (bfloat, bfloat) is a call to the runtime library (__truncsfbf2)
; LLC-V3-LABEL: {{^}}oeq:
; LLC-V3-NEXT: {{^}}VCMPSSrri{{$}}
; LLC-V3-NEXT: {{^}}VMOVSS2DIrr{{$}}
; LLC-V3-NEXT: {{^}}AND32ri8{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @oeq (x86-64-v3): 3 instructions
; ISEL-V3-NEXT: {{^ +}}VCMPSSrri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VMOVSS2DIrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}AND32ri8{{[ %]}}
; LLC-V3-LABEL: {{^}}une:
; LLC-V3-NEXT: {{^}}VCMPSDrri{{$}}
; LLC-V3-NEXT: {{^}}VMOVSDto64rr{{$}}
; LLC-V3-NEXT: {{^}}AND32ri8{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @une (x86-64-v3): 3 instructions
; ISEL-V3-NEXT: {{^ +}}VCMPSDrri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VMOVSDto64rr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}AND32ri8{{[ %]}}
; LLC-V3-LABEL: {{^}}seloeq:
; LLC-V3-NEXT: {{^}}MOV32rr{{$}}
; LLC-V3-NEXT: {{^}}VUCOMISSrr{{$}}
; LLC-V3-NEXT: {{^}}CMOV32rr{{$}}
; LLC-V3-NEXT: {{^}}CMOV32rr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @seloeq (x86-64-v3): 4 instructions
; ISEL-V3-NEXT: {{^ +}}VUCOMISSrr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}SETCCr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}SETCCr{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}CMOV32rr{{[ %]}}
; LLC-V3-LABEL: {{^}}selfcmpoeq:
; LLC-V3-NEXT: {{^}}VCMPSSrri{{$}}
; LLC-V3-NEXT: {{^}}VBLENDVPSrrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @selfcmpoeq (x86-64-v3): 2 instructions
; ISEL-V3-NEXT: {{^ +}}VCMPSSrri{{[ %]}}
; ISEL-V3-NEXT: {{^ +}}VBLENDVPSrrr{{[ %]}}
; LLC-V3-LABEL: {{^}}hext:
; LLC-V3-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V3-NEXT: {{^}}VMOVDI2PDIrr{{$}}
; LLC-V3-NEXT: {{^}}VCVTPH2PSrr{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @hext (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTPH2PSrr{{[ %]}}
; LLC-V3-LABEL: {{^}}vhtrunc:
; LLC-V3-NEXT: {{^}}VCVTPS2PHYrr{{$}}
; LLC-V3-NEXT: {{^}}VZEROUPPER{{$}}
; LLC-V3-NEXT: {{^}}RET64{{$}}
; ISEL-V3-LABEL: @vhtrunc (x86-64-v3): 1 instructions
; ISEL-V3-NEXT: {{^ +}}VCVTPS2PHYrr{{[ %]}}
;
; LLC-V4-LABEL: {{^}}uitofp32f:
; LLC-V4-NEXT: {{^}}VCVTUSI2SSZrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @uitofp32f (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTUSI2SSZrr{{[ %]}}
; LLC-V4-LABEL: {{^}}uitofp64f:
; LLC-V4-NEXT: {{^}}VCVTUSI642SSZrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @uitofp64f (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTUSI642SSZrr{{[ %]}}
; LLC-V4-LABEL: {{^}}uitofp64d:
; LLC-V4-NEXT: {{^}}VCVTUSI642SDZrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @uitofp64d (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTUSI642SDZrr{{[ %]}}
; LLC-V4-LABEL: {{^}}fptoui32f:
; LLC-V4-NEXT: {{^}}VCVTTSS2USIZrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @fptoui32f (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTTSS2USIZrr{{[ %]}}
; LLC-V4-LABEL: {{^}}fptoui64d:
; LLC-V4-NEXT: {{^}}VCVTTSD2USI64Zrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @fptoui64d (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTTSD2USI64Zrr%r{{[ %]}}
; LLC-V4-LABEL: {{^}}vuitofp8:
; LLC-V4-NEXT: {{^}}VCVTUDQ2PSZ256rr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @vuitofp8 (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTUDQ2PSZ256rr%r{{[ %]}}
; LLC-V4-LABEL: {{^}}vfptoui4:
; LLC-V4-NEXT: {{^}}VCVTTPS2UDQZ128rr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @vfptoui4 (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTTPS2UDQZ128rr%r{{[ %]}}
; LLC-V4-LABEL: {{^}}minimumf:
; LLC-V4-NEXT: {{^}}VMOVSS2DIrr{{$}}
; LLC-V4-NEXT: {{^}}TEST32rr{{$}}
; LLC-V4-NEXT: {{^}}SETCCr{{$}}
; LLC-V4-NEXT: {{^}}KMOVDkr{{$}}
; LLC-V4-NEXT: {{^}}VMOVAPSrr{{$}}
; LLC-V4-NEXT: {{^}}VMOVSSZrrk{{$}}
; LLC-V4-NEXT: {{^}}VMOVSSZrrk{{$}}
; LLC-V4-NEXT: {{^}}VMINSSrr{{$}}
; LLC-V4-NEXT: {{^}}VCMPSSZrri{{$}}
; LLC-V4-NEXT: {{^}}VMOVSSZrrk{{$}}
; LLC-V4-NEXT: {{^}}VMOVAPSrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @minimumf (skylake-avx512): 10 instructions
; ISEL-V4-NEXT: {{^ +}}VMOVSS2DIrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}TEST32rr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}SETCCr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}KMOVDkr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMOVAPSrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMOVSSZrrk{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMOVSSZrrk{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMINSSrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VCMPSSZrri{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMOVSSZrrk{{[ %]}}
; LLC-V4-LABEL: {{^}}vmaximum8:
; LLC-V4-NEXT: {{^}}VPMOVD2MZ256rr{{$}}
; LLC-V4-NEXT: {{^}}VBLENDMPSZ256rrk{{$}}
; LLC-V4-NEXT: {{^}}VMOVAPSZ256rrk{{$}}
; LLC-V4-NEXT: {{^}}VMAXPSYrr{{$}}
; LLC-V4-NEXT: {{^}}VCMPPSZ256rri{{$}}
; LLC-V4-NEXT: {{^}}VMOVAPSZ256rrk{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @vmaximum8 (skylake-avx512): 6 instructions
; ISEL-V4-NEXT: {{^ +}}VPMOVD2MZ256rr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VBLENDMPSZ256rrk%r{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMOVAPSZ256rrk{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMAXPSYrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VCMPPSZ256rri{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMOVAPSZ256rrk{{[ %]}}
; LLC-V4-LABEL: {{^}}floorf:
; LLC-V4-NEXT: {{^}}VROUNDSSri{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @floorf (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VROUNDSSri{{[ %]}}
; LLC-V4-LABEL: {{^}}vfloor:
; LLC-V4-NEXT: {{^}}VROUNDPSYri{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @vfloor (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VROUNDPSYri{{[ %]}}
; LLC-V4-LABEL: {{^}}roundf:
; LLC-V4-NEXT: {{^}}VPBROADCASTDrm{{$}}
; LLC-V4-NEXT: {{^}}VPTERNLOGDZ128rmbi{{$}}
; LLC-V4-NEXT: {{^}}VADDSSrr{{$}}
; LLC-V4-NEXT: {{^}}VROUNDSSri{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @roundf (skylake-avx512): 4 instructions
; ISEL-V4-NEXT: {{^ +}}VPBROADCASTDrm{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VPTERNLOGDZ128rmbi%r{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VADDSSrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VROUNDSSri{{[ %]}}
; LLC-V4-LABEL: {{^}}roundd:
; LLC-V4-NEXT: {{^}}VPBROADCASTQrm{{$}}
; LLC-V4-NEXT: {{^}}VPTERNLOGQZ128rmbi{{$}}
; LLC-V4-NEXT: {{^}}VADDSDrr{{$}}
; LLC-V4-NEXT: {{^}}VROUNDSDri{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @roundd (skylake-avx512): 4 instructions
; ISEL-V4-NEXT: {{^ +}}VPBROADCASTQrm{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VPTERNLOGQZ128rmbi%r{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VADDSDrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VROUNDSDri{{[ %]}}
; LLC-V4-LABEL: {{^}}fremf:
; LLC-V4-NEXT: {{^}}JMP_1{{$}}
; ISEL-V4: @fremf (skylake-avx512): unsupported: isel: %r = frem float (float, float) is a call to the runtime library (fmod)
; LLC-V4-LABEL: {{^}}hadd:
; LLC-V4-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V4-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V4-NEXT: {{^}}VMOVDI2PDIrr{{$}}
; LLC-V4-NEXT: {{^}}VCVTPH2PSrr{{$}}
; LLC-V4-NEXT: {{^}}VMOVDI2PDIrr{{$}}
; LLC-V4-NEXT: {{^}}VCVTPH2PSrr{{$}}
; LLC-V4-NEXT: {{^}}VADDSSrr{{$}}
; LLC-V4-NEXT: {{^}}VCVTPS2PHrr{{$}}
; LLC-V4-NEXT: {{^}}VMOVPDI2DIrr{{$}}
; LLC-V4-NEXT: {{^}}VPINSRWrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @hadd (skylake-avx512): 4 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTPH2PSrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VCVTPH2PSrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VADDSSrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VCVTPS2PHrr{{[ %]}}
; LLC-V4-LABEL: {{^}}vhadd:
; LLC-V4-NEXT: {{^}}VCVTPH2PSYrr{{$}}
; LLC-V4-NEXT: {{^}}VCVTPH2PSYrr{{$}}
; LLC-V4-NEXT: {{^}}VADDPSYrr{{$}}
; LLC-V4-NEXT: {{^}}VCVTPS2PHYrr{{$}}
; LLC-V4-NEXT: {{^}}VZEROUPPER{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @vhadd (skylake-avx512): 4 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTPH2PSYrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VCVTPH2PSYrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VADDPSYrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VCVTPS2PHYrr{{[ %]}}
; LLC-V4-LABEL: {{^}}badd:
; LLC-V4-NEXT: {{^}}PUSH64r{{$}}
; LLC-V4-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V4-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V4-NEXT: {{^}}SHL32ri{{$}}
; LLC-V4-NEXT: {{^}}VMOVDI2SSrr{{$}}
; LLC-V4-NEXT: {{^}}SHL32ri{{$}}
; LLC-V4-NEXT: {{^}}VMOVDI2SSrr{{$}}
; LLC-V4-NEXT: {{^}}VADDSSrr{{$}}
; LLC-V4-NEXT: {{^}}CALL64pcrel32{{$}}
; LLC-V4-NEXT: {{^}}POP64r{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4: @badd (skylake-avx512): unsupported: isel: %r = fadd bfloat (bfloat, bfloat) is a call to the runtime library (__truncsfbf2)
; LLC-V4-LABEL: {{^}}oeq:
; LLC-V4-NEXT: {{^}}VCMPSSZrri{{$}}
; LLC-V4-NEXT: {{^}}KMOVDrk{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @oeq (skylake-avx512): 2 instructions
; ISEL-V4-NEXT: {{^ +}}VCMPSSZrri{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}KMOVDrk{{[ %]}}
; LLC-V4-LABEL: {{^}}une:
; LLC-V4-NEXT: {{^}}VCMPSDZrri{{$}}
; LLC-V4-NEXT: {{^}}KMOVDrk{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @une (skylake-avx512): 2 instructions
; ISEL-V4-NEXT: {{^ +}}VCMPSDZrri{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}KMOVDrk{{[ %]}}
; LLC-V4-LABEL: {{^}}seloeq:
; LLC-V4-NEXT: {{^}}MOV32rr{{$}}
; LLC-V4-NEXT: {{^}}VUCOMISSrr{{$}}
; LLC-V4-NEXT: {{^}}CMOV32rr{{$}}
; LLC-V4-NEXT: {{^}}CMOV32rr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @seloeq (skylake-avx512): 4 instructions
; ISEL-V4-NEXT: {{^ +}}VUCOMISSrr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}SETCCr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}SETCCr{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}CMOV32rr{{[ %]}}
; LLC-V4-LABEL: {{^}}selfcmpoeq:
; LLC-V4-NEXT: {{^}}VCMPSSZrri{{$}}
; LLC-V4-NEXT: {{^}}VMOVSSZrrk{{$}}
; LLC-V4-NEXT: {{^}}VMOVAPSrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @selfcmpoeq (skylake-avx512): 2 instructions
; ISEL-V4-NEXT: {{^ +}}VCMPSSZrri{{[ %]}}
; ISEL-V4-NEXT: {{^ +}}VMOVSSZrrk{{[ %]}}
; LLC-V4-LABEL: {{^}}hext:
; LLC-V4-NEXT: {{^}}VPEXTRWrr{{$}}
; LLC-V4-NEXT: {{^}}VMOVDI2PDIrr{{$}}
; LLC-V4-NEXT: {{^}}VCVTPH2PSrr{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @hext (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTPH2PSrr{{[ %]}}
; LLC-V4-LABEL: {{^}}vhtrunc:
; LLC-V4-NEXT: {{^}}VCVTPS2PHYrr{{$}}
; LLC-V4-NEXT: {{^}}VZEROUPPER{{$}}
; LLC-V4-NEXT: {{^}}RET64{{$}}
; ISEL-V4-LABEL: @vhtrunc (skylake-avx512): 1 instructions
; ISEL-V4-NEXT: {{^ +}}VCVTPS2PHYrr{{[ %]}}
;
; LLC-SSE-LABEL: {{^}}uitofp32f:
; LLC-SSE-NEXT: {{^}}MOV32rr{{$}}
; LLC-SSE-NEXT: {{^}}CVTSI642SSrr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @uitofp32f (x86-64): 2 instructions
; ISEL-SSE-NEXT: {{^ +}}MOV32rr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CVTSI642SSrr{{[ %]}}
; LLC-SSE-LABEL: {{^}}uitofp64f:
; LLC-SSE-NEXT: {{^}}TEST64rr{{$}}
; LLC-SSE-NEXT: {{^}}JCC_1{{$}}
; LLC-SSE-NEXT: {{^}}CVTSI642SSrr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; LLC-SSE-NEXT: {{^}}MOV64rr{{$}}
; LLC-SSE-NEXT: {{^}}SHR64r1{{$}}
; LLC-SSE-NEXT: {{^}}AND32ri8{{$}}
; LLC-SSE-NEXT: {{^}}OR64rr{{$}}
; LLC-SSE-NEXT: {{^}}CVTSI642SSrr{{$}}
; LLC-SSE-NEXT: {{^}}ADDSSrr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @uitofp64f (x86-64): 9 instructions
; ISEL-SSE-NEXT: {{^ +}}TEST64rr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}JCC_1{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CVTSI642SSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOV64rr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SHR64r1{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}AND32ri8{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}OR64rr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CVTSI642SSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ADDSSrr{{[ %]}}
; LLC-SSE-LABEL: {{^}}uitofp64d:
; LLC-SSE-NEXT: {{^}}MOV64toPQIrr{{$}}
; LLC-SSE-NEXT: {{^}}PUNPCKLDQrm{{$}}
; LLC-SSE-NEXT: {{^}}SUBPDrm{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPDrr{{$}}
; LLC-SSE-NEXT: {{^}}UNPCKHPDrr{{$}}
; LLC-SSE-NEXT: {{^}}ADDSDrr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @uitofp64d (x86-64): 6 instructions
; ISEL-SSE-NEXT: {{^ +}}MOV64toPQIrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PUNPCKLDQrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SUBPDrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVAPDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}UNPCKHPDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ADDSDrr{{[ %]}}
; LLC-SSE-LABEL: {{^}}fptoui32f:
; LLC-SSE-NEXT: {{^}}CVTTSS2SI64rr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @fptoui32f (x86-64): 1 instructions
; ISEL-SSE-NEXT: {{^ +}}CVTTSS2SI64rr{{[ %]}}
; LLC-SSE-LABEL: {{^}}fptoui64d:
; LLC-SSE-NEXT: {{^}}CVTTSD2SI64rr_Int{{$}}
; LLC-SSE-NEXT: {{^}}MOV64rr{{$}}
; LLC-SSE-NEXT: {{^}}SUBSDrm{{$}}
; LLC-SSE-NEXT: {{^}}CVTTSD2SI64rr_Int{{$}}
; LLC-SSE-NEXT: {{^}}SAR64ri{{$}}
; LLC-SSE-NEXT: {{^}}AND64rr{{$}}
; LLC-SSE-NEXT: {{^}}OR64rr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @fptoui64d (x86-64): 7 instructions
; ISEL-SSE-NEXT: {{^ +}}CVTTSD2SI64rr_Int%r{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOV64rr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SAR64ri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SUBSDrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CVTTSD2SI64rr_Int%r{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}AND64rr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}OR64rr{{[ %]}}
; LLC-SSE-LABEL: {{^}}vuitofp8:
; LLC-SSE-NEXT: {{^}}MOVDQArm{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQArr{{$}}
; LLC-SSE-NEXT: {{^}}PANDrr{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQArm{{$}}
; LLC-SSE-NEXT: {{^}}PORrr{{$}}
; LLC-SSE-NEXT: {{^}}PSRLDri{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQArm{{$}}
; LLC-SSE-NEXT: {{^}}PORrr{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSrm{{$}}
; LLC-SSE-NEXT: {{^}}SUBPSrr{{$}}
; LLC-SSE-NEXT: {{^}}ADDPSrr{{$}}
; LLC-SSE-NEXT: {{^}}PANDrr{{$}}
; LLC-SSE-NEXT: {{^}}PORrr{{$}}
; LLC-SSE-NEXT: {{^}}PSRLDri{{$}}
; LLC-SSE-NEXT: {{^}}PORrr{{$}}
; LLC-SSE-NEXT: {{^}}SUBPSrr{{$}}
; LLC-SSE-NEXT: {{^}}ADDPSrr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @vuitofp8 (x86-64): 14 instructions
; ISEL-SSE-NEXT: {{^ +}}MOVDQArm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PSRLDri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PSRLDri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SUBPSrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SUBPSrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ADDPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ADDPSrr{{[ %]}}
; LLC-SSE-LABEL: {{^}}vfptoui4:
; LLC-SSE-NEXT: {{^}}CVTTPS2DQrr{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQArr{{$}}
; LLC-SSE-NEXT: {{^}}PSRADri{{$}}
; LLC-SSE-NEXT: {{^}}SUBPSrm{{$}}
; LLC-SSE-NEXT: {{^}}CVTTPS2DQrr{{$}}
; LLC-SSE-NEXT: {{^}}PANDrr{{$}}
; LLC-SSE-NEXT: {{^}}PORrr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @vfptoui4 (x86-64): 7 instructions
; ISEL-SSE-NEXT: {{^ +}}CVTTPS2DQrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PSRADri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SUBPSrm{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CVTTPS2DQrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrr{{[ %]}}
; LLC-SSE-LABEL: {{^}}minimumf:
; LLC-SSE-NEXT: {{^}}MOVSS2DIrr{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQArr{{$}}
; LLC-SSE-NEXT: {{^}}TEST32rr{{$}}
; LLC-SSE-NEXT: {{^}}JCC_1{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQArr{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQArr{{$}}
; LLC-SSE-NEXT: {{^}}CMPSSrri{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSrr{{$}}
; LLC-SSE-NEXT: {{^}}ANDPSrr{{$}}
; LLC-SSE-NEXT: {{^}}JCC_1{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQArr{{$}}
; LLC-SSE-NEXT: {{^}}MINSSrr{{$}}
; LLC-SSE-NEXT: {{^}}ANDNPSrr{{$}}
; LLC-SSE-NEXT: {{^}}ORPSrr{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSrr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @minimumf (x86-64): 14 instructions
; ISEL-SSE-NEXT: {{^ +}}MOVSS2DIrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}TEST32rr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}JCC_1{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CMPSSrri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVAPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ANDPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}JCC_1{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MINSSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ANDNPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ORPSrr{{[ %]}}
; LLC-SSE-LABEL: {{^}}vmaximum8:
; LLC-SSE-NEXT: {{^}}PXORrr{{$}}
; LLC-SSE-NEXT: {{^}}PXORrr{{$}}
; LLC-SSE-NEXT: {{^}}PCMPGTDrr{{$}}
; ISEL-SSE-LABEL: @vmaximum8 (x86-64): 34 instructions
; ISEL-SSE-NEXT: {{^ +}}PXORrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PXORrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PCMPGTDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PCMPGTDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDNrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDNrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDNrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDNrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PANDrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}PORrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MAXPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MAXPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVDQArr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CMPPSrri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CMPPSrri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ANDPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ANDPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ANDNPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ANDNPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ORPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ORPSrr{{[ %]}}
; LLC-SSE-LABEL: {{^}}floorf:
; LLC-SSE-NEXT: {{^}}JMP_1{{$}}
; ISEL-SSE: @floorf (x86-64): unsupported: isel: %r = call llvm.floor float (float) is a call to the runtime library (floorf and kin)
; LLC-SSE-LABEL: {{^}}vfloor:
; LLC-SSE-NEXT: {{^}}SUB64ri8{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSmr{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSmr{{$}}
; ISEL-SSE: @vfloor (x86-64): unsupported: isel: %r = call llvm.floor <8 x float> (<8 x float>) is a call to the runtime library (floorf and kin)
; LLC-SSE-LABEL: {{^}}roundf:
; LLC-SSE-NEXT: {{^}}JMP_1{{$}}
; ISEL-SSE: @roundf (x86-64): unsupported: isel: %r = call llvm.round float (float) is a call to the runtime library (floorf and kin)
; LLC-SSE-LABEL: {{^}}roundd:
; LLC-SSE-NEXT: {{^}}JMP_1{{$}}
; ISEL-SSE: @roundd (x86-64): unsupported: isel: %r = call llvm.round double (double) is a call to the runtime library (floorf and kin)
; LLC-SSE-LABEL: {{^}}fremf:
; LLC-SSE-NEXT: {{^}}JMP_1{{$}}
; ISEL-SSE: @fremf (x86-64): unsupported: isel: %r = frem float (float, float) is a call to the runtime library (fmod)
; LLC-SSE-LABEL: {{^}}hadd:
; LLC-SSE-NEXT: {{^}}PUSH64r{{$}}
; LLC-SSE-NEXT: {{^}}MOVSSmr{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSrr{{$}}
; LLC-SSE-NEXT: {{^}}CALL64pcrel32{{$}}
; LLC-SSE-NEXT: {{^}}MOVSSmr{{$}}
; LLC-SSE-NEXT: {{^}}MOVSSrm{{$}}
; LLC-SSE-NEXT: {{^}}CALL64pcrel32{{$}}
; LLC-SSE-NEXT: {{^}}ADDSSrm{{$}}
; LLC-SSE-NEXT: {{^}}CALL64pcrel32{{$}}
; LLC-SSE-NEXT: {{^}}POP64r{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE: @hadd (x86-64): unsupported: isel: %r = fadd half (half, half) is a call to the runtime library (__extendhfsf2/__truncsfhf2)
; LLC-SSE-LABEL: {{^}}vhadd:
; LLC-SSE-NEXT: {{^}}SUB64ri8{{$}}
; LLC-SSE-NEXT: {{^}}MOVDQAmr{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSmr{{$}}
; ISEL-SSE: @vhadd (x86-64): unsupported: isel: %r = fadd <8 x half> (<8 x half>, <8 x half>) is a call to the runtime library (__extendhfsf2/__truncsfhf2)
; LLC-SSE-LABEL: {{^}}badd:
; LLC-SSE-NEXT: {{^}}PUSH64r{{$}}
; LLC-SSE-NEXT: {{^}}PEXTRWrr{{$}}
; LLC-SSE-NEXT: {{^}}PEXTRWrr{{$}}
; LLC-SSE-NEXT: {{^}}SHL32ri{{$}}
; LLC-SSE-NEXT: {{^}}MOVDI2SSrr{{$}}
; LLC-SSE-NEXT: {{^}}SHL32ri{{$}}
; LLC-SSE-NEXT: {{^}}MOVDI2SSrr{{$}}
; LLC-SSE-NEXT: {{^}}ADDSSrr{{$}}
; LLC-SSE-NEXT: {{^}}CALL64pcrel32{{$}}
; LLC-SSE-NEXT: {{^}}POP64r{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE: @badd (x86-64): unsupported: isel: %r = fadd bfloat (bfloat, bfloat) is a call to the runtime library (__truncsfbf2)
; LLC-SSE-LABEL: {{^}}oeq:
; LLC-SSE-NEXT: {{^}}CMPSSrri{{$}}
; LLC-SSE-NEXT: {{^}}MOVSS2DIrr{{$}}
; LLC-SSE-NEXT: {{^}}AND32ri8{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @oeq (x86-64): 3 instructions
; ISEL-SSE-NEXT: {{^ +}}CMPSSrri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVSS2DIrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}AND32ri8{{[ %]}}
; LLC-SSE-LABEL: {{^}}une:
; LLC-SSE-NEXT: {{^}}CMPSDrri{{$}}
; LLC-SSE-NEXT: {{^}}MOVSDto64rr{{$}}
; LLC-SSE-NEXT: {{^}}AND32ri8{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @une (x86-64): 3 instructions
; ISEL-SSE-NEXT: {{^ +}}CMPSDrri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}MOVSDto64rr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}AND32ri8{{[ %]}}
; LLC-SSE-LABEL: {{^}}seloeq:
; LLC-SSE-NEXT: {{^}}MOV32rr{{$}}
; LLC-SSE-NEXT: {{^}}UCOMISSrr{{$}}
; LLC-SSE-NEXT: {{^}}CMOV32rr{{$}}
; LLC-SSE-NEXT: {{^}}CMOV32rr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @seloeq (x86-64): 4 instructions
; ISEL-SSE-NEXT: {{^ +}}UCOMISSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SETCCr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}SETCCr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}CMOV32rr{{[ %]}}
; LLC-SSE-LABEL: {{^}}selfcmpoeq:
; LLC-SSE-NEXT: {{^}}CMPSSrri{{$}}
; LLC-SSE-NEXT: {{^}}ANDPSrr{{$}}
; LLC-SSE-NEXT: {{^}}ANDNPSrr{{$}}
; LLC-SSE-NEXT: {{^}}ORPSrr{{$}}
; LLC-SSE-NEXT: {{^}}RET64{{$}}
; ISEL-SSE-LABEL: @selfcmpoeq (x86-64): 4 instructions
; ISEL-SSE-NEXT: {{^ +}}CMPSSrri{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ANDPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ANDNPSrr{{[ %]}}
; ISEL-SSE-NEXT: {{^ +}}ORPSrr{{[ %]}}
; LLC-SSE-LABEL: {{^}}hext:
; LLC-SSE-NEXT: {{^}}JMP_1{{$}}
; ISEL-SSE: @hext (x86-64): unsupported: isel: %r = fpext float (half) is a call to the runtime library (__extendhfsf2/__truncsfhf2)
; LLC-SSE-LABEL: {{^}}vhtrunc:
; LLC-SSE-NEXT: {{^}}SUB64ri8{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSmr{{$}}
; LLC-SSE-NEXT: {{^}}MOVAPSmr{{$}}
; ISEL-SSE: @vhtrunc (x86-64): unsupported: isel: %r = fptrunc <8 x half> (<8 x float>) is a call to the runtime library (__extendhfsf2/__truncsfhf2)
;
