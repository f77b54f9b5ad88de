; avx2.packssdw is sse2.packssdw.128 on each 128-bit lane of both sources.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32>, <8 x i32>)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>)

define <16 x i16> @src(<8 x i32> noundef %a, <8 x i32> noundef %b) {
  %r = call <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32> %a, <8 x i32> %b)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t2 = shufflevector <8 x i32> %b, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t3 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %t1, <4 x i32> %t2)
  %t4 = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t5 = shufflevector <8 x i32> %b, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t6 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %t4, <4 x i32> %t5)
  %t7 = shufflevector <8 x i16> %t3, <8 x i16> %t6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i16> %t7
}
