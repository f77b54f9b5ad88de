; vpdpwssd[s].512 as generic IR: s16 x s16 products summed per i32 lane into the accumulator, wrapping / saturating.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i32> @llvm.x86.avx512.vpdpwssd.512(<16 x i32>, <16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.x86.avx512.vpdpwssds.512(<16 x i32>, <16 x i32>, <16 x i32>)

define <16 x i32> @src(<16 x i32> noundef %acc, <16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = call <16 x i32> @llvm.x86.avx512.vpdpwssd.512(<16 x i32> %acc, <16 x i32> %a, <16 x i32> %b)
  ret <16 x i32> %t1
}

define <16 x i32> @tgt(<16 x i32> noundef %acc, <16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = bitcast <16 x i32> %a to <32 x i16>
  %t2 = bitcast <16 x i32> %b to <32 x i16>
  %t3 = sext <32 x i16> %t1 to <32 x i32>
  %t4 = sext <32 x i16> %t2 to <32 x i32>
  %t5 = mul <32 x i32> %t3, %t4
  %t6 = shufflevector <32 x i32> %t5, <32 x i32> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t7 = add <16 x i32> %acc, %t6
  %t8 = shufflevector <32 x i32> %t5, <32 x i32> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %t9 = add <16 x i32> %t7, %t8
  ret <16 x i32> %t9
}

define <16 x i32> @src2(<16 x i32> noundef %acc, <16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = call <16 x i32> @llvm.x86.avx512.vpdpwssds.512(<16 x i32> %acc, <16 x i32> %a, <16 x i32> %b)
  ret <16 x i32> %t1
}

define <16 x i32> @tgt2(<16 x i32> noundef %acc, <16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = bitcast <16 x i32> %a to <32 x i16>
  %t2 = bitcast <16 x i32> %b to <32 x i16>
  %t3 = sext <32 x i16> %t1 to <32 x i32>
  %t4 = sext <32 x i16> %t2 to <32 x i32>
  %t5 = mul <32 x i32> %t3, %t4
  %t6 = sext <32 x i32> %t5 to <32 x i64>
  %t7 = sext <16 x i32> %acc to <16 x i64>
  %t8 = shufflevector <32 x i64> %t6, <32 x i64> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %t9 = add <16 x i64> %t7, %t8
  %t10 = shufflevector <32 x i64> %t6, <32 x i64> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %t11 = add <16 x i64> %t9, %t10
  %t12 = trunc <16 x i64> %t11 to <16 x i32>
  %t13 = icmp slt <16 x i64> %t11, <i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648>
  %t14 = select <16 x i1> %t13, <16 x i32> <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, <16 x i32> %t12
  %t15 = icmp sgt <16 x i64> %t11, <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>
  %t16 = select <16 x i1> %t15, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %t14
  ret <16 x i32> %t16
}
