; vpdpbusd[s].256 as generic IR: u8 x s8 products summed per i32 lane into the accumulator, wrapping / saturating.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32>, <8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.x86.avx512.vpdpbusds.256(<8 x i32>, <8 x i32>, <8 x i32>)

define <8 x i32> @src(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = call <8 x i32> @llvm.x86.avx512.vpdpbusd.256(<8 x i32> %acc, <8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %t1
}

define <8 x i32> @tgt(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = bitcast <8 x i32> %a to <32 x i8>
  %t2 = bitcast <8 x i32> %b to <32 x i8>
  %t3 = zext <32 x i8> %t1 to <32 x i16>
  %t4 = sext <32 x i8> %t2 to <32 x i16>
  %t5 = mul <32 x i16> %t3, %t4
  %t6 = sext <32 x i16> %t5 to <32 x i32>
  %t7 = shufflevector <32 x i32> %t6, <32 x i32> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %t8 = add <8 x i32> %acc, %t7
  %t9 = shufflevector <32 x i32> %t6, <32 x i32> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %t10 = add <8 x i32> %t8, %t9
  %t11 = shufflevector <32 x i32> %t6, <32 x i32> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %t12 = add <8 x i32> %t10, %t11
  %t13 = shufflevector <32 x i32> %t6, <32 x i32> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %t14 = add <8 x i32> %t12, %t13
  ret <8 x i32> %t14
}

define <8 x i32> @src2(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = call <8 x i32> @llvm.x86.avx512.vpdpbusds.256(<8 x i32> %acc, <8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %t1
}

define <8 x i32> @tgt2(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %t1 = bitcast <8 x i32> %a to <32 x i8>
  %t2 = bitcast <8 x i32> %b to <32 x i8>
  %t3 = zext <32 x i8> %t1 to <32 x i16>
  %t4 = sext <32 x i8> %t2 to <32 x i16>
  %t5 = mul <32 x i16> %t3, %t4
  %t6 = sext <32 x i16> %t5 to <32 x i64>
  %t7 = sext <8 x i32> %acc to <8 x i64>
  %t8 = shufflevector <32 x i64> %t6, <32 x i64> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %t9 = add <8 x i64> %t7, %t8
  %t10 = shufflevector <32 x i64> %t6, <32 x i64> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %t11 = add <8 x i64> %t9, %t10
  %t12 = shufflevector <32 x i64> %t6, <32 x i64> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %t13 = add <8 x i64> %t11, %t12
  %t14 = shufflevector <32 x i64> %t6, <32 x i64> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %t15 = add <8 x i64> %t13, %t14
  %t16 = trunc <8 x i64> %t15 to <8 x i32>
  %t17 = icmp slt <8 x i64> %t15, <i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648>
  %t18 = select <8 x i1> %t17, <8 x i32> <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, <8 x i32> %t16
  %t19 = icmp sgt <8 x i64> %t15, <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>
  %t20 = select <8 x i1> %t19, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %t18
  ret <8 x i32> %t20
}
