; avx512.vpermi2var.q.256: lane i is (a ++ b)[i mod 8] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i64> @llvm.x86.avx512.vpermi2var.q.256(<4 x i64>, <4 x i64>, <4 x i64>)


define <4 x i64> @src(<4 x i64> noundef %a, <4 x i64> noundef %i, <4 x i64> noundef %b) {
  %r = call <4 x i64> @llvm.x86.avx512.vpermi2var.q.256(<4 x i64> %a, <4 x i64> %i, <4 x i64> %b)
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<4 x i64> noundef %a, <4 x i64> noundef %i, <4 x i64> noundef %b) {
  %t1 = shufflevector <4 x i64> %a, <4 x i64> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t2 = extractelement <4 x i64> %i, i32 0
  %t3 = and i64 %t2, 7
  %t4 = extractelement <8 x i64> %t1, i64 %t3
  %t5 = insertelement <4 x i64> poison, i64 %t4, i32 0
  %t6 = extractelement <4 x i64> %i, i32 1
  %t7 = and i64 %t6, 7
  %t8 = extractelement <8 x i64> %t1, i64 %t7
  %t9 = insertelement <4 x i64> %t5, i64 %t8, i32 1
  %t10 = extractelement <4 x i64> %i, i32 2
  %t11 = and i64 %t10, 7
  %t12 = extractelement <8 x i64> %t1, i64 %t11
  %t13 = insertelement <4 x i64> %t9, i64 %t12, i32 2
  %t14 = extractelement <4 x i64> %i, i32 3
  %t15 = and i64 %t14, 7
  %t16 = extractelement <8 x i64> %t1, i64 %t15
  %t17 = insertelement <4 x i64> %t13, i64 %t16, i32 3
  ret <4 x i64> %t17
}
