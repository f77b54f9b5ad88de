; avx512.pmultishift.qb.128: byte j is the data qword rotated right by control byte j mod 64, as fshr.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.pmultishift.qb.128(<16 x i8>, <16 x i8>)
declare i64 @llvm.fshr.i64(i64, i64, i64)

define <16 x i8> @src(<16 x i8> noundef %c, <16 x i8> noundef %d) {
  %r = call <16 x i8> @llvm.x86.avx512.pmultishift.qb.128(<16 x i8> %c, <16 x i8> %d)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> noundef %c, <16 x i8> noundef %d) {
  %t1 = bitcast <16 x i8> %d to <2 x i64>
  %t2 = extractelement <16 x i8> %c, i32 0
  %t3 = and i8 %t2, 63
  %t4 = zext i8 %t3 to i64
  %t5 = extractelement <2 x i64> %t1, i32 0
  %t6 = call i64 @llvm.fshr.i64(i64 %t5, i64 %t5, i64 %t4)
  %t7 = trunc i64 %t6 to i8
  %t8 = insertelement <16 x i8> poison, i8 %t7, i32 0
  %t9 = extractelement <16 x i8> %c, i32 1
  %t10 = and i8 %t9, 63
  %t11 = zext i8 %t10 to i64
  %t12 = extractelement <2 x i64> %t1, i32 0
  %t13 = call i64 @llvm.fshr.i64(i64 %t12, i64 %t12, i64 %t11)
  %t14 = trunc i64 %t13 to i8
  %t15 = insertelement <16 x i8> %t8, i8 %t14, i32 1
  %t16 = extractelement <16 x i8> %c, i32 2
  %t17 = and i8 %t16, 63
  %t18 = zext i8 %t17 to i64
  %t19 = extractelement <2 x i64> %t1, i32 0
  %t20 = call i64 @llvm.fshr.i64(i64 %t19, i64 %t19, i64 %t18)
  %t21 = trunc i64 %t20 to i8
  %t22 = insertelement <16 x i8> %t15, i8 %t21, i32 2
  %t23 = extractelement <16 x i8> %c, i32 3
  %t24 = and i8 %t23, 63
  %t25 = zext i8 %t24 to i64
  %t26 = extractelement <2 x i64> %t1, i32 0
  %t27 = call i64 @llvm.fshr.i64(i64 %t26, i64 %t26, i64 %t25)
  %t28 = trunc i64 %t27 to i8
  %t29 = insertelement <16 x i8> %t22, i8 %t28, i32 3
  %t30 = extractelement <16 x i8> %c, i32 4
  %t31 = and i8 %t30, 63
  %t32 = zext i8 %t31 to i64
  %t33 = extractelement <2 x i64> %t1, i32 0
  %t34 = call i64 @llvm.fshr.i64(i64 %t33, i64 %t33, i64 %t32)
  %t35 = trunc i64 %t34 to i8
  %t36 = insertelement <16 x i8> %t29, i8 %t35, i32 4
  %t37 = extractelement <16 x i8> %c, i32 5
  %t38 = and i8 %t37, 63
  %t39 = zext i8 %t38 to i64
  %t40 = extractelement <2 x i64> %t1, i32 0
  %t41 = call i64 @llvm.fshr.i64(i64 %t40, i64 %t40, i64 %t39)
  %t42 = trunc i64 %t41 to i8
  %t43 = insertelement <16 x i8> %t36, i8 %t42, i32 5
  %t44 = extractelement <16 x i8> %c, i32 6
  %t45 = and i8 %t44, 63
  %t46 = zext i8 %t45 to i64
  %t47 = extractelement <2 x i64> %t1, i32 0
  %t48 = call i64 @llvm.fshr.i64(i64 %t47, i64 %t47, i64 %t46)
  %t49 = trunc i64 %t48 to i8
  %t50 = insertelement <16 x i8> %t43, i8 %t49, i32 6
  %t51 = extractelement <16 x i8> %c, i32 7
  %t52 = and i8 %t51, 63
  %t53 = zext i8 %t52 to i64
  %t54 = extractelement <2 x i64> %t1, i32 0
  %t55 = call i64 @llvm.fshr.i64(i64 %t54, i64 %t54, i64 %t53)
  %t56 = trunc i64 %t55 to i8
  %t57 = insertelement <16 x i8> %t50, i8 %t56, i32 7
  %t58 = extractelement <16 x i8> %c, i32 8
  %t59 = and i8 %t58, 63
  %t60 = zext i8 %t59 to i64
  %t61 = extractelement <2 x i64> %t1, i32 1
  %t62 = call i64 @llvm.fshr.i64(i64 %t61, i64 %t61, i64 %t60)
  %t63 = trunc i64 %t62 to i8
  %t64 = insertelement <16 x i8> %t57, i8 %t63, i32 8
  %t65 = extractelement <16 x i8> %c, i32 9
  %t66 = and i8 %t65, 63
  %t67 = zext i8 %t66 to i64
  %t68 = extractelement <2 x i64> %t1, i32 1
  %t69 = call i64 @llvm.fshr.i64(i64 %t68, i64 %t68, i64 %t67)
  %t70 = trunc i64 %t69 to i8
  %t71 = insertelement <16 x i8> %t64, i8 %t70, i32 9
  %t72 = extractelement <16 x i8> %c, i32 10
  %t73 = and i8 %t72, 63
  %t74 = zext i8 %t73 to i64
  %t75 = extractelement <2 x i64> %t1, i32 1
  %t76 = call i64 @llvm.fshr.i64(i64 %t75, i64 %t75, i64 %t74)
  %t77 = trunc i64 %t76 to i8
  %t78 = insertelement <16 x i8> %t71, i8 %t77, i32 10
  %t79 = extractelement <16 x i8> %c, i32 11
  %t80 = and i8 %t79, 63
  %t81 = zext i8 %t80 to i64
  %t82 = extractelement <2 x i64> %t1, i32 1
  %t83 = call i64 @llvm.fshr.i64(i64 %t82, i64 %t82, i64 %t81)
  %t84 = trunc i64 %t83 to i8
  %t85 = insertelement <16 x i8> %t78, i8 %t84, i32 11
  %t86 = extractelement <16 x i8> %c, i32 12
  %t87 = and i8 %t86, 63
  %t88 = zext i8 %t87 to i64
  %t89 = extractelement <2 x i64> %t1, i32 1
  %t90 = call i64 @llvm.fshr.i64(i64 %t89, i64 %t89, i64 %t88)
  %t91 = trunc i64 %t90 to i8
  %t92 = insertelement <16 x i8> %t85, i8 %t91, i32 12
  %t93 = extractelement <16 x i8> %c, i32 13
  %t94 = and i8 %t93, 63
  %t95 = zext i8 %t94 to i64
  %t96 = extractelement <2 x i64> %t1, i32 1
  %t97 = call i64 @llvm.fshr.i64(i64 %t96, i64 %t96, i64 %t95)
  %t98 = trunc i64 %t97 to i8
  %t99 = insertelement <16 x i8> %t92, i8 %t98, i32 13
  %t100 = extractelement <16 x i8> %c, i32 14
  %t101 = and i8 %t100, 63
  %t102 = zext i8 %t101 to i64
  %t103 = extractelement <2 x i64> %t1, i32 1
  %t104 = call i64 @llvm.fshr.i64(i64 %t103, i64 %t103, i64 %t102)
  %t105 = trunc i64 %t104 to i8
  %t106 = insertelement <16 x i8> %t99, i8 %t105, i32 14
  %t107 = extractelement <16 x i8> %c, i32 15
  %t108 = and i8 %t107, 63
  %t109 = zext i8 %t108 to i64
  %t110 = extractelement <2 x i64> %t1, i32 1
  %t111 = call i64 @llvm.fshr.i64(i64 %t110, i64 %t110, i64 %t109)
  %t112 = trunc i64 %t111 to i8
  %t113 = insertelement <16 x i8> %t106, i8 %t112, i32 15
  ret <16 x i8> %t113
}
