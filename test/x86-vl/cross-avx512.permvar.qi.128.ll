; avx512.permvar.qi.128: lane i is a[i mod 16] of the index, as extract/insertelement (@tgt) and as ssse3 pshufb (@tgt2).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.permvar.qi.128(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)

define <16 x i8> @src(<16 x i8> noundef %a, <16 x i8> noundef %i) {
  %r = call <16 x i8> @llvm.x86.avx512.permvar.qi.128(<16 x i8> %a, <16 x i8> %i)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> noundef %a, <16 x i8> noundef %i) {
  %t1 = extractelement <16 x i8> %i, i32 0
  %t2 = and i8 %t1, 15
  %t3 = extractelement <16 x i8> %a, i8 %t2
  %t4 = insertelement <16 x i8> poison, i8 %t3, i32 0
  %t5 = extractelement <16 x i8> %i, i32 1
  %t6 = and i8 %t5, 15
  %t7 = extractelement <16 x i8> %a, i8 %t6
  %t8 = insertelement <16 x i8> %t4, i8 %t7, i32 1
  %t9 = extractelement <16 x i8> %i, i32 2
  %t10 = and i8 %t9, 15
  %t11 = extractelement <16 x i8> %a, i8 %t10
  %t12 = insertelement <16 x i8> %t8, i8 %t11, i32 2
  %t13 = extractelement <16 x i8> %i, i32 3
  %t14 = and i8 %t13, 15
  %t15 = extractelement <16 x i8> %a, i8 %t14
  %t16 = insertelement <16 x i8> %t12, i8 %t15, i32 3
  %t17 = extractelement <16 x i8> %i, i32 4
  %t18 = and i8 %t17, 15
  %t19 = extractelement <16 x i8> %a, i8 %t18
  %t20 = insertelement <16 x i8> %t16, i8 %t19, i32 4
  %t21 = extractelement <16 x i8> %i, i32 5
  %t22 = and i8 %t21, 15
  %t23 = extractelement <16 x i8> %a, i8 %t22
  %t24 = insertelement <16 x i8> %t20, i8 %t23, i32 5
  %t25 = extractelement <16 x i8> %i, i32 6
  %t26 = and i8 %t25, 15
  %t27 = extractelement <16 x i8> %a, i8 %t26
  %t28 = insertelement <16 x i8> %t24, i8 %t27, i32 6
  %t29 = extractelement <16 x i8> %i, i32 7
  %t30 = and i8 %t29, 15
  %t31 = extractelement <16 x i8> %a, i8 %t30
  %t32 = insertelement <16 x i8> %t28, i8 %t31, i32 7
  %t33 = extractelement <16 x i8> %i, i32 8
  %t34 = and i8 %t33, 15
  %t35 = extractelement <16 x i8> %a, i8 %t34
  %t36 = insertelement <16 x i8> %t32, i8 %t35, i32 8
  %t37 = extractelement <16 x i8> %i, i32 9
  %t38 = and i8 %t37, 15
  %t39 = extractelement <16 x i8> %a, i8 %t38
  %t40 = insertelement <16 x i8> %t36, i8 %t39, i32 9
  %t41 = extractelement <16 x i8> %i, i32 10
  %t42 = and i8 %t41, 15
  %t43 = extractelement <16 x i8> %a, i8 %t42
  %t44 = insertelement <16 x i8> %t40, i8 %t43, i32 10
  %t45 = extractelement <16 x i8> %i, i32 11
  %t46 = and i8 %t45, 15
  %t47 = extractelement <16 x i8> %a, i8 %t46
  %t48 = insertelement <16 x i8> %t44, i8 %t47, i32 11
  %t49 = extractelement <16 x i8> %i, i32 12
  %t50 = and i8 %t49, 15
  %t51 = extractelement <16 x i8> %a, i8 %t50
  %t52 = insertelement <16 x i8> %t48, i8 %t51, i32 12
  %t53 = extractelement <16 x i8> %i, i32 13
  %t54 = and i8 %t53, 15
  %t55 = extractelement <16 x i8> %a, i8 %t54
  %t56 = insertelement <16 x i8> %t52, i8 %t55, i32 13
  %t57 = extractelement <16 x i8> %i, i32 14
  %t58 = and i8 %t57, 15
  %t59 = extractelement <16 x i8> %a, i8 %t58
  %t60 = insertelement <16 x i8> %t56, i8 %t59, i32 14
  %t61 = extractelement <16 x i8> %i, i32 15
  %t62 = and i8 %t61, 15
  %t63 = extractelement <16 x i8> %a, i8 %t62
  %t64 = insertelement <16 x i8> %t60, i8 %t63, i32 15
  ret <16 x i8> %t64
}

define <16 x i8> @src2(<16 x i8> noundef %a, <16 x i8> noundef %i) {
  %r = call <16 x i8> @llvm.x86.avx512.permvar.qi.128(<16 x i8> %a, <16 x i8> %i)
  ret <16 x i8> %r
}

define <16 x i8> @tgt2(<16 x i8> noundef %a, <16 x i8> noundef %i) {
  %t1 = and <16 x i8> %i, splat (i8 15)
  %t2 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> %t1)
  ret <16 x i8> %t2
}
