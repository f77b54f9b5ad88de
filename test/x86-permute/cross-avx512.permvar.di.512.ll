; avx512.permvar.di.512: lane i is a[i mod 8] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i64> @llvm.x86.avx512.permvar.di.512(<8 x i64>, <8 x i64>)


define <8 x i64> @src(<8 x i64> noundef %a, <8 x i64> noundef %i) {
  %r = call <8 x i64> @llvm.x86.avx512.permvar.di.512(<8 x i64> %a, <8 x i64> %i)
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> noundef %a, <8 x i64> noundef %i) {
  %t1 = extractelement <8 x i64> %i, i32 0
  %t2 = and i64 %t1, 7
  %t3 = extractelement <8 x i64> %a, i64 %t2
  %t4 = insertelement <8 x i64> poison, i64 %t3, i32 0
  %t5 = extractelement <8 x i64> %i, i32 1
  %t6 = and i64 %t5, 7
  %t7 = extractelement <8 x i64> %a, i64 %t6
  %t8 = insertelement <8 x i64> %t4, i64 %t7, i32 1
  %t9 = extractelement <8 x i64> %i, i32 2
  %t10 = and i64 %t9, 7
  %t11 = extractelement <8 x i64> %a, i64 %t10
  %t12 = insertelement <8 x i64> %t8, i64 %t11, i32 2
  %t13 = extractelement <8 x i64> %i, i32 3
  %t14 = and i64 %t13, 7
  %t15 = extractelement <8 x i64> %a, i64 %t14
  %t16 = insertelement <8 x i64> %t12, i64 %t15, i32 3
  %t17 = extractelement <8 x i64> %i, i32 4
  %t18 = and i64 %t17, 7
  %t19 = extractelement <8 x i64> %a, i64 %t18
  %t20 = insertelement <8 x i64> %t16, i64 %t19, i32 4
  %t21 = extractelement <8 x i64> %i, i32 5
  %t22 = and i64 %t21, 7
  %t23 = extractelement <8 x i64> %a, i64 %t22
  %t24 = insertelement <8 x i64> %t20, i64 %t23, i32 5
  %t25 = extractelement <8 x i64> %i, i32 6
  %t26 = and i64 %t25, 7
  %t27 = extractelement <8 x i64> %a, i64 %t26
  %t28 = insertelement <8 x i64> %t24, i64 %t27, i32 6
  %t29 = extractelement <8 x i64> %i, i32 7
  %t30 = and i64 %t29, 7
  %t31 = extractelement <8 x i64> %a, i64 %t30
  %t32 = insertelement <8 x i64> %t28, i64 %t31, i32 7
  ret <8 x i64> %t32
}
