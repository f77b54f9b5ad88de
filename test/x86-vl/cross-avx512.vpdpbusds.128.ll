; avx512.vpdpbusds.128 as generic IR: u8 x s8 products summed per i32 lane into the accumulator, saturating to i32.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.vpdpbusds.128(<4 x i32>, <4 x i32>, <4 x i32>)

define <4 x i32> @src(<4 x i32> noundef %acc, <4 x i32> noundef %a, <4 x i32> noundef %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpdpbusds.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %acc, <4 x i32> noundef %a, <4 x i32> noundef %b) {
  %t1 = bitcast <4 x i32> %a to <16 x i8>
  %t2 = bitcast <4 x i32> %b to <16 x i8>
  %t3 = zext <16 x i8> %t1 to <16 x i16>
  %t4 = sext <16 x i8> %t2 to <16 x i16>
  %t5 = mul <16 x i16> %t3, %t4
  %t6 = sext <16 x i16> %t5 to <16 x i64>
  %t7 = sext <4 x i32> %acc to <4 x i64>
  %t8 = shufflevector <16 x i64> %t6, <16 x i64> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %t9 = add <4 x i64> %t7, %t8
  %t10 = shufflevector <16 x i64> %t6, <16 x i64> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %t11 = add <4 x i64> %t9, %t10
  %t12 = shufflevector <16 x i64> %t6, <16 x i64> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %t13 = add <4 x i64> %t11, %t12
  %t14 = shufflevector <16 x i64> %t6, <16 x i64> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %t15 = add <4 x i64> %t13, %t14
  %t16 = trunc <4 x i64> %t15 to <4 x i32>
  %t17 = icmp slt <4 x i64> %t15, splat (i64 -2147483648)
  %t18 = select <4 x i1> %t17, <4 x i32> splat (i32 -2147483648), <4 x i32> %t16
  %t19 = icmp sgt <4 x i64> %t15, splat (i64 2147483647)
  %t20 = select <4 x i1> %t19, <4 x i32> splat (i32 2147483647), <4 x i32> %t18
  ret <4 x i32> %t20
}
