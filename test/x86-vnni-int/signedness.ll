; The source signedness matters: vpdpbsud (s8 x u8) is not vpdpbssd (s8 x s8), and the
; unsigned-saturating vpdpbuuds is not the signed-saturating vpdpbsuds.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

define <4 x i32> @src(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.avx2.vpdpbsud.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.avx2.vpdpbssd.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @src2(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.avx2.vpdpbuuds.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.x86.avx2.vpdpbsuds.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx2.vpdpbsud.128(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx2.vpdpbssd.128(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx2.vpdpbuuds.128(<4 x i32>, <4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.x86.avx2.vpdpbsuds.128(<4 x i32>, <4 x i32>, <4 x i32>)
