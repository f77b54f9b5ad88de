; avx512.permvar.di.256: lane i is a[i mod 4] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i64> @llvm.x86.avx512.permvar.di.256(<4 x i64>, <4 x i64>)


define <4 x i64> @src(<4 x i64> noundef %a, <4 x i64> noundef %i) {
  %r = call <4 x i64> @llvm.x86.avx512.permvar.di.256(<4 x i64> %a, <4 x i64> %i)
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<4 x i64> noundef %a, <4 x i64> noundef %i) {
  %t1 = extractelement <4 x i64> %i, i32 0
  %t2 = and i64 %t1, 3
  %t3 = extractelement <4 x i64> %a, i64 %t2
  %t4 = insertelement <4 x i64> poison, i64 %t3, i32 0
  %t5 = extractelement <4 x i64> %i, i32 1
  %t6 = and i64 %t5, 3
  %t7 = extractelement <4 x i64> %a, i64 %t6
  %t8 = insertelement <4 x i64> %t4, i64 %t7, i32 1
  %t9 = extractelement <4 x i64> %i, i32 2
  %t10 = and i64 %t9, 3
  %t11 = extractelement <4 x i64> %a, i64 %t10
  %t12 = insertelement <4 x i64> %t8, i64 %t11, i32 2
  %t13 = extractelement <4 x i64> %i, i32 3
  %t14 = and i64 %t13, 3
  %t15 = extractelement <4 x i64> %a, i64 %t14
  %t16 = insertelement <4 x i64> %t12, i64 %t15, i32 3
  ret <4 x i64> %t16
}
