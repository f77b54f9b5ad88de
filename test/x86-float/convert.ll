; cvttps2dq is fptosi where fptosi is defined, and 0x80000000 ("integer indefinite") where it is
; poison (NaN, out of range): fptosi lowers to it, the reverse is incorrect (tgt more poisonous),
; and fptosi.sat differs (it saturates, NaN gives 0). cvtps2dq rounds to nearest even first:
; it is lrint-like, not a truncation.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src4 => @tgt4
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src5 => @tgt5
; CHECK-NEXT: incorrect: Value mismatch

declare <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float>)
declare <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float>)
declare <4 x i32> @llvm.fptosi.sat.v4i32.v4f32(<4 x float>)
declare <4 x float> @llvm.roundeven.v4f32(<4 x float>)

define <4 x i32> @src(<4 x float> noundef %a) {
  %r = fptosi <4 x float> %a to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x float> noundef %a) {
  %r = call <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float> %a)
  ret <4 x i32> %r
}

define <4 x i32> @src2(<4 x float> noundef %a) {
  %r = call <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float> %a)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x float> noundef %a) {
  %r = fptosi <4 x float> %a to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @src3(<4 x float> noundef %a) {
  %r = call <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float> %a)
  ret <4 x i32> %r
}

define <4 x i32> @tgt3(<4 x float> noundef %a) {
  %r = call <4 x i32> @llvm.fptosi.sat.v4i32.v4f32(<4 x float> %a)
  ret <4 x i32> %r
}

define <4 x i32> @src4(<4 x float> noundef %a) {
  %e = call <4 x float> @llvm.roundeven.v4f32(<4 x float> %a)
  %r = fptosi <4 x float> %e to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @tgt4(<4 x float> noundef %a) {
  %r = call <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float> %a)
  ret <4 x i32> %r
}

define <4 x i32> @src5(<4 x float> noundef %a) {
  %r = call <4 x i32> @llvm.x86.sse2.cvtps2dq(<4 x float> %a)
  ret <4 x i32> %r
}

define <4 x i32> @tgt5(<4 x float> noundef %a) {
  %r = call <4 x i32> @llvm.x86.sse2.cvttps2dq(<4 x float> %a)
  ret <4 x i32> %r
}
