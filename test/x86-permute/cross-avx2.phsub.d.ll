; avx2.phsub.d is ssse3.phsub.d.128 on each 128-bit lane.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i32> @llvm.x86.avx2.phsub.d(<8 x i32>, <8 x i32>)
declare <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32>, <4 x i32>)

define <8 x i32> @src(<8 x i32> noundef %a, <8 x i32> noundef %b) {
  %r = call <8 x i32> @llvm.x86.avx2.phsub.d(<8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t2 = shufflevector <8 x i32> %b, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t3 = call <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32> %t1, <4 x i32> %t2)
  %t4 = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t5 = shufflevector <8 x i32> %b, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %t6 = call <4 x i32> @llvm.x86.ssse3.phsub.d.128(<4 x i32> %t4, <4 x i32> %t5)
  %t7 = shufflevector <4 x i32> %t3, <4 x i32> %t6, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i32> %t7
}
