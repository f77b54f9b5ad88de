; psad.bw sums |a - b| over each group of 8 bytes into an i64; summing in i8 is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:

declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.umin.v16i8(<16 x i8>, <16 x i8>)
declare i64 @llvm.vector.reduce.add.v8i64(<8 x i64>)
declare i8 @llvm.vector.reduce.add.v8i8(<8 x i8>)

define <2 x i64> @src(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %a, <16 x i8> %b)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %hi = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %a, <16 x i8> %b)
  %lo = call <16 x i8> @llvm.umin.v16i8(<16 x i8> %a, <16 x i8> %b)
  %d = sub <16 x i8> %hi, %lo
  %w = zext <16 x i8> %d to <16 x i64>
  %w0 = shufflevector <16 x i64> %w, <16 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %w1 = shufflevector <16 x i64> %w, <16 x i64> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %s0 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %w0)
  %s1 = call i64 @llvm.vector.reduce.add.v8i64(<8 x i64> %w1)
  %r0 = insertelement <2 x i64> poison, i64 %s0, i64 0
  %r = insertelement <2 x i64> %r0, i64 %s1, i64 1
  ret <2 x i64> %r
}

define <2 x i64> @src2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %a, <16 x i8> %b)
  ret <2 x i64> %r
}

define <2 x i64> @tgt2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %hi = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %a, <16 x i8> %b)
  %lo = call <16 x i8> @llvm.umin.v16i8(<16 x i8> %a, <16 x i8> %b)
  %d = sub <16 x i8> %hi, %lo
  %d0 = shufflevector <16 x i8> %d, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %d1 = shufflevector <16 x i8> %d, <16 x i8> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %s0 = call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %d0)
  %s1 = call i8 @llvm.vector.reduce.add.v8i8(<8 x i8> %d1)
  %z0 = zext i8 %s0 to i64
  %z1 = zext i8 %s1 to i64
  %r0 = insertelement <2 x i64> poison, i64 %z0, i64 0
  %r = insertelement <2 x i64> %r0, i64 %z1, i64 1
  ret <2 x i64> %r
}
