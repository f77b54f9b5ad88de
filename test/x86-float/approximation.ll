; rcpps and rsqrtps are approximations within 1.5 * 2^-12 whose exact values differ between
; implementations: rcp(x) is the same in src and tgt, but no proof may rely on its exact value:
; not 1/x, not 1.0 for rcp(1.0), not an exact fmul identity. A special operand's result is
; exact: rcp(+inf) is +0, rsqrt(-1) is the default NaN.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src5 => @tgt5
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src6 => @tgt6
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x float> @llvm.x86.sse.rcp.ps(<4 x float>)
declare <4 x float> @llvm.x86.sse.rcp.ss(<4 x float>)
declare <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float>)

define <4 x float> @src(<4 x float> noundef %a) {
  %r = call <4 x float> @llvm.x86.sse.rcp.ss(<4 x float> %a)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a) {
  %p = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> %a)
  %r = shufflevector <4 x float> %p, <4 x float> %a, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  ret <4 x float> %r
}

define <4 x float> @src2() {
  %r = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> <float 2.0, float 3.0, float 5.0, float 7.0>)
  ret <4 x float> %r
}

define <4 x float> @tgt2() {
  %r = fdiv <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>, <float 2.0, float 3.0, float 5.0, float 7.0>
  ret <4 x float> %r
}

define <4 x float> @src3() {
  %r = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>)
  ret <4 x float> %r
}

define <4 x float> @tgt3() {
  ret <4 x float> <float 1.0, float 1.0, float 1.0, float 1.0>
}

define i1 @src4(float noundef %x) {
  %v = insertelement <4 x float> poison, float %x, i64 0
  %r = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> %v)
  %r0 = extractelement <4 x float> %r, i64 0
  %p = fmul float %r0, %x
  %c = fcmp oeq float %p, 1.0
  ret i1 %c
}

define i1 @tgt4(float noundef %x) {
  %c = fcmp oeq float %x, 1.0
  ret i1 %c
}

define <4 x float> @src5() {
  %r = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> <float 0x7FF0000000000000, float 0.0, float -0.0, float 0x7FF0000000000000>)
  ret <4 x float> %r
}

define <4 x float> @tgt5() {
  ret <4 x float> <float 0.0, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0.0>
}

define <4 x float> @src6() {
  %r = call <4 x float> @llvm.x86.sse.rsqrt.ps(<4 x float> <float -1.0, float 0x7FF0000000000000, float -1.0, float -1.0>)
  ret <4 x float> %r
}

define <4 x float> @tgt6() {
  ret <4 x float> <float 0xFFF8000000000000, float 0.0, float 0xFFF8000000000000, float 0xFFF8000000000000>
}
