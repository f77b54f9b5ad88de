; avx512.vpmadd52l.uq.128 as generic IR: low 52 bits of the 52x52 product from 26-bit halves in i64 (no wide multiplier), added to acc.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <2 x i64> @llvm.x86.avx512.vpmadd52l.uq.128(<2 x i64>, <2 x i64>, <2 x i64>)

define <2 x i64> @src(<2 x i64> noundef %acc, <2 x i64> noundef %x, <2 x i64> noundef %y) {
  %r = call <2 x i64> @llvm.x86.avx512.vpmadd52l.uq.128(<2 x i64> %acc, <2 x i64> %x, <2 x i64> %y)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> noundef %acc, <2 x i64> noundef %x, <2 x i64> noundef %y) {
  %t1 = lshr <2 x i64> %x, splat (i64 26)
  %t2 = lshr <2 x i64> %y, splat (i64 26)
  %t3 = and <2 x i64> %x, splat (i64 67108863)
  %t4 = and <2 x i64> %t1, splat (i64 67108863)
  %t5 = and <2 x i64> %y, splat (i64 67108863)
  %t6 = and <2 x i64> %t2, splat (i64 67108863)
  %t7 = mul <2 x i64> %t3, %t5
  %t8 = mul <2 x i64> %t4, %t5
  %t9 = mul <2 x i64> %t3, %t6
  %t10 = add <2 x i64> %t8, %t9
  %t11 = shl <2 x i64> %t10, splat (i64 26)
  %t12 = add <2 x i64> %t7, %t11
  %t13 = and <2 x i64> %t12, splat (i64 4503599627370495)
  %t14 = add <2 x i64> %acc, %t13
  ret <2 x i64> %t14
}
