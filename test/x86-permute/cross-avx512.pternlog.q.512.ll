; avx512.pternlog.q.512 with immediate 0x01 is ~(a | b | c).
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i64> @llvm.x86.avx512.pternlog.q.512(<8 x i64>, <8 x i64>, <8 x i64>, i32)


define <8 x i64> @src(<8 x i64> noundef %a, <8 x i64> noundef %b, <8 x i64> noundef %c) {
  %r = call <8 x i64> @llvm.x86.avx512.pternlog.q.512(<8 x i64> %a, <8 x i64> %b, <8 x i64> %c, i32 1)
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> noundef %a, <8 x i64> noundef %b, <8 x i64> noundef %c) {
  %t1 = or <8 x i64> %a, %b
  %t2 = or <8 x i64> %t1, %c
  %t3 = xor <8 x i64> %t2, splat (i64 -1)
  ret <8 x i64> %t3
}
