; avx2.pmadd.ub.sw is 2 ssse3 calls on the 128-bit parts.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8>, <32 x i8>)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)

define <16 x i16> @src(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = call <16 x i16> @llvm.x86.avx2.pmadd.ub.sw(<32 x i8> %a, <32 x i8> %b)
  ret <16 x i16> %t1
}

define <16 x i16> @tgt(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = shufflevector <32 x i8> %a, <32 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t2 = shufflevector <32 x i8> %a, <32 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t3 = shufflevector <32 x i8> %b, <32 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t4 = shufflevector <32 x i8> %b, <32 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t5 = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %t1, <16 x i8> %t3)
  %t6 = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %t2, <16 x i8> %t4)
  %t7 = shufflevector <8 x i16> %t5, <8 x i16> %t6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i16> %t7
}
