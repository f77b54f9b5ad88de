; avx512.vpermi2var.d.512: lane i is (a ++ b)[i mod 32] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i32> @llvm.x86.avx512.vpermi2var.d.512(<16 x i32>, <16 x i32>, <16 x i32>)


define <16 x i32> @src(<16 x i32> noundef %a, <16 x i32> noundef %i, <16 x i32> noundef %b) {
  %r = call <16 x i32> @llvm.x86.avx512.vpermi2var.d.512(<16 x i32> %a, <16 x i32> %i, <16 x i32> %b)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> noundef %a, <16 x i32> noundef %i, <16 x i32> noundef %b) {
  %t1 = shufflevector <16 x i32> %a, <16 x i32> %b, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t2 = extractelement <16 x i32> %i, i32 0
  %t3 = and i32 %t2, 31
  %t4 = extractelement <32 x i32> %t1, i32 %t3
  %t5 = insertelement <16 x i32> poison, i32 %t4, i32 0
  %t6 = extractelement <16 x i32> %i, i32 1
  %t7 = and i32 %t6, 31
  %t8 = extractelement <32 x i32> %t1, i32 %t7
  %t9 = insertelement <16 x i32> %t5, i32 %t8, i32 1
  %t10 = extractelement <16 x i32> %i, i32 2
  %t11 = and i32 %t10, 31
  %t12 = extractelement <32 x i32> %t1, i32 %t11
  %t13 = insertelement <16 x i32> %t9, i32 %t12, i32 2
  %t14 = extractelement <16 x i32> %i, i32 3
  %t15 = and i32 %t14, 31
  %t16 = extractelement <32 x i32> %t1, i32 %t15
  %t17 = insertelement <16 x i32> %t13, i32 %t16, i32 3
  %t18 = extractelement <16 x i32> %i, i32 4
  %t19 = and i32 %t18, 31
  %t20 = extractelement <32 x i32> %t1, i32 %t19
  %t21 = insertelement <16 x i32> %t17, i32 %t20, i32 4
  %t22 = extractelement <16 x i32> %i, i32 5
  %t23 = and i32 %t22, 31
  %t24 = extractelement <32 x i32> %t1, i32 %t23
  %t25 = insertelement <16 x i32> %t21, i32 %t24, i32 5
  %t26 = extractelement <16 x i32> %i, i32 6
  %t27 = and i32 %t26, 31
  %t28 = extractelement <32 x i32> %t1, i32 %t27
  %t29 = insertelement <16 x i32> %t25, i32 %t28, i32 6
  %t30 = extractelement <16 x i32> %i, i32 7
  %t31 = and i32 %t30, 31
  %t32 = extractelement <32 x i32> %t1, i32 %t31
  %t33 = insertelement <16 x i32> %t29, i32 %t32, i32 7
  %t34 = extractelement <16 x i32> %i, i32 8
  %t35 = and i32 %t34, 31
  %t36 = extractelement <32 x i32> %t1, i32 %t35
  %t37 = insertelement <16 x i32> %t33, i32 %t36, i32 8
  %t38 = extractelement <16 x i32> %i, i32 9
  %t39 = and i32 %t38, 31
  %t40 = extractelement <32 x i32> %t1, i32 %t39
  %t41 = insertelement <16 x i32> %t37, i32 %t40, i32 9
  %t42 = extractelement <16 x i32> %i, i32 10
  %t43 = and i32 %t42, 31
  %t44 = extractelement <32 x i32> %t1, i32 %t43
  %t45 = insertelement <16 x i32> %t41, i32 %t44, i32 10
  %t46 = extractelement <16 x i32> %i, i32 11
  %t47 = and i32 %t46, 31
  %t48 = extractelement <32 x i32> %t1, i32 %t47
  %t49 = insertelement <16 x i32> %t45, i32 %t48, i32 11
  %t50 = extractelement <16 x i32> %i, i32 12
  %t51 = and i32 %t50, 31
  %t52 = extractelement <32 x i32> %t1, i32 %t51
  %t53 = insertelement <16 x i32> %t49, i32 %t52, i32 12
  %t54 = extractelement <16 x i32> %i, i32 13
  %t55 = and i32 %t54, 31
  %t56 = extractelement <32 x i32> %t1, i32 %t55
  %t57 = insertelement <16 x i32> %t53, i32 %t56, i32 13
  %t58 = extractelement <16 x i32> %i, i32 14
  %t59 = and i32 %t58, 31
  %t60 = extractelement <32 x i32> %t1, i32 %t59
  %t61 = insertelement <16 x i32> %t57, i32 %t60, i32 14
  %t62 = extractelement <16 x i32> %i, i32 15
  %t63 = and i32 %t62, 31
  %t64 = extractelement <32 x i32> %t1, i32 %t63
  %t65 = insertelement <16 x i32> %t61, i32 %t64, i32 15
  ret <16 x i32> %t65
}
