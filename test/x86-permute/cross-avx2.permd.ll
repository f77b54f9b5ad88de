; avx2.permd: lane i is a[i mod 8] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)


define <8 x i32> @src(<8 x i32> noundef %a, <8 x i32> noundef %i) {
  %r = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %a, <8 x i32> %i)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> noundef %a, <8 x i32> noundef %i) {
  %t1 = extractelement <8 x i32> %i, i32 0
  %t2 = and i32 %t1, 7
  %t3 = extractelement <8 x i32> %a, i32 %t2
  %t4 = insertelement <8 x i32> poison, i32 %t3, i32 0
  %t5 = extractelement <8 x i32> %i, i32 1
  %t6 = and i32 %t5, 7
  %t7 = extractelement <8 x i32> %a, i32 %t6
  %t8 = insertelement <8 x i32> %t4, i32 %t7, i32 1
  %t9 = extractelement <8 x i32> %i, i32 2
  %t10 = and i32 %t9, 7
  %t11 = extractelement <8 x i32> %a, i32 %t10
  %t12 = insertelement <8 x i32> %t8, i32 %t11, i32 2
  %t13 = extractelement <8 x i32> %i, i32 3
  %t14 = and i32 %t13, 7
  %t15 = extractelement <8 x i32> %a, i32 %t14
  %t16 = insertelement <8 x i32> %t12, i32 %t15, i32 3
  %t17 = extractelement <8 x i32> %i, i32 4
  %t18 = and i32 %t17, 7
  %t19 = extractelement <8 x i32> %a, i32 %t18
  %t20 = insertelement <8 x i32> %t16, i32 %t19, i32 4
  %t21 = extractelement <8 x i32> %i, i32 5
  %t22 = and i32 %t21, 7
  %t23 = extractelement <8 x i32> %a, i32 %t22
  %t24 = insertelement <8 x i32> %t20, i32 %t23, i32 5
  %t25 = extractelement <8 x i32> %i, i32 6
  %t26 = and i32 %t25, 7
  %t27 = extractelement <8 x i32> %a, i32 %t26
  %t28 = insertelement <8 x i32> %t24, i32 %t27, i32 6
  %t29 = extractelement <8 x i32> %i, i32 7
  %t30 = and i32 %t29, 7
  %t31 = extractelement <8 x i32> %a, i32 %t30
  %t32 = insertelement <8 x i32> %t28, i32 %t31, i32 7
  ret <8 x i32> %t32
}
