; avx512.vpermi2var.q.128: lane i is (a ++ b)[i mod 4] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <2 x i64> @llvm.x86.avx512.vpermi2var.q.128(<2 x i64>, <2 x i64>, <2 x i64>)

define <2 x i64> @src(<2 x i64> noundef %a, <2 x i64> noundef %i, <2 x i64> noundef %b) {
  %r = call <2 x i64> @llvm.x86.avx512.vpermi2var.q.128(<2 x i64> %a, <2 x i64> %i, <2 x i64> %b)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> noundef %a, <2 x i64> noundef %i, <2 x i64> noundef %b) {
  %t1 = shufflevector <2 x i64> %a, <2 x i64> %b, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t2 = extractelement <2 x i64> %i, i32 0
  %t3 = and i64 %t2, 3
  %t4 = extractelement <4 x i64> %t1, i64 %t3
  %t5 = insertelement <2 x i64> poison, i64 %t4, i32 0
  %t6 = extractelement <2 x i64> %i, i32 1
  %t7 = and i64 %t6, 3
  %t8 = extractelement <4 x i64> %t1, i64 %t7
  %t9 = insertelement <2 x i64> %t5, i64 %t8, i32 1
  ret <2 x i64> %t9
}
