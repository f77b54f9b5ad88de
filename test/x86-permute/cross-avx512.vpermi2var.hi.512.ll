; avx512.vpermi2var.hi.512: lane i is (a ++ b)[i mod 64] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <32 x i16> @llvm.x86.avx512.vpermi2var.hi.512(<32 x i16>, <32 x i16>, <32 x i16>)


define <32 x i16> @src(<32 x i16> noundef %a, <32 x i16> noundef %i, <32 x i16> noundef %b) {
  %r = call <32 x i16> @llvm.x86.avx512.vpermi2var.hi.512(<32 x i16> %a, <32 x i16> %i, <32 x i16> %b)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> noundef %a, <32 x i16> noundef %i, <32 x i16> noundef %b) {
  %t1 = shufflevector <32 x i16> %a, <32 x i16> %b, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63>
  %t2 = extractelement <32 x i16> %i, i32 0
  %t3 = and i16 %t2, 63
  %t4 = extractelement <64 x i16> %t1, i16 %t3
  %t5 = insertelement <32 x i16> poison, i16 %t4, i32 0
  %t6 = extractelement <32 x i16> %i, i32 1
  %t7 = and i16 %t6, 63
  %t8 = extractelement <64 x i16> %t1, i16 %t7
  %t9 = insertelement <32 x i16> %t5, i16 %t8, i32 1
  %t10 = extractelement <32 x i16> %i, i32 2
  %t11 = and i16 %t10, 63
  %t12 = extractelement <64 x i16> %t1, i16 %t11
  %t13 = insertelement <32 x i16> %t9, i16 %t12, i32 2
  %t14 = extractelement <32 x i16> %i, i32 3
  %t15 = and i16 %t14, 63
  %t16 = extractelement <64 x i16> %t1, i16 %t15
  %t17 = insertelement <32 x i16> %t13, i16 %t16, i32 3
  %t18 = extractelement <32 x i16> %i, i32 4
  %t19 = and i16 %t18, 63
  %t20 = extractelement <64 x i16> %t1, i16 %t19
  %t21 = insertelement <32 x i16> %t17, i16 %t20, i32 4
  %t22 = extractelement <32 x i16> %i, i32 5
  %t23 = and i16 %t22, 63
  %t24 = extractelement <64 x i16> %t1, i16 %t23
  %t25 = insertelement <32 x i16> %t21, i16 %t24, i32 5
  %t26 = extractelement <32 x i16> %i, i32 6
  %t27 = and i16 %t26, 63
  %t28 = extractelement <64 x i16> %t1, i16 %t27
  %t29 = insertelement <32 x i16> %t25, i16 %t28, i32 6
  %t30 = extractelement <32 x i16> %i, i32 7
  %t31 = and i16 %t30, 63
  %t32 = extractelement <64 x i16> %t1, i16 %t31
  %t33 = insertelement <32 x i16> %t29, i16 %t32, i32 7
  %t34 = extractelement <32 x i16> %i, i32 8
  %t35 = and i16 %t34, 63
  %t36 = extractelement <64 x i16> %t1, i16 %t35
  %t37 = insertelement <32 x i16> %t33, i16 %t36, i32 8
  %t38 = extractelement <32 x i16> %i, i32 9
  %t39 = and i16 %t38, 63
  %t40 = extractelement <64 x i16> %t1, i16 %t39
  %t41 = insertelement <32 x i16> %t37, i16 %t40, i32 9
  %t42 = extractelement <32 x i16> %i, i32 10
  %t43 = and i16 %t42, 63
  %t44 = extractelement <64 x i16> %t1, i16 %t43
  %t45 = insertelement <32 x i16> %t41, i16 %t44, i32 10
  %t46 = extractelement <32 x i16> %i, i32 11
  %t47 = and i16 %t46, 63
  %t48 = extractelement <64 x i16> %t1, i16 %t47
  %t49 = insertelement <32 x i16> %t45, i16 %t48, i32 11
  %t50 = extractelement <32 x i16> %i, i32 12
  %t51 = and i16 %t50, 63
  %t52 = extractelement <64 x i16> %t1, i16 %t51
  %t53 = insertelement <32 x i16> %t49, i16 %t52, i32 12
  %t54 = extractelement <32 x i16> %i, i32 13
  %t55 = and i16 %t54, 63
  %t56 = extractelement <64 x i16> %t1, i16 %t55
  %t57 = insertelement <32 x i16> %t53, i16 %t56, i32 13
  %t58 = extractelement <32 x i16> %i, i32 14
  %t59 = and i16 %t58, 63
  %t60 = extractelement <64 x i16> %t1, i16 %t59
  %t61 = insertelement <32 x i16> %t57, i16 %t60, i32 14
  %t62 = extractelement <32 x i16> %i, i32 15
  %t63 = and i16 %t62, 63
  %t64 = extractelement <64 x i16> %t1, i16 %t63
  %t65 = insertelement <32 x i16> %t61, i16 %t64, i32 15
  %t66 = extractelement <32 x i16> %i, i32 16
  %t67 = and i16 %t66, 63
  %t68 = extractelement <64 x i16> %t1, i16 %t67
  %t69 = insertelement <32 x i16> %t65, i16 %t68, i32 16
  %t70 = extractelement <32 x i16> %i, i32 17
  %t71 = and i16 %t70, 63
  %t72 = extractelement <64 x i16> %t1, i16 %t71
  %t73 = insertelement <32 x i16> %t69, i16 %t72, i32 17
  %t74 = extractelement <32 x i16> %i, i32 18
  %t75 = and i16 %t74, 63
  %t76 = extractelement <64 x i16> %t1, i16 %t75
  %t77 = insertelement <32 x i16> %t73, i16 %t76, i32 18
  %t78 = extractelement <32 x i16> %i, i32 19
  %t79 = and i16 %t78, 63
  %t80 = extractelement <64 x i16> %t1, i16 %t79
  %t81 = insertelement <32 x i16> %t77, i16 %t80, i32 19
  %t82 = extractelement <32 x i16> %i, i32 20
  %t83 = and i16 %t82, 63
  %t84 = extractelement <64 x i16> %t1, i16 %t83
  %t85 = insertelement <32 x i16> %t81, i16 %t84, i32 20
  %t86 = extractelement <32 x i16> %i, i32 21
  %t87 = and i16 %t86, 63
  %t88 = extractelement <64 x i16> %t1, i16 %t87
  %t89 = insertelement <32 x i16> %t85, i16 %t88, i32 21
  %t90 = extractelement <32 x i16> %i, i32 22
  %t91 = and i16 %t90, 63
  %t92 = extractelement <64 x i16> %t1, i16 %t91
  %t93 = insertelement <32 x i16> %t89, i16 %t92, i32 22
  %t94 = extractelement <32 x i16> %i, i32 23
  %t95 = and i16 %t94, 63
  %t96 = extractelement <64 x i16> %t1, i16 %t95
  %t97 = insertelement <32 x i16> %t93, i16 %t96, i32 23
  %t98 = extractelement <32 x i16> %i, i32 24
  %t99 = and i16 %t98, 63
  %t100 = extractelement <64 x i16> %t1, i16 %t99
  %t101 = insertelement <32 x i16> %t97, i16 %t100, i32 24
  %t102 = extractelement <32 x i16> %i, i32 25
  %t103 = and i16 %t102, 63
  %t104 = extractelement <64 x i16> %t1, i16 %t103
  %t105 = insertelement <32 x i16> %t101, i16 %t104, i32 25
  %t106 = extractelement <32 x i16> %i, i32 26
  %t107 = and i16 %t106, 63
  %t108 = extractelement <64 x i16> %t1, i16 %t107
  %t109 = insertelement <32 x i16> %t105, i16 %t108, i32 26
  %t110 = extractelement <32 x i16> %i, i32 27
  %t111 = and i16 %t110, 63
  %t112 = extractelement <64 x i16> %t1, i16 %t111
  %t113 = insertelement <32 x i16> %t109, i16 %t112, i32 27
  %t114 = extractelement <32 x i16> %i, i32 28
  %t115 = and i16 %t114, 63
  %t116 = extractelement <64 x i16> %t1, i16 %t115
  %t117 = insertelement <32 x i16> %t113, i16 %t116, i32 28
  %t118 = extractelement <32 x i16> %i, i32 29
  %t119 = and i16 %t118, 63
  %t120 = extractelement <64 x i16> %t1, i16 %t119
  %t121 = insertelement <32 x i16> %t117, i16 %t120, i32 29
  %t122 = extractelement <32 x i16> %i, i32 30
  %t123 = and i16 %t122, 63
  %t124 = extractelement <64 x i16> %t1, i16 %t123
  %t125 = insertelement <32 x i16> %t121, i16 %t124, i32 30
  %t126 = extractelement <32 x i16> %i, i32 31
  %t127 = and i16 %t126, 63
  %t128 = extractelement <64 x i16> %t1, i16 %t127
  %t129 = insertelement <32 x i16> %t125, i16 %t128, i32 31
  ret <32 x i16> %t129
}
