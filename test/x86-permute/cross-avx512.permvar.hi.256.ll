; avx512.permvar.hi.256: lane i is a[i mod 16] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i16> @llvm.x86.avx512.permvar.hi.256(<16 x i16>, <16 x i16>)


define <16 x i16> @src(<16 x i16> noundef %a, <16 x i16> noundef %i) {
  %r = call <16 x i16> @llvm.x86.avx512.permvar.hi.256(<16 x i16> %a, <16 x i16> %i)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> noundef %a, <16 x i16> noundef %i) {
  %t1 = extractelement <16 x i16> %i, i32 0
  %t2 = and i16 %t1, 15
  %t3 = extractelement <16 x i16> %a, i16 %t2
  %t4 = insertelement <16 x i16> poison, i16 %t3, i32 0
  %t5 = extractelement <16 x i16> %i, i32 1
  %t6 = and i16 %t5, 15
  %t7 = extractelement <16 x i16> %a, i16 %t6
  %t8 = insertelement <16 x i16> %t4, i16 %t7, i32 1
  %t9 = extractelement <16 x i16> %i, i32 2
  %t10 = and i16 %t9, 15
  %t11 = extractelement <16 x i16> %a, i16 %t10
  %t12 = insertelement <16 x i16> %t8, i16 %t11, i32 2
  %t13 = extractelement <16 x i16> %i, i32 3
  %t14 = and i16 %t13, 15
  %t15 = extractelement <16 x i16> %a, i16 %t14
  %t16 = insertelement <16 x i16> %t12, i16 %t15, i32 3
  %t17 = extractelement <16 x i16> %i, i32 4
  %t18 = and i16 %t17, 15
  %t19 = extractelement <16 x i16> %a, i16 %t18
  %t20 = insertelement <16 x i16> %t16, i16 %t19, i32 4
  %t21 = extractelement <16 x i16> %i, i32 5
  %t22 = and i16 %t21, 15
  %t23 = extractelement <16 x i16> %a, i16 %t22
  %t24 = insertelement <16 x i16> %t20, i16 %t23, i32 5
  %t25 = extractelement <16 x i16> %i, i32 6
  %t26 = and i16 %t25, 15
  %t27 = extractelement <16 x i16> %a, i16 %t26
  %t28 = insertelement <16 x i16> %t24, i16 %t27, i32 6
  %t29 = extractelement <16 x i16> %i, i32 7
  %t30 = and i16 %t29, 15
  %t31 = extractelement <16 x i16> %a, i16 %t30
  %t32 = insertelement <16 x i16> %t28, i16 %t31, i32 7
  %t33 = extractelement <16 x i16> %i, i32 8
  %t34 = and i16 %t33, 15
  %t35 = extractelement <16 x i16> %a, i16 %t34
  %t36 = insertelement <16 x i16> %t32, i16 %t35, i32 8
  %t37 = extractelement <16 x i16> %i, i32 9
  %t38 = and i16 %t37, 15
  %t39 = extractelement <16 x i16> %a, i16 %t38
  %t40 = insertelement <16 x i16> %t36, i16 %t39, i32 9
  %t41 = extractelement <16 x i16> %i, i32 10
  %t42 = and i16 %t41, 15
  %t43 = extractelement <16 x i16> %a, i16 %t42
  %t44 = insertelement <16 x i16> %t40, i16 %t43, i32 10
  %t45 = extractelement <16 x i16> %i, i32 11
  %t46 = and i16 %t45, 15
  %t47 = extractelement <16 x i16> %a, i16 %t46
  %t48 = insertelement <16 x i16> %t44, i16 %t47, i32 11
  %t49 = extractelement <16 x i16> %i, i32 12
  %t50 = and i16 %t49, 15
  %t51 = extractelement <16 x i16> %a, i16 %t50
  %t52 = insertelement <16 x i16> %t48, i16 %t51, i32 12
  %t53 = extractelement <16 x i16> %i, i32 13
  %t54 = and i16 %t53, 15
  %t55 = extractelement <16 x i16> %a, i16 %t54
  %t56 = insertelement <16 x i16> %t52, i16 %t55, i32 13
  %t57 = extractelement <16 x i16> %i, i32 14
  %t58 = and i16 %t57, 15
  %t59 = extractelement <16 x i16> %a, i16 %t58
  %t60 = insertelement <16 x i16> %t56, i16 %t59, i32 14
  %t61 = extractelement <16 x i16> %i, i32 15
  %t62 = and i16 %t61, 15
  %t63 = extractelement <16 x i16> %a, i16 %t62
  %t64 = insertelement <16 x i16> %t60, i16 %t63, i32 15
  ret <16 x i16> %t64
}
