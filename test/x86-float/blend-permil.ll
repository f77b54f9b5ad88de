; blendvps picks b where the mask lane's sign bit is set: a signed integer compare of its bits,
; not an fcmp olt 0.0 (-0.0 and negative NaNs have the bit set). vpermilvar.pd picks by bit 1 of
; each index: a constant index <2, 0> swaps the lanes, bit 0 alone does nothing.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Value mismatch

declare <4 x float> @llvm.x86.sse41.blendvps(<4 x float>, <4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.avx.vpermilvar.pd(<2 x double>, <2 x i64>)

define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %b, <4 x float> noundef %m) {
  %r = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> %a, <4 x float> %b, <4 x float> %m)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %b, <4 x float> noundef %m) {
  %bits = bitcast <4 x float> %m to <4 x i32>
  %c = icmp slt <4 x i32> %bits, zeroinitializer
  %r = select <4 x i1> %c, <4 x float> %b, <4 x float> %a
  ret <4 x float> %r
}

define <4 x float> @src2(<4 x float> noundef %a, <4 x float> noundef %b, <4 x float> noundef %m) {
  %r = call <4 x float> @llvm.x86.sse41.blendvps(<4 x float> %a, <4 x float> %b, <4 x float> %m)
  ret <4 x float> %r
}

define <4 x float> @tgt2(<4 x float> noundef %a, <4 x float> noundef %b, <4 x float> noundef %m) {
  %c = fcmp olt <4 x float> %m, zeroinitializer
  %r = select <4 x i1> %c, <4 x float> %b, <4 x float> %a
  ret <4 x float> %r
}

define <2 x double> @src3(<2 x double> noundef %a) {
  %r = call <2 x double> @llvm.x86.avx.vpermilvar.pd(<2 x double> %a, <2 x i64> <i64 2, i64 0>)
  ret <2 x double> %r
}

define <2 x double> @tgt3(<2 x double> noundef %a) {
  %r = shufflevector <2 x double> %a, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %r
}

define <2 x double> @src4(<2 x double> noundef %a) {
  %r = call <2 x double> @llvm.x86.avx.vpermilvar.pd(<2 x double> %a, <2 x i64> <i64 1, i64 0>)
  ret <2 x double> %r
}

define <2 x double> @tgt4(<2 x double> noundef %a) {
  %r = shufflevector <2 x double> %a, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %r
}
