; avx512.vpermi2var.qi.128: lane i is (a ++ b)[i mod 32] of the index, as extract/insertelement (@tgt) and as two ssse3 pshufb chosen by index bit 4 (@tgt2).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.vpermi2var.qi.128(<16 x i8>, <16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)

define <16 x i8> @src(<16 x i8> noundef %a, <16 x i8> noundef %i, <16 x i8> noundef %b) {
  %r = call <16 x i8> @llvm.x86.avx512.vpermi2var.qi.128(<16 x i8> %a, <16 x i8> %i, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> noundef %a, <16 x i8> noundef %i, <16 x i8> noundef %b) {
  %t1 = shufflevector <16 x i8> %a, <16 x i8> %b, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t2 = extractelement <16 x i8> %i, i32 0
  %t3 = and i8 %t2, 31
  %t4 = extractelement <32 x i8> %t1, i8 %t3
  %t5 = insertelement <16 x i8> poison, i8 %t4, i32 0
  %t6 = extractelement <16 x i8> %i, i32 1
  %t7 = and i8 %t6, 31
  %t8 = extractelement <32 x i8> %t1, i8 %t7
  %t9 = insertelement <16 x i8> %t5, i8 %t8, i32 1
  %t10 = extractelement <16 x i8> %i, i32 2
  %t11 = and i8 %t10, 31
  %t12 = extractelement <32 x i8> %t1, i8 %t11
  %t13 = insertelement <16 x i8> %t9, i8 %t12, i32 2
  %t14 = extractelement <16 x i8> %i, i32 3
  %t15 = and i8 %t14, 31
  %t16 = extractelement <32 x i8> %t1, i8 %t15
  %t17 = insertelement <16 x i8> %t13, i8 %t16, i32 3
  %t18 = extractelement <16 x i8> %i, i32 4
  %t19 = and i8 %t18, 31
  %t20 = extractelement <32 x i8> %t1, i8 %t19
  %t21 = insertelement <16 x i8> %t17, i8 %t20, i32 4
  %t22 = extractelement <16 x i8> %i, i32 5
  %t23 = and i8 %t22, 31
  %t24 = extractelement <32 x i8> %t1, i8 %t23
  %t25 = insertelement <16 x i8> %t21, i8 %t24, i32 5
  %t26 = extractelement <16 x i8> %i, i32 6
  %t27 = and i8 %t26, 31
  %t28 = extractelement <32 x i8> %t1, i8 %t27
  %t29 = insertelement <16 x i8> %t25, i8 %t28, i32 6
  %t30 = extractelement <16 x i8> %i, i32 7
  %t31 = and i8 %t30, 31
  %t32 = extractelement <32 x i8> %t1, i8 %t31
  %t33 = insertelement <16 x i8> %t29, i8 %t32, i32 7
  %t34 = extractelement <16 x i8> %i, i32 8
  %t35 = and i8 %t34, 31
  %t36 = extractelement <32 x i8> %t1, i8 %t35
  %t37 = insertelement <16 x i8> %t33, i8 %t36, i32 8
  %t38 = extractelement <16 x i8> %i, i32 9
  %t39 = and i8 %t38, 31
  %t40 = extractelement <32 x i8> %t1, i8 %t39
  %t41 = insertelement <16 x i8> %t37, i8 %t40, i32 9
  %t42 = extractelement <16 x i8> %i, i32 10
  %t43 = and i8 %t42, 31
  %t44 = extractelement <32 x i8> %t1, i8 %t43
  %t45 = insertelement <16 x i8> %t41, i8 %t44, i32 10
  %t46 = extractelement <16 x i8> %i, i32 11
  %t47 = and i8 %t46, 31
  %t48 = extractelement <32 x i8> %t1, i8 %t47
  %t49 = insertelement <16 x i8> %t45, i8 %t48, i32 11
  %t50 = extractelement <16 x i8> %i, i32 12
  %t51 = and i8 %t50, 31
  %t52 = extractelement <32 x i8> %t1, i8 %t51
  %t53 = insertelement <16 x i8> %t49, i8 %t52, i32 12
  %t54 = extractelement <16 x i8> %i, i32 13
  %t55 = and i8 %t54, 31
  %t56 = extractelement <32 x i8> %t1, i8 %t55
  %t57 = insertelement <16 x i8> %t53, i8 %t56, i32 13
  %t58 = extractelement <16 x i8> %i, i32 14
  %t59 = and i8 %t58, 31
  %t60 = extractelement <32 x i8> %t1, i8 %t59
  %t61 = insertelement <16 x i8> %t57, i8 %t60, i32 14
  %t62 = extractelement <16 x i8> %i, i32 15
  %t63 = and i8 %t62, 31
  %t64 = extractelement <32 x i8> %t1, i8 %t63
  %t65 = insertelement <16 x i8> %t61, i8 %t64, i32 15
  ret <16 x i8> %t65
}

define <16 x i8> @src2(<16 x i8> noundef %a, <16 x i8> noundef %i, <16 x i8> noundef %b) {
  %r = call <16 x i8> @llvm.x86.avx512.vpermi2var.qi.128(<16 x i8> %a, <16 x i8> %i, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @tgt2(<16 x i8> noundef %a, <16 x i8> noundef %i, <16 x i8> noundef %b) {
  %t1 = and <16 x i8> %i, splat (i8 15)
  %t2 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> %t1)
  %t3 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %b, <16 x i8> %t1)
  %t4 = and <16 x i8> %i, splat (i8 16)
  %t5 = icmp ne <16 x i8> %t4, zeroinitializer
  %t6 = select <16 x i1> %t5, <16 x i8> %t3, <16 x i8> %t2
  ret <16 x i8> %t6
}
