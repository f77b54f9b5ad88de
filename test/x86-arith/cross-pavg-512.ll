; The 512-bit pavg.b/w are 4 sse2 pavg calls on the 128-bit parts.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)
declare <32 x i16> @llvm.x86.avx512.pavg.w.512(<32 x i16>, <32 x i16>)
declare <64 x i8> @llvm.x86.avx512.pavg.b.512(<64 x i8>, <64 x i8>)
declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>)

define <64 x i8> @src(<64 x i8> noundef %a, <64 x i8> noundef %b) {
  %t1 = call <64 x i8> @llvm.x86.avx512.pavg.b.512(<64 x i8> %a, <64 x i8> %b)
  ret <64 x i8> %t1
}

define <64 x i8> @tgt(<64 x i8> noundef %a, <64 x i8> noundef %b) {
  %t1 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t2 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t3 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  %t4 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t5 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t6 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t7 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  %t8 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t9 = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %t1, <16 x i8> %t5)
  %t10 = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %t2, <16 x i8> %t6)
  %t11 = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %t3, <16 x i8> %t7)
  %t12 = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %t4, <16 x i8> %t8)
  %t13 = shufflevector <16 x i8> %t9, <16 x i8> %t10, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t14 = shufflevector <16 x i8> %t11, <16 x i8> %t12, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t15 = shufflevector <32 x i8> %t13, <32 x i8> %t14, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  ret <64 x i8> %t15
}

define <32 x i16> @src2(<32 x i16> noundef %a, <32 x i16> noundef %b) {
  %t1 = call <32 x i16> @llvm.x86.avx512.pavg.w.512(<32 x i16> %a, <32 x i16> %b)
  ret <32 x i16> %t1
}

define <32 x i16> @tgt2(<32 x i16> noundef %a, <32 x i16> noundef %b) {
  %t1 = shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t2 = shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t3 = shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %t4 = shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t5 = shufflevector <32 x i16> %b, <32 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t6 = shufflevector <32 x i16> %b, <32 x i16> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t7 = shufflevector <32 x i16> %b, <32 x i16> poison, <8 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %t8 = shufflevector <32 x i16> %b, <32 x i16> poison, <8 x i32> <i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t9 = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %t1, <8 x i16> %t5)
  %t10 = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %t2, <8 x i16> %t6)
  %t11 = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %t3, <8 x i16> %t7)
  %t12 = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %t4, <8 x i16> %t8)
  %t13 = shufflevector <8 x i16> %t9, <8 x i16> %t10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t14 = shufflevector <8 x i16> %t11, <8 x i16> %t12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t15 = shufflevector <16 x i16> %t13, <16 x i16> %t14, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  ret <32 x i16> %t15
}
