; vpdpbusd[s].512 as generic IR: u8 x s8 products summed per i32 lane into the accumulator, wrapping / saturating.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32>, <16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.x86.avx512.vpdpbusds.512(<16 x i32>, <16 x i32>, <16 x i32>)

define <16 x i32> @src(<16 x i32> noundef %acc, <16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %acc, <16 x i32> %a, <16 x i32> %b)
  ret <16 x i32> %t1
}

define <16 x i32> @tgt(<16 x i32> noundef %acc, <16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = bitcast <16 x i32> %a to <64 x i8>
  %t2 = bitcast <16 x i32> %b to <64 x i8>
  %t3 = zext <64 x i8> %t1 to <64 x i16>
  %t4 = sext <64 x i8> %t2 to <64 x i16>
  %t5 = mul <64 x i16> %t3, %t4
  %t6 = sext <64 x i16> %t5 to <64 x i32>
  %t7 = shufflevector <64 x i32> %t6, <64 x i32> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %t8 = add <16 x i32> %acc, %t7
  %t9 = shufflevector <64 x i32> %t6, <64 x i32> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %t10 = add <16 x i32> %t8, %t9
  %t11 = shufflevector <64 x i32> %t6, <64 x i32> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %t12 = add <16 x i32> %t10, %t11
  %t13 = shufflevector <64 x i32> %t6, <64 x i32> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %t14 = add <16 x i32> %t12, %t13
  ret <16 x i32> %t14
}

define <16 x i32> @src2(<16 x i32> noundef %acc, <16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = call <16 x i32> @llvm.x86.avx512.vpdpbusds.512(<16 x i32> %acc, <16 x i32> %a, <16 x i32> %b)
  ret <16 x i32> %t1
}

define <16 x i32> @tgt2(<16 x i32> noundef %acc, <16 x i32> noundef %a, <16 x i32> noundef %b) {
  %t1 = bitcast <16 x i32> %a to <64 x i8>
  %t2 = bitcast <16 x i32> %b to <64 x i8>
  %t3 = zext <64 x i8> %t1 to <64 x i16>
  %t4 = sext <64 x i8> %t2 to <64 x i16>
  %t5 = mul <64 x i16> %t3, %t4
  %t6 = sext <64 x i16> %t5 to <64 x i64>
  %t7 = sext <16 x i32> %acc to <16 x i64>
  %t8 = shufflevector <64 x i64> %t6, <64 x i64> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %t9 = add <16 x i64> %t7, %t8
  %t10 = shufflevector <64 x i64> %t6, <64 x i64> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %t11 = add <16 x i64> %t9, %t10
  %t12 = shufflevector <64 x i64> %t6, <64 x i64> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %t13 = add <16 x i64> %t11, %t12
  %t14 = shufflevector <64 x i64> %t6, <64 x i64> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %t15 = add <16 x i64> %t13, %t14
  %t16 = trunc <16 x i64> %t15 to <16 x i32>
  %t17 = icmp slt <16 x i64> %t15, <i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648>
  %t18 = select <16 x i1> %t17, <16 x i32> <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, <16 x i32> %t16
  %t19 = icmp sgt <16 x i64> %t15, <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>
  %t20 = select <16 x i1> %t19, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %t18
  ret <16 x i32> %t20
}
