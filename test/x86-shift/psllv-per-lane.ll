; psllv shifts each lane by its own count and gives 0 past the width; with counts known to be
; in range it is a plain shl; with unknown counts it is not (shl would be poison).
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source

declare <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32>, <4 x i32>)

define <4 x i32> @src(<4 x i32> %v, <4 x i32> %c) {
  %m = and <4 x i32> %c, <i32 31, i32 31, i32 31, i32 31>
  %r = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %v, <4 x i32> %m)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> %v, <4 x i32> %c) {
  %m = and <4 x i32> %c, <i32 31, i32 31, i32 31, i32 31>
  %r = shl <4 x i32> %v, %m
  ret <4 x i32> %r
}

define <4 x i32> @src2(<4 x i32> %v, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.x86.avx2.psllv.d(<4 x i32> %v, <4 x i32> %c)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> %v, <4 x i32> %c) {
  %r = shl <4 x i32> %v, %c
  ret <4 x i32> %r
}
