; mask.min.ss.round (rounding control 4 and 8) is sse.min.ss with lane 0 merged under mask bit 0.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x float> @llvm.x86.avx512.mask.min.ss.round(<4 x float>, <4 x float>, <4 x float>, i8, i32)
declare <4 x float> @llvm.x86.sse.min.ss(<4 x float>, <4 x float>)

define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %b, <4 x float> noundef %p, i8 noundef %k) {
  %r = call <4 x float> @llvm.x86.avx512.mask.min.ss.round(<4 x float> %a, <4 x float> %b, <4 x float> %p, i8 %k, i32 4)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %b, <4 x float> noundef %p, i8 noundef %k) {
  %r = call <4 x float> @llvm.x86.sse.min.ss(<4 x float> %a, <4 x float> %b)
  %k0 = trunc i8 %k to i1
  %l0 = extractelement <4 x float> %r, i64 0
  %p0 = extractelement <4 x float> %p, i64 0
  %s0 = select i1 %k0, float %l0, float %p0
  %s = insertelement <4 x float> %r, float %s0, i64 0
  ret <4 x float> %s
}

define <4 x float> @src2(<4 x float> noundef %a, <4 x float> noundef %b, <4 x float> noundef %p, i8 noundef %k) {
  %r = call <4 x float> @llvm.x86.avx512.mask.min.ss.round(<4 x float> %a, <4 x float> %b, <4 x float> %p, i8 %k, i32 8)
  ret <4 x float> %r
}

define <4 x float> @tgt2(<4 x float> noundef %a, <4 x float> noundef %b, <4 x float> noundef %p, i8 noundef %k) {
  %r = call <4 x float> @llvm.x86.sse.min.ss(<4 x float> %a, <4 x float> %b)
  %k0 = trunc i8 %k to i1
  %l0 = extractelement <4 x float> %r, i64 0
  %p0 = extractelement <4 x float> %p, i64 0
  %s0 = select i1 %k0, float %l0, float %p0
  %s = insertelement <4 x float> %r, float %s0, i64 0
  ret <4 x float> %s
}
