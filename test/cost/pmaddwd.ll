; pmaddwd as the intrinsic and as generic IR (sext, mul, even and odd lanes, add) select the same
; instruction and cost the same under isel; TTI prices the generic form far higher.
; RUN: %theseus cost %s | FileCheck %s --check-prefix=ISEL
; RUN: %theseus cost --model tti %s | FileCheck %s --check-prefix=TTI
; RUN: %theseus cost --model mca %s | FileCheck %s --check-prefix=MCA

define <4 x i32> @intrinsic(<8 x i16> %a, <8 x i16> %b) {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> %b)
  ret <4 x i32> %r
}

define <4 x i32> @generic(<8 x i16> %a, <8 x i16> %b) {
  %a32 = sext <8 x i16> %a to <8 x i32>
  %b32 = sext <8 x i16> %b to <8 x i32>
  %m = mul nsw <8 x i32> %a32, %b32
  %e = shufflevector <8 x i32> %m, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %o = shufflevector <8 x i32> %m, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = add <4 x i32> %e, %o
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)

; ISEL: @intrinsic: isel x86-64-v3 cost 1 (uops 1, rthroughput 1, latency 5, instructions 1)
; ISEL-NEXT: @generic: isel x86-64-v3 cost 1 (uops 1, rthroughput 1, latency 5, instructions 1)
; TTI: @intrinsic: tti x86-64-v3 cost 1 (instructions 1)
; TTI-NEXT: @generic: tti x86-64-v3 cost 9 (instructions 6)
; MCA: @intrinsic: mca x86-64-v3 cost 1 (uops 1, rthroughput 1, cycles 8, instructions 1)
; MCA-NEXT: @generic: mca x86-64-v3 cost 1 (uops 1, rthroughput 1, cycles 8, instructions 1)
