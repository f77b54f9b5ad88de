; avx512.permvar.hi.512: lane i is a[i mod 32] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <32 x i16> @llvm.x86.avx512.permvar.hi.512(<32 x i16>, <32 x i16>)


define <32 x i16> @src(<32 x i16> noundef %a, <32 x i16> noundef %i) {
  %r = call <32 x i16> @llvm.x86.avx512.permvar.hi.512(<32 x i16> %a, <32 x i16> %i)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> noundef %a, <32 x i16> noundef %i) {
  %t1 = extractelement <32 x i16> %i, i32 0
  %t2 = and i16 %t1, 31
  %t3 = extractelement <32 x i16> %a, i16 %t2
  %t4 = insertelement <32 x i16> poison, i16 %t3, i32 0
  %t5 = extractelement <32 x i16> %i, i32 1
  %t6 = and i16 %t5, 31
  %t7 = extractelement <32 x i16> %a, i16 %t6
  %t8 = insertelement <32 x i16> %t4, i16 %t7, i32 1
  %t9 = extractelement <32 x i16> %i, i32 2
  %t10 = and i16 %t9, 31
  %t11 = extractelement <32 x i16> %a, i16 %t10
  %t12 = insertelement <32 x i16> %t8, i16 %t11, i32 2
  %t13 = extractelement <32 x i16> %i, i32 3
  %t14 = and i16 %t13, 31
  %t15 = extractelement <32 x i16> %a, i16 %t14
  %t16 = insertelement <32 x i16> %t12, i16 %t15, i32 3
  %t17 = extractelement <32 x i16> %i, i32 4
  %t18 = and i16 %t17, 31
  %t19 = extractelement <32 x i16> %a, i16 %t18
  %t20 = insertelement <32 x i16> %t16, i16 %t19, i32 4
  %t21 = extractelement <32 x i16> %i, i32 5
  %t22 = and i16 %t21, 31
  %t23 = extractelement <32 x i16> %a, i16 %t22
  %t24 = insertelement <32 x i16> %t20, i16 %t23, i32 5
  %t25 = extractelement <32 x i16> %i, i32 6
  %t26 = and i16 %t25, 31
  %t27 = extractelement <32 x i16> %a, i16 %t26
  %t28 = insertelement <32 x i16> %t24, i16 %t27, i32 6
  %t29 = extractelement <32 x i16> %i, i32 7
  %t30 = and i16 %t29, 31
  %t31 = extractelement <32 x i16> %a, i16 %t30
  %t32 = insertelement <32 x i16> %t28, i16 %t31, i32 7
  %t33 = extractelement <32 x i16> %i, i32 8
  %t34 = and i16 %t33, 31
  %t35 = extractelement <32 x i16> %a, i16 %t34
  %t36 = insertelement <32 x i16> %t32, i16 %t35, i32 8
  %t37 = extractelement <32 x i16> %i, i32 9
  %t38 = and i16 %t37, 31
  %t39 = extractelement <32 x i16> %a, i16 %t38
  %t40 = insertelement <32 x i16> %t36, i16 %t39, i32 9
  %t41 = extractelement <32 x i16> %i, i32 10
  %t42 = and i16 %t41, 31
  %t43 = extractelement <32 x i16> %a, i16 %t42
  %t44 = insertelement <32 x i16> %t40, i16 %t43, i32 10
  %t45 = extractelement <32 x i16> %i, i32 11
  %t46 = and i16 %t45, 31
  %t47 = extractelement <32 x i16> %a, i16 %t46
  %t48 = insertelement <32 x i16> %t44, i16 %t47, i32 11
  %t49 = extractelement <32 x i16> %i, i32 12
  %t50 = and i16 %t49, 31
  %t51 = extractelement <32 x i16> %a, i16 %t50
  %t52 = insertelement <32 x i16> %t48, i16 %t51, i32 12
  %t53 = extractelement <32 x i16> %i, i32 13
  %t54 = and i16 %t53, 31
  %t55 = extractelement <32 x i16> %a, i16 %t54
  %t56 = insertelement <32 x i16> %t52, i16 %t55, i32 13
  %t57 = extractelement <32 x i16> %i, i32 14
  %t58 = and i16 %t57, 31
  %t59 = extractelement <32 x i16> %a, i16 %t58
  %t60 = insertelement <32 x i16> %t56, i16 %t59, i32 14
  %t61 = extractelement <32 x i16> %i, i32 15
  %t62 = and i16 %t61, 31
  %t63 = extractelement <32 x i16> %a, i16 %t62
  %t64 = insertelement <32 x i16> %t60, i16 %t63, i32 15
  %t65 = extractelement <32 x i16> %i, i32 16
  %t66 = and i16 %t65, 31
  %t67 = extractelement <32 x i16> %a, i16 %t66
  %t68 = insertelement <32 x i16> %t64, i16 %t67, i32 16
  %t69 = extractelement <32 x i16> %i, i32 17
  %t70 = and i16 %t69, 31
  %t71 = extractelement <32 x i16> %a, i16 %t70
  %t72 = insertelement <32 x i16> %t68, i16 %t71, i32 17
  %t73 = extractelement <32 x i16> %i, i32 18
  %t74 = and i16 %t73, 31
  %t75 = extractelement <32 x i16> %a, i16 %t74
  %t76 = insertelement <32 x i16> %t72, i16 %t75, i32 18
  %t77 = extractelement <32 x i16> %i, i32 19
  %t78 = and i16 %t77, 31
  %t79 = extractelement <32 x i16> %a, i16 %t78
  %t80 = insertelement <32 x i16> %t76, i16 %t79, i32 19
  %t81 = extractelement <32 x i16> %i, i32 20
  %t82 = and i16 %t81, 31
  %t83 = extractelement <32 x i16> %a, i16 %t82
  %t84 = insertelement <32 x i16> %t80, i16 %t83, i32 20
  %t85 = extractelement <32 x i16> %i, i32 21
  %t86 = and i16 %t85, 31
  %t87 = extractelement <32 x i16> %a, i16 %t86
  %t88 = insertelement <32 x i16> %t84, i16 %t87, i32 21
  %t89 = extractelement <32 x i16> %i, i32 22
  %t90 = and i16 %t89, 31
  %t91 = extractelement <32 x i16> %a, i16 %t90
  %t92 = insertelement <32 x i16> %t88, i16 %t91, i32 22
  %t93 = extractelement <32 x i16> %i, i32 23
  %t94 = and i16 %t93, 31
  %t95 = extractelement <32 x i16> %a, i16 %t94
  %t96 = insertelement <32 x i16> %t92, i16 %t95, i32 23
  %t97 = extractelement <32 x i16> %i, i32 24
  %t98 = and i16 %t97, 31
  %t99 = extractelement <32 x i16> %a, i16 %t98
  %t100 = insertelement <32 x i16> %t96, i16 %t99, i32 24
  %t101 = extractelement <32 x i16> %i, i32 25
  %t102 = and i16 %t101, 31
  %t103 = extractelement <32 x i16> %a, i16 %t102
  %t104 = insertelement <32 x i16> %t100, i16 %t103, i32 25
  %t105 = extractelement <32 x i16> %i, i32 26
  %t106 = and i16 %t105, 31
  %t107 = extractelement <32 x i16> %a, i16 %t106
  %t108 = insertelement <32 x i16> %t104, i16 %t107, i32 26
  %t109 = extractelement <32 x i16> %i, i32 27
  %t110 = and i16 %t109, 31
  %t111 = extractelement <32 x i16> %a, i16 %t110
  %t112 = insertelement <32 x i16> %t108, i16 %t111, i32 27
  %t113 = extractelement <32 x i16> %i, i32 28
  %t114 = and i16 %t113, 31
  %t115 = extractelement <32 x i16> %a, i16 %t114
  %t116 = insertelement <32 x i16> %t112, i16 %t115, i32 28
  %t117 = extractelement <32 x i16> %i, i32 29
  %t118 = and i16 %t117, 31
  %t119 = extractelement <32 x i16> %a, i16 %t118
  %t120 = insertelement <32 x i16> %t116, i16 %t119, i32 29
  %t121 = extractelement <32 x i16> %i, i32 30
  %t122 = and i16 %t121, 31
  %t123 = extractelement <32 x i16> %a, i16 %t122
  %t124 = insertelement <32 x i16> %t120, i16 %t123, i32 30
  %t125 = extractelement <32 x i16> %i, i32 31
  %t126 = and i16 %t125, 31
  %t127 = extractelement <32 x i16> %a, i16 %t126
  %t128 = insertelement <32 x i16> %t124, i16 %t127, i32 31
  ret <32 x i16> %t128
}
