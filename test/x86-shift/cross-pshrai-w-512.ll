; 512-bit psrai.w is two 256-bit avx2 immediate shifts.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <32 x i16> @src(<32 x i16> %v, i32 %c) {
  %r = call <32 x i16> @llvm.x86.avx512.psrai.w.512(<32 x i16> %v, i32 %c)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> %v, i32 %c) {
  %lo = shufflevector <32 x i16> %v, <32 x i16> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %hi = shufflevector <32 x i16> %v, <32 x i16> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %rl = call <16 x i16> @llvm.x86.avx2.psrai.w(<16 x i16> %lo, i32 %c)
  %rh = call <16 x i16> @llvm.x86.avx2.psrai.w(<16 x i16> %hi, i32 %c)
  %r = shufflevector <16 x i16> %rl, <16 x i16> %rh, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.psrai.w.512(<32 x i16>, i32)
declare <16 x i16> @llvm.x86.avx2.psrai.w(<16 x i16>, i32)
