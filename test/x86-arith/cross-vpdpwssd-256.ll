; vpdpwssd[s].256 as generic IR: s16 x s16 products summed per i32 lane into the accumulator, wrapping / saturating.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i32> @llvm.x86.avx512.vpdpwssd.256(<8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.x86.avx512.vpdpwssds.256(<8 x i32>, <8 x i32>, <8 x i32>)

define <8 x i32> @src(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = call <8 x i32> @llvm.x86.avx512.vpdpwssd.256(<8 x i32> %acc, <8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %t1
}

define <8 x i32> @tgt(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = bitcast <8 x i32> %a to <16 x i16>
  %t2 = bitcast <8 x i32> %b to <16 x i16>
  %t3 = sext <16 x i16> %t1 to <16 x i32>
  %t4 = sext <16 x i16> %t2 to <16 x i32>
  %t5 = mul <16 x i32> %t3, %t4
  %t6 = shufflevector <16 x i32> %t5, <16 x i32> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %t7 = add <8 x i32> %acc, %t6
  %t8 = shufflevector <16 x i32> %t5, <16 x i32> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %t9 = add <8 x i32> %t7, %t8
  ret <8 x i32> %t9
}

define <8 x i32> @src2(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = call <8 x i32> @llvm.x86.avx512.vpdpwssds.256(<8 x i32> %acc, <8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %t1
}

define <8 x i32> @tgt2(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = bitcast <8 x i32> %a to <16 x i16>
  %t2 = bitcast <8 x i32> %b to <16 x i16>
  %t3 = sext <16 x i16> %t1 to <16 x i32>
  %t4 = sext <16 x i16> %t2 to <16 x i32>
  %t5 = mul <16 x i32> %t3, %t4
  %t6 = sext <16 x i32> %t5 to <16 x i64>
  %t7 = sext <8 x i32> %acc to <8 x i64>
  %t8 = shufflevector <16 x i64> %t6, <16 x i64> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %t9 = add <8 x i64> %t7, %t8
  %t10 = shufflevector <16 x i64> %t6, <16 x i64> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %t11 = add <8 x i64> %t9, %t10
  %t12 = trunc <8 x i64> %t11 to <8 x i32>
  %t13 = icmp slt <8 x i64> %t11, <i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648>
  %t14 = select <8 x i1> %t13, <8 x i32> <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, <8 x i32> %t12
  %t15 = icmp sgt <8 x i64> %t11, <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>
  %t16 = select <8 x i1> %t15, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %t14
  ret <8 x i32> %t16
}
