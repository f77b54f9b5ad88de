; avx512.packssdw.512 is sse2.packssdw.128 on each 128-bit lane of both sources.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <32 x i16> @llvm.x86.avx512.packssdw.512(<16 x i32>, <16 x i32>)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>)

define <32 x i16> @src(<16 x i32> noundef %a, <16 x i32> noundef %b) {
  %r = call <32 x i16> @llvm.x86.avx512.packssdw.512(<16 x i32> %a, <16 x i32> %b)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = shufflevector <16 x i32> %a, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t2 = shufflevector <16 x i32> %b, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t3 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %t1, <4 x i32> %t2)
  %t4 = shufflevector <16 x i32> %a, <16 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t5 = shufflevector <16 x i32> %b, <16 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t6 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %t4, <4 x i32> %t5)
  %t7 = shufflevector <16 x i32> %a, <16 x i32> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %t8 = shufflevector <16 x i32> %b, <16 x i32> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %t9 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %t7, <4 x i32> %t8)
  %t10 = shufflevector <16 x i32> %a, <16 x i32> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %t11 = shufflevector <16 x i32> %b, <16 x i32> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %t12 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %t10, <4 x i32> %t11)
  %t13 = shufflevector <8 x i16> %t3, <8 x i16> %t6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t14 = shufflevector <8 x i16> %t9, <8 x i16> %t12, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t15 = shufflevector <16 x i16> %t13, <16 x i16> %t14, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  ret <32 x i16> %t15
}
