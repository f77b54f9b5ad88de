; avx512.vpermi2var.qi.256: lane i is (a ++ b)[i mod 64] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <32 x i8> @llvm.x86.avx512.vpermi2var.qi.256(<32 x i8>, <32 x i8>, <32 x i8>)


define <32 x i8> @src(<32 x i8> noundef %a, <32 x i8> noundef %i, <32 x i8> noundef %b) {
  %r = call <32 x i8> @llvm.x86.avx512.vpermi2var.qi.256(<32 x i8> %a, <32 x i8> %i, <32 x i8> %b)
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<32 x i8> noundef %a, <32 x i8> noundef %i, <32 x i8> noundef %b) {
  %t1 = shufflevector <32 x i8> %a, <32 x i8> %b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t2 = extractelement <32 x i8> %i, i32 0
  %t3 = and i8 %t2, 63
  %t4 = extractelement <64 x i8> %t1, i8 %t3
  %t5 = insertelement <32 x i8> poison, i8 %t4, i32 0
  %t6 = extractelement <32 x i8> %i, i32 1
  %t7 = and i8 %t6, 63
  %t8 = extractelement <64 x i8> %t1, i8 %t7
  %t9 = insertelement <32 x i8> %t5, i8 %t8, i32 1
  %t10 = extractelement <32 x i8> %i, i32 2
  %t11 = and i8 %t10, 63
  %t12 = extractelement <64 x i8> %t1, i8 %t11
  %t13 = insertelement <32 x i8> %t9, i8 %t12, i32 2
  %t14 = extractelement <32 x i8> %i, i32 3
  %t15 = and i8 %t14, 63
  %t16 = extractelement <64 x i8> %t1, i8 %t15
  %t17 = insertelement <32 x i8> %t13, i8 %t16, i32 3
  %t18 = extractelement <32 x i8> %i, i32 4
  %t19 = and i8 %t18, 63
  %t20 = extractelement <64 x i8> %t1, i8 %t19
  %t21 = insertelement <32 x i8> %t17, i8 %t20, i32 4
  %t22 = extractelement <32 x i8> %i, i32 5
  %t23 = and i8 %t22, 63
  %t24 = extractelement <64 x i8> %t1, i8 %t23
  %t25 = insertelement <32 x i8> %t21, i8 %t24, i32 5
  %t26 = extractelement <32 x i8> %i, i32 6
  %t27 = and i8 %t26, 63
  %t28 = extractelement <64 x i8> %t1, i8 %t27
  %t29 = insertelement <32 x i8> %t25, i8 %t28, i32 6
  %t30 = extractelement <32 x i8> %i, i32 7
  %t31 = and i8 %t30, 63
  %t32 = extractelement <64 x i8> %t1, i8 %t31
  %t33 = insertelement <32 x i8> %t29, i8 %t32, i32 7
  %t34 = extractelement <32 x i8> %i, i32 8
  %t35 = and i8 %t34, 63
  %t36 = extractelement <64 x i8> %t1, i8 %t35
  %t37 = insertelement <32 x i8> %t33, i8 %t36, i32 8
  %t38 = extractelement <32 x i8> %i, i32 9
  %t39 = and i8 %t38, 63
  %t40 = extractelement <64 x i8> %t1, i8 %t39
  %t41 = insertelement <32 x i8> %t37, i8 %t40, i32 9
  %t42 = extractelement <32 x i8> %i, i32 10
  %t43 = and i8 %t42, 63
  %t44 = extractelement <64 x i8> %t1, i8 %t43
  %t45 = insertelement <32 x i8> %t41, i8 %t44, i32 10
  %t46 = extractelement <32 x i8> %i, i32 11
  %t47 = and i8 %t46, 63
  %t48 = extractelement <64 x i8> %t1, i8 %t47
  %t49 = insertelement <32 x i8> %t45, i8 %t48, i32 11
  %t50 = extractelement <32 x i8> %i, i32 12
  %t51 = and i8 %t50, 63
  %t52 = extractelement <64 x i8> %t1, i8 %t51
  %t53 = insertelement <32 x i8> %t49, i8 %t52, i32 12
  %t54 = extractelement <32 x i8> %i, i32 13
  %t55 = and i8 %t54, 63
  %t56 = extractelement <64 x i8> %t1, i8 %t55
  %t57 = insertelement <32 x i8> %t53, i8 %t56, i32 13
  %t58 = extractelement <32 x i8> %i, i32 14
  %t59 = and i8 %t58, 63
  %t60 = extractelement <64 x i8> %t1, i8 %t59
  %t61 = insertelement <32 x i8> %t57, i8 %t60, i32 14
  %t62 = extractelement <32 x i8> %i, i32 15
  %t63 = and i8 %t62, 63
  %t64 = extractelement <64 x i8> %t1, i8 %t63
  %t65 = insertelement <32 x i8> %t61, i8 %t64, i32 15
  %t66 = extractelement <32 x i8> %i, i32 16
  %t67 = and i8 %t66, 63
  %t68 = extractelement <64 x i8> %t1, i8 %t67
  %t69 = insertelement <32 x i8> %t65, i8 %t68, i32 16
  %t70 = extractelement <32 x i8> %i, i32 17
  %t71 = and i8 %t70, 63
  %t72 = extractelement <64 x i8> %t1, i8 %t71
  %t73 = insertelement <32 x i8> %t69, i8 %t72, i32 17
  %t74 = extractelement <32 x i8> %i, i32 18
  %t75 = and i8 %t74, 63
  %t76 = extractelement <64 x i8> %t1, i8 %t75
  %t77 = insertelement <32 x i8> %t73, i8 %t76, i32 18
  %t78 = extractelement <32 x i8> %i, i32 19
  %t79 = and i8 %t78, 63
  %t80 = extractelement <64 x i8> %t1, i8 %t79
  %t81 = insertelement <32 x i8> %t77, i8 %t80, i32 19
  %t82 = extractelement <32 x i8> %i, i32 20
  %t83 = and i8 %t82, 63
  %t84 = extractelement <64 x i8> %t1, i8 %t83
  %t85 = insertelement <32 x i8> %t81, i8 %t84, i32 20
  %t86 = extractelement <32 x i8> %i, i32 21
  %t87 = and i8 %t86, 63
  %t88 = extractelement <64 x i8> %t1, i8 %t87
  %t89 = insertelement <32 x i8> %t85, i8 %t88, i32 21
  %t90 = extractelement <32 x i8> %i, i32 22
  %t91 = and i8 %t90, 63
  %t92 = extractelement <64 x i8> %t1, i8 %t91
  %t93 = insertelement <32 x i8> %t89, i8 %t92, i32 22
  %t94 = extractelement <32 x i8> %i, i32 23
  %t95 = and i8 %t94, 63
  %t96 = extractelement <64 x i8> %t1, i8 %t95
  %t97 = insertelement <32 x i8> %t93, i8 %t96, i32 23
  %t98 = extractelement <32 x i8> %i, i32 24
  %t99 = and i8 %t98, 63
  %t100 = extractelement <64 x i8> %t1, i8 %t99
  %t101 = insertelement <32 x i8> %t97, i8 %t100, i32 24
  %t102 = extractelement <32 x i8> %i, i32 25
  %t103 = and i8 %t102, 63
  %t104 = extractelement <64 x i8> %t1, i8 %t103
  %t105 = insertelement <32 x i8> %t101, i8 %t104, i32 25
  %t106 = extractelement <32 x i8> %i, i32 26
  %t107 = and i8 %t106, 63
  %t108 = extractelement <64 x i8> %t1, i8 %t107
  %t109 = insertelement <32 x i8> %t105, i8 %t108, i32 26
  %t110 = extractelement <32 x i8> %i, i32 27
  %t111 = and i8 %t110, 63
  %t112 = extractelement <64 x i8> %t1, i8 %t111
  %t113 = insertelement <32 x i8> %t109, i8 %t112, i32 27
  %t114 = extractelement <32 x i8> %i, i32 28
  %t115 = and i8 %t114, 63
  %t116 = extractelement <64 x i8> %t1, i8 %t115
  %t117 = insertelement <32 x i8> %t113, i8 %t116, i32 28
  %t118 = extractelement <32 x i8> %i, i32 29
  %t119 = and i8 %t118, 63
  %t120 = extractelement <64 x i8> %t1, i8 %t119
  %t121 = insertelement <32 x i8> %t117, i8 %t120, i32 29
  %t122 = extractelement <32 x i8> %i, i32 30
  %t123 = and i8 %t122, 63
  %t124 = extractelement <64 x i8> %t1, i8 %t123
  %t125 = insertelement <32 x i8> %t121, i8 %t124, i32 30
  %t126 = extractelement <32 x i8> %i, i32 31
  %t127 = and i8 %t126, 63
  %t128 = extractelement <64 x i8> %t1, i8 %t127
  %t129 = insertelement <32 x i8> %t125, i8 %t128, i32 31
  ret <32 x i8> %t129
}
