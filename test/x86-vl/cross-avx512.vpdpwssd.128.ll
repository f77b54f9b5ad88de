; avx512.vpdpwssd.128 as generic IR: s16 x s16 products summed per i32 lane into the accumulator, wrapping.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.vpdpwssd.128(<4 x i32>, <4 x i32>, <4 x i32>)

define <4 x i32> @src(<4 x i32> noundef %acc, <4 x i32> noundef %a, <4 x i32> noundef %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpdpwssd.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %acc, <4 x i32> noundef %a, <4 x i32> noundef %b) {
  %t1 = bitcast <4 x i32> %a to <8 x i16>
  %t2 = bitcast <4 x i32> %b to <8 x i16>
  %t3 = sext <8 x i16> %t1 to <8 x i32>
  %t4 = sext <8 x i16> %t2 to <8 x i32>
  %t5 = mul <8 x i32> %t3, %t4
  %t6 = shufflevector <8 x i32> %t5, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %t7 = add <4 x i32> %acc, %t6
  %t8 = shufflevector <8 x i32> %t5, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %t9 = add <4 x i32> %t7, %t8
  ret <4 x i32> %t9
}
