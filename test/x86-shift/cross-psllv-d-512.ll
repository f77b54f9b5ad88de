; 512-bit psllv.d is two 256-bit avx2 per-lane shifts.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <16 x i32> @src(<16 x i32> %v, <16 x i32> %c) {
  %r = call <16 x i32> @llvm.x86.avx512.psllv.d.512(<16 x i32> %v, <16 x i32> %c)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> %v, <16 x i32> %c) {
  %lo = shufflevector <16 x i32> %v, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %hi = shufflevector <16 x i32> %v, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %clo = shufflevector <16 x i32> %c, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %chi = shufflevector <16 x i32> %c, <16 x i32> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %rl = call <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32> %lo, <8 x i32> %clo)
  %rh = call <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32> %hi, <8 x i32> %chi)
  %r = shufflevector <8 x i32> %rl, <8 x i32> %rh, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i32> %r
}

declare <16 x i32> @llvm.x86.avx512.psllv.d.512(<16 x i32>, <16 x i32>)
declare <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32>, <8 x i32>)
