; avx2.psign.b is ssse3.psign.b.128 on each half.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <32 x i8> @llvm.x86.avx2.psign.b(<32 x i8>, <32 x i8>)
declare <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8>, <16 x i8>)

define <32 x i8> @src(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %r = call <32 x i8> @llvm.x86.avx2.psign.b(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = shufflevector <32 x i8> %a, <32 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t2 = shufflevector <32 x i8> %b, <32 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t3 = call <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8> %t1, <16 x i8> %t2)
  %t4 = shufflevector <32 x i8> %a, <32 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t5 = shufflevector <32 x i8> %b, <32 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t6 = call <16 x i8> @llvm.x86.ssse3.psign.b.128(<16 x i8> %t4, <16 x i8> %t5)
  %t7 = shufflevector <16 x i8> %t3, <16 x i8> %t6, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  ret <32 x i8> %t7
}
