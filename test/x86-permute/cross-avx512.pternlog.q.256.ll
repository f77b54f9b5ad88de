; avx512.pternlog.q.256 with immediate 0xe8 is the bitwise majority.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i64> @llvm.x86.avx512.pternlog.q.256(<4 x i64>, <4 x i64>, <4 x i64>, i32)


define <4 x i64> @src(<4 x i64> noundef %a, <4 x i64> noundef %b, <4 x i64> noundef %c) {
  %r = call <4 x i64> @llvm.x86.avx512.pternlog.q.256(<4 x i64> %a, <4 x i64> %b, <4 x i64> %c, i32 232)
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<4 x i64> noundef %a, <4 x i64> noundef %b, <4 x i64> noundef %c) {
  %t1 = and <4 x i64> %a, %b
  %t2 = and <4 x i64> %a, %c
  %t3 = or <4 x i64> %t1, %t2
  %t4 = and <4 x i64> %b, %c
  %t5 = or <4 x i64> %t3, %t4
  ret <4 x i64> %t5
}
