; 512-bit pslli.q is two 256-bit avx2 immediate shifts.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <8 x i64> @src(<8 x i64> %v, i32 %c) {
  %r = call <8 x i64> @llvm.x86.avx512.pslli.q.512(<8 x i64> %v, i32 %c)
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> %v, i32 %c) {
  %lo = shufflevector <8 x i64> %v, <8 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %hi = shufflevector <8 x i64> %v, <8 x i64> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %rl = call <4 x i64> @llvm.x86.avx2.pslli.q(<4 x i64> %lo, i32 %c)
  %rh = call <4 x i64> @llvm.x86.avx2.pslli.q(<4 x i64> %hi, i32 %c)
  %r = shufflevector <4 x i64> %rl, <4 x i64> %rh, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i64> %r
}

declare <8 x i64> @llvm.x86.avx512.pslli.q.512(<8 x i64>, i32)
declare <4 x i64> @llvm.x86.avx2.pslli.q(<4 x i64>, i32)
