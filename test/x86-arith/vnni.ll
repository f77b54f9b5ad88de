; VNNI: vpdpbusd adds four u8 x s8 products per i32 lane to the accumulator, wrapping;
; vpdpwssds adds two s16 x s16 products with one signed saturation of the exact sum, so
; saturating after each product is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:

declare <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx512.vpdpwssds.128(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i64> @llvm.smin.v4i64(<4 x i64>, <4 x i64>)
declare <4 x i64> @llvm.smax.v4i64(<4 x i64>, <4 x i64>)
declare <4 x i32> @llvm.sadd.sat.v4i32(<4 x i32>, <4 x i32>)

define <4 x i32> @src(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b) {
  %ab = bitcast <4 x i32> %a to <16 x i8>
  %bb = bitcast <4 x i32> %b to <16 x i8>
  %wa = zext <16 x i8> %ab to <16 x i16>
  %wb = sext <16 x i8> %bb to <16 x i16>
  %p = mul <16 x i16> %wa, %wb
  %w = sext <16 x i16> %p to <16 x i32>
  %p0 = shufflevector <16 x i32> %w, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %p1 = shufflevector <16 x i32> %w, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %p2 = shufflevector <16 x i32> %w, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %p3 = shufflevector <16 x i32> %w, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %s0 = add <4 x i32> %acc, %p0
  %s1 = add <4 x i32> %s0, %p1
  %s2 = add <4 x i32> %s1, %p2
  %r = add <4 x i32> %s2, %p3
  ret <4 x i32> %r
}

define <4 x i32> @src2(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpdpwssds.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b) {
  %ab = bitcast <4 x i32> %a to <8 x i16>
  %bb = bitcast <4 x i32> %b to <8 x i16>
  %wa = sext <8 x i16> %ab to <8 x i32>
  %wb = sext <8 x i16> %bb to <8 x i32>
  %p = mul <8 x i32> %wa, %wb
  %w = sext <8 x i32> %p to <8 x i64>
  %p0 = shufflevector <8 x i64> %w, <8 x i64> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %p1 = shufflevector <8 x i64> %w, <8 x i64> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %wacc = sext <4 x i32> %acc to <4 x i64>
  %s0 = add <4 x i64> %wacc, %p0
  %s = add <4 x i64> %s0, %p1
  %lo = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %s, <4 x i64> <i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648>)
  %c = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %lo, <4 x i64> <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>)
  %r = trunc <4 x i64> %c to <4 x i32>
  ret <4 x i32> %r
}

define <4 x i32> @src3(<4 x i32> noundef %acc, <4 x i32> noundef %a) {
  %r = call <4 x i32> @llvm.x86.avx512.vpdpwssds.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>)
  ret <4 x i32> %r
}

define <4 x i32> @tgt3(<4 x i32> noundef %acc, <4 x i32> noundef %a) {
  %ab = bitcast <4 x i32> %a to <8 x i16>
  %wa = sext <8 x i16> %ab to <8 x i32>
  %p = sub <8 x i32> zeroinitializer, %wa
  %p0 = shufflevector <8 x i32> %p, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %p1 = shufflevector <8 x i32> %p, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %s0 = call <4 x i32> @llvm.sadd.sat.v4i32(<4 x i32> %acc, <4 x i32> %p0)
  %r = call <4 x i32> @llvm.sadd.sat.v4i32(<4 x i32> %s0, <4 x i32> %p1)
  ret <4 x i32> %r
}
