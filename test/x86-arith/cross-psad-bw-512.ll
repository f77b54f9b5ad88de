; The 512-bit psad.bw is 4 sse2 calls on the 128-bit parts.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>)
declare <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8>, <64 x i8>)

define <8 x i64> @src(<64 x i8> noundef %a, <64 x i8> noundef %b) {
  %t1 = call <8 x i64> @llvm.x86.avx512.psad.bw.512(<64 x i8> %a, <64 x i8> %b)
  ret <8 x i64> %t1
}

define <8 x i64> @tgt(<64 x i8> noundef %a, <64 x i8> noundef %b) {
  %t1 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t2 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t3 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  %t4 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t5 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t6 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t7 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  %t8 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t9 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %t1, <16 x i8> %t5)
  %t10 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %t2, <16 x i8> %t6)
  %t11 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %t3, <16 x i8> %t7)
  %t12 = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> %t4, <16 x i8> %t8)
  %t13 = shufflevector <2 x i64> %t9, <2 x i64> %t10, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t14 = shufflevector <2 x i64> %t11, <2 x i64> %t12, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t15 = shufflevector <4 x i64> %t13, <4 x i64> %t14, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i64> %t15
}
