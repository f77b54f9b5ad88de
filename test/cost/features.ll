; CPU features gate patterns per CPU: x86-64 (SSE2, no BMI) shifts by CL and splits a 256-bit
; add into two PADDD; x86-64-v3 (AVX2, BMI2) uses SHLX and one VPADDD ymm. A signed dword minimum
; is PMINSD from SSE4.1 on, a compare-and-blend on plain SSE2. An AVX2 intrinsic on x86-64 has
; no cover (exit 3).
; RUN: %theseus isel --mcpu x86-64 --func shl --func add256 --func smin %s | FileCheck %s --check-prefix=BASE
; RUN: %theseus isel --mcpu x86-64-v3 --func shl --func add256 --func smin %s | FileCheck %s --check-prefix=V3
; RUN: %expect-exit 3 %theseus isel --mcpu x86-64 --func avx2row %s | FileCheck %s --check-prefix=ROW

define i32 @shl(i32 %a, i32 %b) {
  %r = shl i32 %a, %b
  ret i32 %r
}

define <8 x i32> @add256(<8 x i32> %a, <8 x i32> %b) {
  %r = add <8 x i32> %a, %b
  ret <8 x i32> %r
}

define <4 x i32> @smin(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <8 x i32> @avx2row(<8 x i32> %a, <8 x i32> %b) {
  %r = call <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %r
}

declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>)
declare <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32>, <8 x i32>)

; BASE: @shl (x86-64): 2 instructions, uops 4, rthroughput 1.5, latency 4
; BASE-NEXT:   MOV32rr         %r = shl.cl(%a, %b)          uops 1 lat 1 rthru 0.333333  ; without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL
; BASE-NEXT:   SHL32rCL        %r = shl.cl(%a, %b)          uops 3 lat 3 rthru 1.5  ; without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL
; BASE-NEXT: @add256 (x86-64): 2 instructions, uops 2, rthroughput 1, latency 1
; BASE-NEXT:   PADDDrr         %r = padd(%a, %b)            uops 1 lat 1 rthru 0.5  ; lane-wise add
; BASE-NEXT:   PADDDrr         %r = padd(%a, %b)            uops 1 lat 1 rthru 0.5  ; lane-wise add
; BASE-NEXT: @smin (x86-64): 4 instructions, uops 4, rthroughput 1.33333, latency 4
; BASE-NEXT:   PCMPGTDrr       %r = smin.sse2(%a, %b)       uops 1 lat 1 rthru 0.5  ; without PMINS: compare, then blend by and/andn/or
; BASE-NEXT:   PANDrr          %r = smin.sse2(%a, %b)       uops 1 lat 1 rthru 0.333333  ; without PMINS: compare, then blend by and/andn/or
; BASE-NEXT:   PANDNrr         %r = smin.sse2(%a, %b)       uops 1 lat 1 rthru 0.333333  ; without PMINS: compare, then blend by and/andn/or
; BASE-NEXT:   PORrr           %r = smin.sse2(%a, %b)       uops 1 lat 1 rthru 0.333333  ; without PMINS: compare, then blend by and/andn/or
; V3: @shl (x86-64-v3): 1 instructions, uops 1, rthroughput 0.5, latency 1
; V3-NEXT:   SHLX32rr        %r = shlx(%a, %b)            uops 1 lat 1 rthru 0.5  ; BMI2 shift by a register, no CL constraint
; V3-NEXT: @add256 (x86-64-v3): 1 instructions, uops 1, rthroughput 0.5, latency 1
; V3-NEXT:   VPADDDYrr       %r = padd(%a, %b)            uops 1 lat 1 rthru 0.5  ; lane-wise add
; V3-NEXT: @smin (x86-64-v3): 1 instructions, uops 1, rthroughput 0.5, latency 1
; V3-NEXT:   VPMINSDrr       %r = pmins(%a, %b)           uops 1 lat 1 rthru 0.5  ; lane-wise signed minimum
; ROW: @avx2row (x86-64): unsupported: isel: @llvm.x86.avx2.psllv.d.256 needs the CPU feature avx2, which this CPU lacks
