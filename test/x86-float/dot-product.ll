; dpps: the products imm[7:4] selects (else +0), summed pairwise, in the lanes imm[3:0]
; selects (else +0). Masking a broadcast lane is zeroing it; the operands do not commute (two NaN
; products give the first operand's NaN); a single product is not the plain fmul (-0 * x plus the
; +0 of a masked product is +0). Where two NaNs meet in the sum, which one a lane gets is a choice,
; lane by lane: processors differ (one gives the upper lanes the other NaN), so all four lanes
; are not one value broadcast (src4/tgt4 is incorrect: NaNs in a0 and a3 give lane 0 one and lane 3
; the other on such a processor), while one lane broadcast refines the four (src5/tgt5).
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

declare <4 x float> @llvm.x86.sse41.dpps(<4 x float>, <4 x float>, i8)

define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 -15)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %b) {
  %all = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 -1)
  %r = shufflevector <4 x float> %all, <4 x float> zeroinitializer, <4 x i32> <i32 0, i32 4, i32 4, i32 4>
  ret <4 x float> %r
}

define <4 x float> @src2(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 17)
  ret <4 x float> %r
}

define <4 x float> @tgt2(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %b, <4 x float> %a, i8 17)
  ret <4 x float> %r
}

define <4 x float> @src3(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 17)
  ret <4 x float> %r
}

define <4 x float> @tgt3(<4 x float> noundef %a, <4 x float> noundef %b) {
  %a0 = extractelement <4 x float> %a, i64 0
  %b0 = extractelement <4 x float> %b, i64 0
  %p = fmul float %a0, %b0
  %r = insertelement <4 x float> zeroinitializer, float %p, i64 0
  ret <4 x float> %r
}

define <4 x float> @src4(<4 x float> noundef %a, <4 x float> noundef %b) {
  %one = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 -15)
  %r = shufflevector <4 x float> %one, <4 x float> poison, <4 x i32> zeroinitializer
  ret <4 x float> %r
}

define <4 x float> @tgt4(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 -1)
  ret <4 x float> %r
}

define <4 x float> @src5(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 -1)
  ret <4 x float> %r
}

define <4 x float> @tgt5(<4 x float> noundef %a, <4 x float> noundef %b) {
  %one = call <4 x float> @llvm.x86.sse41.dpps(<4 x float> %a, <4 x float> %b, i8 -15)
  %r = shufflevector <4 x float> %one, <4 x float> poison, <4 x i32> zeroinitializer
  ret <4 x float> %r
}
