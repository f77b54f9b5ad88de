; The 256-bit pmul.hr.sw is 2 ssse3 calls on the 128-bit parts.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i16> @llvm.x86.avx2.pmul.hr.sw(<16 x i16>, <16 x i16>)
declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>)

define <16 x i16> @src(<16 x i16> noundef %a, <16 x i16> noundef %b) {
  %t1 = call <16 x i16> @llvm.x86.avx2.pmul.hr.sw(<16 x i16> %a, <16 x i16> %b)
  ret <16 x i16> %t1
}

define <16 x i16> @tgt(<16 x i16> noundef %a, <16 x i16> noundef %b) {
  %t1 = shufflevector <16 x i16> %a, <16 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t2 = shufflevector <16 x i16> %a, <16 x i16> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t3 = shufflevector <16 x i16> %b, <16 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t4 = shufflevector <16 x i16> %b, <16 x i16> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t5 = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %t1, <8 x i16> %t3)
  %t6 = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %t2, <8 x i16> %t4)
  %t7 = shufflevector <8 x i16> %t5, <8 x i16> %t6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x i16> %t7
}
