; vpmadd52l/h.uq.256 as generic IR: 52-bit product from 26-bit halves in i64 (no wide multiplier).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i64> @llvm.x86.avx512.vpmadd52h.uq.256(<4 x i64>, <4 x i64>, <4 x i64>)
declare <4 x i64> @llvm.x86.avx512.vpmadd52l.uq.256(<4 x i64>, <4 x i64>, <4 x i64>)

define <4 x i64> @src(<4 x i64> noundef %acc, <4 x i64> noundef %x, <4 x i64> noundef %y) {
  %t1 = call <4 x i64> @llvm.x86.avx512.vpmadd52l.uq.256(<4 x i64> %acc, <4 x i64> %x, <4 x i64> %y)
  ret <4 x i64> %t1
}

define <4 x i64> @tgt(<4 x i64> noundef %acc, <4 x i64> noundef %x, <4 x i64> noundef %y) {
  %t1 = lshr <4 x i64> %x, <i64 26, i64 26, i64 26, i64 26>
  %t2 = lshr <4 x i64> %y, <i64 26, i64 26, i64 26, i64 26>
  %t3 = and <4 x i64> %x, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t4 = and <4 x i64> %t1, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t5 = and <4 x i64> %y, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t6 = and <4 x i64> %t2, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t7 = mul <4 x i64> %t3, %t5
  %t8 = mul <4 x i64> %t4, %t5
  %t9 = mul <4 x i64> %t3, %t6
  %t10 = add <4 x i64> %t8, %t9
  %t11 = shl <4 x i64> %t10, <i64 26, i64 26, i64 26, i64 26>
  %t12 = add <4 x i64> %t7, %t11
  %t13 = and <4 x i64> %t12, <i64 4503599627370495, i64 4503599627370495, i64 4503599627370495, i64 4503599627370495>
  %t14 = add <4 x i64> %acc, %t13
  ret <4 x i64> %t14
}

define <4 x i64> @src2(<4 x i64> noundef %acc, <4 x i64> noundef %x, <4 x i64> noundef %y) {
  %t1 = call <4 x i64> @llvm.x86.avx512.vpmadd52h.uq.256(<4 x i64> %acc, <4 x i64> %x, <4 x i64> %y)
  ret <4 x i64> %t1
}

define <4 x i64> @tgt2(<4 x i64> noundef %acc, <4 x i64> noundef %x, <4 x i64> noundef %y) {
  %t1 = lshr <4 x i64> %x, <i64 26, i64 26, i64 26, i64 26>
  %t2 = lshr <4 x i64> %y, <i64 26, i64 26, i64 26, i64 26>
  %t3 = and <4 x i64> %x, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t4 = and <4 x i64> %t1, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t5 = and <4 x i64> %y, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t6 = and <4 x i64> %t2, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t7 = mul <4 x i64> %t3, %t5
  %t8 = mul <4 x i64> %t4, %t5
  %t9 = mul <4 x i64> %t3, %t6
  %t10 = add <4 x i64> %t8, %t9
  %t11 = mul <4 x i64> %t4, %t6
  %t12 = and <4 x i64> %t10, <i64 67108863, i64 67108863, i64 67108863, i64 67108863>
  %t13 = shl <4 x i64> %t12, <i64 26, i64 26, i64 26, i64 26>
  %t14 = add <4 x i64> %t13, %t7
  %t15 = lshr <4 x i64> %t14, <i64 52, i64 52, i64 52, i64 52>
  %t16 = lshr <4 x i64> %t10, <i64 26, i64 26, i64 26, i64 26>
  %t17 = add <4 x i64> %t11, %t16
  %t18 = add <4 x i64> %t17, %t15
  %t19 = add <4 x i64> %acc, %t18
  ret <4 x i64> %t19
}
