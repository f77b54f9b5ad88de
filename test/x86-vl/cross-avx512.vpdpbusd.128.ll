; avx512.vpdpbusd.128 as generic IR: u8 x s8 products summed per i32 lane into the accumulator, wrapping.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32>, <4 x i32>, <4 x i32>)

define <4 x i32> @src(<4 x i32> noundef %acc, <4 x i32> noundef %a, <4 x i32> noundef %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %acc, <4 x i32> noundef %a, <4 x i32> noundef %b) {
  %t1 = bitcast <4 x i32> %a to <16 x i8>
  %t2 = bitcast <4 x i32> %b to <16 x i8>
  %t3 = zext <16 x i8> %t1 to <16 x i16>
  %t4 = sext <16 x i8> %t2 to <16 x i16>
  %t5 = mul <16 x i16> %t3, %t4
  %t6 = sext <16 x i16> %t5 to <16 x i32>
  %t7 = shufflevector <16 x i32> %t6, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t8 = add <4 x i32> %acc, %t7
  %t9 = shufflevector <16 x i32> %t6, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t10 = add <4 x i32> %t8, %t9
  %t11 = shufflevector <16 x i32> %t6, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t12 = add <4 x i32> %t10, %t11
  %t13 = shufflevector <16 x i32> %t6, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %t14 = add <4 x i32> %t12, %t13
  ret <4 x i32> %t14
}
