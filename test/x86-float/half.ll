; vcvtps2ph with imm 4 (MXCSR's rounding, nearest even) is fptrunc to half (lowering is correct:
; x86 keeps a NaN's top payload bits and quiets it, one of the NaNs fptrunc may give); the
; 128-bit form zeroes the upper four lanes. Imm 3 truncates: not fptrunc. A lane of vcvtph2ps.512
; with an all-ones mask is fpext (one lane: LLVM's NaN choices stay few enough to expand).
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float>, i32)
declare <16 x float> @llvm.x86.avx512.mask.vcvtph2ps.512(<16 x i16>, <16 x float>, i16, i32)

define <8 x i16> @src(<4 x float> noundef %a) {
  %h = fptrunc <4 x float> %a to <4 x half>
  %b = bitcast <4 x half> %h to <4 x i16>
  %r = shufflevector <4 x i16> %b, <4 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<4 x float> noundef %a) {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> %a, i32 4)
  ret <8 x i16> %r
}

define <8 x i16> @src2(<4 x float> noundef %a) {
  %h = fptrunc <4 x float> %a to <4 x half>
  %b = bitcast <4 x half> %h to <4 x i16>
  %r = shufflevector <4 x i16> %b, <4 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<4 x float> noundef %a) {
  %r = call <8 x i16> @llvm.x86.vcvtps2ph.128(<4 x float> %a, i32 3)
  ret <8 x i16> %r
}

define float @src3(<16 x i16> noundef %a) {
  %h = bitcast <16 x i16> %a to <16 x half>
  %h5 = extractelement <16 x half> %h, i64 5
  %r = fpext half %h5 to float
  ret float %r
}

define float @tgt3(<16 x i16> noundef %a) {
  %v = call <16 x float> @llvm.x86.avx512.mask.vcvtph2ps.512(<16 x i16> %a, <16 x float> poison, i16 -1, i32 4)
  %r = extractelement <16 x float> %v, i64 5
  ret float %r
}
